import type { LanguageCode } from '@talkhire/config';

/**
 * The stand-in's wording in each product language: the sentence frames its answers are made of.
 * The facts (titles, skills, companies, numbers, the issues as the page words them) come from the
 * prompt and are put into the frames verbatim; only the frames are translated. A frame is a
 * function where the language's grammar depends on what goes in (plurals, word order, Spanish "y"
 * becoming "e"), so every language says it its own way rather than in English word order.
 */
export const answerPhrases: Record<LanguageCode, AnswerPhrases> = {
  en: {
    englishName: 'English',
    fullStop: '.',
    sentenceGap: ' ',
    lowerCaseMidSentence: true,
    list: { separator: ', ', beforeLast: () => ' and ' },
    summary: {
      headline: (title, years, earlier) =>
        `${title}${years ? ` with ${years} year${years === 1 ? '' : 's'} of experience` : ''}${
          earlier ? `, having worked as ${earlier}` : ''
        }.`,
      professional: (years) => `Professional with ${years} year${years === 1 ? '' : 's'} of experience.`,
      skilled: (skills) => `Skilled in ${skills}.`,
      achieved: (achievement) => `Achieved: ${achievement}`,
      lookingFor: (role) => `Looking for ${role} roles.`,
      alsoExperienced: (skills) => `Also experienced with ${skills}.`,
      tooLittle:
        'The profile gives too little to write a summary from: add your work experience and skills first.',
    },
    advice: {
      score: (score, name) => `${name ? `${name}, your` : 'Your'} resume scores ${score} out of 100.`,
      first: (issue) => `Start with this: ${issue}`,
      next: (issue) => `Next, ${issue}`,
      smallerPoints: (count) => `${count} smaller point${count === 1 ? '' : 's'} follow in the list below.`,
      noIssues: 'No issues were found: keep your profile up to date as your experience grows.',
      alreadyGood: (strengths) => `Already good: ${strengths}`,
    },
    restatement: {
      about: (request, details) => `About "${request}": ${details}`,
      noDetails: (request) => `About "${request}": the request holds no details to work from.`,
      empty: 'The request was empty: there is nothing to answer.',
    },
  },
  'zh-cn': {
    englishName: 'Simplified Chinese',
    fullStop: '。',
    sentenceGap: '',
    lowerCaseMidSentence: false,
    list: { separator: '、', beforeLast: () => '和' },
    summary: {
      headline: (title, years, earlier) =>
        `${title}${years ? `，拥有${years}年工作经验` : ''}${earlier ? `，曾任${earlier}` : ''}。`,
      professional: (years) => `拥有${years}年工作经验的专业人士。`,
      skilled: (skills) => `擅长${skills}。`,
      achieved: (achievement) => `工作成果：${achievement}`,
      lookingFor: (role) => `正在寻找${role}相关职位。`,
      alsoExperienced: (skills) => `同时具备${skills}方面的经验。`,
      tooLittle: '个人资料中的信息太少，无法撰写简介：请先添加您的工作经历和技能。',
    },
    advice: {
      score: (score, name) => `${name ? `${name}，您的` : '您的'}简历得分为${score}分（满分100分）。`,
      first: (issue) => `请先处理这一项：${issue}`,
      next: (issue) => `接下来，${issue}`,
      smallerPoints: (count) => `下方列表中还有${count}个较小的问题。`,
      noIssues: '未发现任何问题：随着经验的积累，请持续更新您的个人资料。',
      alreadyGood: (strengths) => `已经做得不错的方面：${strengths}`,
    },
    restatement: {
      about: (request, details) => `关于“${request}”：${details}`,
      noDetails: (request) => `关于“${request}”：请求中没有可供参考的细节。`,
      empty: '请求为空：没有可以回答的内容。',
    },
  },
  'zh-tw': {
    englishName: 'Traditional Chinese',
    fullStop: '。',
    sentenceGap: '',
    lowerCaseMidSentence: false,
    list: { separator: '、', beforeLast: () => '及' },
    summary: {
      headline: (title, years, earlier) =>
        `${title}${years ? `，擁有${years}年工作經驗` : ''}${earlier ? `，曾任${earlier}` : ''}。`,
      professional: (years) => `擁有${years}年工作經驗的專業人士。`,
      skilled: (skills) => `擅長${skills}。`,
      achieved: (achievement) => `工作成果：${achievement}`,
      lookingFor: (role) => `正在尋找${role}相關職缺。`,
      alsoExperienced: (skills) => `同時具備${skills}方面的經驗。`,
      tooLittle: '個人資料中的資訊太少，無法撰寫簡介：請先新增您的工作經歷和技能。',
    },
    advice: {
      score: (score, name) => `${name ? `${name}，您的` : '您的'}履歷得分為${score}分（滿分100分）。`,
      first: (issue) => `請先處理這一項：${issue}`,
      next: (issue) => `接下來，${issue}`,
      smallerPoints: (count) => `下方清單中還有${count}個較小的問題。`,
      noIssues: '未發現任何問題：隨著經驗累積，請持續更新您的個人資料。',
      alreadyGood: (strengths) => `已經做得很好的地方：${strengths}`,
    },
    restatement: {
      about: (request, details) => `關於「${request}」：${details}`,
      noDetails: (request) => `關於「${request}」：請求中沒有可供參考的細節。`,
      empty: '請求是空的：沒有可以回答的內容。',
    },
  },
  id: {
    englishName: 'Indonesian',
    fullStop: '.',
    sentenceGap: ' ',
    lowerCaseMidSentence: true,
    list: { separator: ', ', beforeLast: () => ' dan ' },
    summary: {
      headline: (title, years, earlier) =>
        `${title}${years ? ` dengan pengalaman ${years} tahun` : ''}${
          earlier ? `, pernah bekerja sebagai ${earlier}` : ''
        }.`,
      professional: (years) => `Profesional dengan pengalaman ${years} tahun.`,
      skilled: (skills) => `Menguasai ${skills}.`,
      achieved: (achievement) => `Pencapaian: ${achievement}`,
      lookingFor: (role) => `Mencari posisi ${role}.`,
      alsoExperienced: (skills) => `Juga berpengalaman dengan ${skills}.`,
      tooLittle:
        'Informasi di profil ini belum cukup untuk menulis ringkasan: tambahkan pengalaman kerja dan keahlian Anda terlebih dahulu.',
    },
    advice: {
      score: (score, name) => `${name ? `${name}, skor resume Anda` : 'Skor resume Anda'} ${score} dari 100.`,
      first: (issue) => `Mulailah dari ini: ${issue}`,
      next: (issue) => `Selanjutnya, ${issue}`,
      smallerPoints: (count) => `Ada ${count} poin kecil lainnya di daftar di bawah.`,
      noIssues:
        'Tidak ada masalah yang ditemukan: terus perbarui profil Anda seiring bertambahnya pengalaman Anda.',
      alreadyGood: (strengths) => `Yang sudah baik: ${strengths}`,
    },
    restatement: {
      about: (request, details) => `Tentang "${request}": ${details}`,
      noDetails: (request) => `Tentang "${request}": permintaan ini tidak memuat detail untuk diolah.`,
      empty: 'Permintaannya kosong: tidak ada yang bisa dijawab.',
    },
  },
  ja: {
    englishName: 'Japanese',
    fullStop: '。',
    sentenceGap: '',
    lowerCaseMidSentence: false,
    list: { separator: '、', beforeLast: () => 'および' },
    summary: {
      headline: (title, years, earlier) =>
        `${years ? `経験${years}年の` : ''}${title}です。${earlier ? `これまで${earlier}として働いてきました。` : ''}`,
      professional: (years) => `経験${years}年のプロフェッショナルです。`,
      skilled: (skills) => `${skills}を得意としています。`,
      achieved: (achievement) => `実績：${achievement}`,
      lookingFor: (role) => `${role}の職を希望しています。`,
      alsoExperienced: (skills) => `${skills}の経験もあります。`,
      tooLittle:
        'プロフィールの情報が少なすぎて、自己紹介を作成できません。まず職歴とスキルを追加してください。',
    },
    advice: {
      score: (score, name) => `${name ? `${name}さんの` : 'あなたの'}履歴書のスコアは100点中${score}点です。`,
      first: (issue) => `まず取り組むべき点：${issue}`,
      next: (issue) => `次に、${issue}`,
      smallerPoints: (count) => `ほかに${count}件の細かな改善点が下のリストにあります。`,
      noIssues: '問題は見つかりませんでした。経験を重ねるごとに、プロフィールを最新の状態に保ちましょう。',
      alreadyGood: (strengths) => `すでによくできている点：${strengths}`,
    },
    restatement: {
      about: (request, details) => `「${request}」について：${details}`,
      noDetails: (request) => `「${request}」について：依頼に手がかりとなる詳細が含まれていません。`,
      empty: '依頼が空です。回答する内容がありません。',
    },
  },
  ms: {
    englishName: 'Malay',
    fullStop: '.',
    sentenceGap: ' ',
    lowerCaseMidSentence: true,
    list: { separator: ', ', beforeLast: () => ' dan ' },
    summary: {
      headline: (title, years, earlier) =>
        `${title}${years ? ` dengan ${years} tahun pengalaman` : ''}${
          earlier ? `, pernah bekerja sebagai ${earlier}` : ''
        }.`,
      professional: (years) => `Profesional dengan ${years} tahun pengalaman.`,
      skilled: (skills) => `Mahir dalam ${skills}.`,
      achieved: (achievement) => `Pencapaian: ${achievement}`,
      lookingFor: (role) => `Mencari jawatan ${role}.`,
      alsoExperienced: (skills) => `Juga berpengalaman dalam ${skills}.`,
      tooLittle:
        'Maklumat dalam profil ini terlalu sedikit untuk menulis ringkasan: tambahkan pengalaman kerja dan kemahiran anda terlebih dahulu.',
    },
    advice: {
      score: (score, name) =>
        `${name ? `${name}, skor resume anda` : 'Skor resume anda'} ialah ${score} daripada 100.`,
      first: (issue) => `Mulakan dengan ini: ${issue}`,
      next: (issue) => `Seterusnya, ${issue}`,
      smallerPoints: (count) => `Terdapat ${count} perkara kecil lagi dalam senarai di bawah.`,
      noIssues:
        'Tiada isu ditemui: pastikan profil anda sentiasa dikemas kini apabila pengalaman anda bertambah.',
      alreadyGood: (strengths) => `Sudah baik: ${strengths}`,
    },
    restatement: {
      about: (request, details) => `Mengenai "${request}": ${details}`,
      noDetails: (request) => `Mengenai "${request}": permintaan ini tiada butiran untuk diusahakan.`,
      empty: 'Permintaan ini kosong: tiada apa-apa untuk dijawab.',
    },
  },
  ar: {
    englishName: 'Arabic',
    fullStop: '.',
    sentenceGap: ' ',
    lowerCaseMidSentence: false,
    // "و" is written joined to the word it introduces.
    list: { separator: '، ', beforeLast: () => ' و' },
    summary: {
      // First-person verbs ("عملت", "أجيد") are the same for a man and a woman; third-person ones are not.
      headline: (title, years, earlier) =>
        `${title}${years ? ` بخبرة ${arabicYears(years)}` : ''}${earlier ? `، وعملت سابقًا بصفة ${earlier}` : ''}.`,
      professional: (years) => `لدي خبرة مهنية لمدة ${arabicYears(years)}.`,
      skilled: (skills) => `أجيد ${skills}.`,
      achieved: (achievement) => `إنجاز: ${achievement}`,
      lookingFor: (role) => `أبحث عن وظيفة ${role}.`,
      alsoExperienced: (skills) => `لدي خبرة أيضًا في ${skills}.`,
      tooLittle: 'لا يحتوي الملف الشخصي على معلومات كافية لكتابة ملخص: أضف خبراتك العملية ومهاراتك أولًا.',
    },
    advice: {
      score: (score, name) => `${name ? `${name}، ` : ''}حصلت سيرتك الذاتية على ${score} من 100.`,
      first: (issue) => `ابدأ بهذا: ${issue}`,
      next: (issue) => `بعد ذلك، ${issue}`,
      smallerPoints: (count) => `في القائمة أدناه ${arabicSmallerPoints(count)}.`,
      noIssues: 'لم يتم العثور على أي مشكلات: حافظ على تحديث ملفك الشخصي كلما ازدادت خبرتك.',
      alreadyGood: (strengths) => `ما هو جيد بالفعل: ${strengths}`,
    },
    restatement: {
      about: (request, details) => `بخصوص «${request}»: ${details}`,
      noDetails: (request) => `بخصوص «${request}»: لا يتضمن الطلب أي تفاصيل يمكن البناء عليها.`,
      empty: 'الطلب فارغ: لا يوجد ما يمكن الإجابة عنه.',
    },
  },
  es: {
    englishName: 'Spanish',
    fullStop: '.',
    sentenceGap: ' ',
    lowerCaseMidSentence: true,
    // "y" becomes "e" before the sound /i/ (Inglés, historia) but not before a diphthong (hielo).
    list: { separator: ', ', beforeLast: (last) => (/^h?i(?![aeiouáéíóú])/i.test(last) ? ' e ' : ' y ') },
    summary: {
      headline: (title, years, earlier) =>
        `${title}${years ? ` con ${years} ${years === 1 ? 'año' : 'años'} de experiencia` : ''}${
          earlier ? `, que ha trabajado como ${earlier}` : ''
        }.`,
      professional: (years) => `Profesional con ${years} ${years === 1 ? 'año' : 'años'} de experiencia.`,
      skilled: (skills) => `Dominio de ${skills}.`,
      achieved: (achievement) => `Logro: ${achievement}`,
      lookingFor: (role) => `En busca de puestos de ${role}.`,
      alsoExperienced: (skills) => `También con experiencia en ${skills}.`,
      tooLittle:
        'El perfil tiene muy poca información para escribir un resumen: añade primero tu experiencia laboral y tus habilidades.',
    },
    advice: {
      score: (score, name) => `${name ? `${name}, tu` : 'Tu'} currículum obtiene ${score} de 100 puntos.`,
      first: (issue) => `Empieza por esto: ${issue}`,
      next: (issue) => `Después, ${issue}`,
      smallerPoints: (count) =>
        count === 1
          ? 'Queda 1 punto menor en la lista de abajo.'
          : `Quedan ${count} puntos menores en la lista de abajo.`,
      noIssues:
        'No se encontraron problemas: mantén tu perfil actualizado a medida que crezca tu experiencia.',
      alreadyGood: (strengths) => `Lo que ya está bien: ${strengths}`,
    },
    restatement: {
      about: (request, details) => `Sobre «${request}»: ${details}`,
      noDetails: (request) => `Sobre «${request}»: la solicitud no contiene detalles con los que trabajar.`,
      empty: 'La solicitud está vacía: no hay nada que responder.',
    },
  },
  'pt-br': {
    englishName: 'Brazilian Portuguese',
    fullStop: '.',
    sentenceGap: ' ',
    lowerCaseMidSentence: true,
    list: { separator: ', ', beforeLast: () => ' e ' },
    summary: {
      headline: (title, years, earlier) =>
        `${title}${years ? ` com ${years} ${years === 1 ? 'ano' : 'anos'} de experiência` : ''}${
          earlier ? `, que já atuou como ${earlier}` : ''
        }.`,
      professional: (years) => `Profissional com ${years} ${years === 1 ? 'ano' : 'anos'} de experiência.`,
      skilled: (skills) => `Domínio de ${skills}.`,
      achieved: (achievement) => `Conquista: ${achievement}`,
      lookingFor: (role) => `Em busca de vagas de ${role}.`,
      alsoExperienced: (skills) => `Também com experiência em ${skills}.`,
      tooLittle:
        'O perfil tem pouca informação para escrever um resumo: adicione primeiro sua experiência profissional e suas habilidades.',
    },
    advice: {
      score: (score, name) => `${name ? `${name}, seu` : 'Seu'} currículo tem pontuação ${score} de 100.`,
      first: (issue) => `Comece por isto: ${issue}`,
      next: (issue) => `Em seguida, ${issue}`,
      smallerPoints: (count) =>
        count === 1
          ? 'Há mais 1 ponto menor na lista abaixo.'
          : `Há mais ${count} pontos menores na lista abaixo.`,
      noIssues: 'Nenhum problema encontrado: mantenha seu perfil atualizado conforme sua experiência cresce.',
      alreadyGood: (strengths) => `O que já está bom: ${strengths}`,
    },
    restatement: {
      about: (request, details) => `Sobre "${request}": ${details}`,
      noDetails: (request) => `Sobre "${request}": o pedido não traz detalhes com que trabalhar.`,
      empty: 'O pedido está vazio: não há nada a responder.',
    },
  },
  tr: {
    englishName: 'Turkish',
    fullStop: '.',
    sentenceGap: ' ',
    // After a colon Turkish starts a full sentence with a capital, and lower-casing an "I" would need
    // to know whether the fact is Turkish (ı) or not (i): the facts stay as written.
    lowerCaseMidSentence: false,
    list: { separator: ', ', beforeLast: () => ' ve ' },
    summary: {
      headline: (title, years, earlier) =>
        `${years ? `${years} yıllık deneyime sahip ` : ''}${title}${
          earlier ? `; daha önce ${earlier} olarak çalıştı` : ''
        }.`,
      professional: (years) => `${years} yıllık deneyime sahip bir profesyonel.`,
      skilled: (skills) => `Uzmanlık alanları: ${skills}.`,
      achieved: (achievement) => `Başarı: ${achievement}`,
      lookingFor: (role) => `Hedeflenen pozisyon: ${role}.`,
      alsoExperienced: (skills) => `Ayrıca deneyimli olduğu alanlar: ${skills}.`,
      tooLittle:
        'Profilde özet yazmak için yeterli bilgi yok: önce iş deneyiminizi ve becerilerinizi ekleyin.',
    },
    advice: {
      score: (score, name) =>
        `${name ? `${name}, özgeçmişinizin` : 'Özgeçmişinizin'} puanı 100 üzerinden ${score}.`,
      first: (issue) => `İşe şununla başlayın: ${issue}`,
      next: (issue) => `Ardından, ${issue}`,
      smallerPoints: (count) => `Aşağıdaki listede ${count} küçük nokta daha var.`,
      noIssues: 'Hiç sorun bulunamadı: deneyiminiz arttıkça profilinizi güncel tutun.',
      alreadyGood: (strengths) => `Zaten iyi olanlar: ${strengths}`,
    },
    restatement: {
      about: (request, details) => `"${request}" hakkında: ${details}`,
      noDetails: (request) => `"${request}" hakkında: istekte yararlanılacak bir ayrıntı yok.`,
      empty: 'İstek boş: yanıtlanacak bir şey yok.',
    },
  },
};

/**
 * One language's frames. Where a frame ends with a fact (`first`, `next`, `achieved`,
 * `alreadyGood`, `about`), the fact comes already ending its sentence, in its own punctuation or
 * the language's full stop; every other frame ends its sentence itself.
 */
export interface AnswerPhrases {
  /** The language's name as the relay's prompts give it: `Write in Japanese.` */
  englishName: string;
  /** Ends a sentence whose last fact has no end mark of its own. */
  fullStop: string;
  /** Between sentences: a space, or nothing in Chinese and Japanese. */
  sentenceGap: string;
  /** Whether a fact's first letter is lower-cased inside a sentence ("Achieved: raised sales…"). */
  lowerCaseMidSentence: boolean;
  /** Joins a list: `a, b and c`; `beforeLast` may depend on the last item. */
  list: { separator: string; beforeLast: (last: string) => string };
  summary: {
    /** The latest title, the years of experience and the earlier titles (a joined list). */
    headline: (title: string, years: number | null, earlier: string | null) => string;
    /** Without any title: the years of experience alone. */
    professional: (years: number) => string;
    skilled: (skills: string) => string;
    achieved: (achievement: string) => string;
    lookingFor: (role: string) => string;
    alsoExperienced: (skills: string) => string;
    /** The answer when the prompt holds nothing to write a summary from. */
    tooLittle: string;
  };
  advice: {
    score: (score: string, name: string | undefined) => string;
    first: (issue: string) => string;
    next: (issue: string) => string;
    /** The issues after the first two, which the seeker reads in the list under the advice. */
    smallerPoints: (count: number) => string;
    noIssues: string;
    alreadyGood: (strengths: string) => string;
  };
  /** Answers to any other request: its first sentence and the facts found in it. */
  restatement: {
    about: (request: string, details: string) => string;
    noDetails: (request: string) => string;
    empty: string;
  };
}

/** Arabic counts agree with their number: سنة واحدة, سنتين, 3–10 سنوات, 11+ سنة. */
function arabicYears(years: number): string {
  const form = arabicPlurals.select(years);
  if (form === 'one') return 'سنة واحدة';
  if (form === 'two') return 'سنتين';
  return form === 'few' ? `${years} سنوات` : `${years} سنة`;
}

function arabicSmallerPoints(count: number): string {
  const form = arabicPlurals.select(count);
  if (form === 'one') return 'ملاحظة أخرى أقل أهمية';
  if (form === 'two') return 'ملاحظتان أخريان أقل أهمية';
  return form === 'few' ? `${count} ملاحظات أخرى أقل أهمية` : `${count} ملاحظة أخرى أقل أهمية`;
}

const arabicPlurals = new Intl.PluralRules('ar');
