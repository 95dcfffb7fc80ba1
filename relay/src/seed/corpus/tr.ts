import type { LanguageCorpus } from './types';

/**
 * Turkish (tr). Placeholders never take a suffix (vowel harmony would depend on the word), so
 * sentences put them before postpositions or words that stand alone.
 */
export const tr: LanguageCorpus = {
  seniority: {
    junior: ['Junior {title}', 'Yardımcı {title}'],
    senior: ['Kıdemli {title}', 'Senior {title}'],
  },
  recruiterTitles: [
    'İK Müdürü',
    'İşe Alım Uzmanı',
    'Yetenek Kazanımı Uzmanı',
    'İnsan Kaynakları Uzmanı',
    'İK İş Ortağı',
    'İşe Alım Danışmanı',
    'İK Yöneticisi',
    'İnsan Kaynakları Direktörü',
  ],
  ownerTitle: 'Genel Müdür',
  headings: {
    responsibilities: 'Görev ve sorumluluklar:',
    offer: 'Sunduklarımız:',
    niceToHave: 'Tercih sebebi:',
  },
  bullet: '- ',
  listSeparator: ', ',
  sentenceJoiner: ' ',
  companyIntro: [
    '{company}, {founded} yılından bu yana {industry} alanında faaliyet gösteren, merkezi {location} olan bir şirkettir. Müşterilerimize güvenilir ve kaliteli hizmet sunmaya devam ediyoruz.',
    'Merkezi {location} olan {company}, {industry} sektöründe istikrarlı bir şekilde büyümektedir. Kuruluş yılımız olan {founded} yılından beri binlerce müşterinin güvenini kazandık.',
    '{company} olarak {industry} alanında topluma yeni değerler katmayı hedefliyoruz. Farklı geçmişlere sahip ekip arkadaşlarımızla birlikte, her gün daha iyisini yapmak için çalışıyoruz.',
    '{founded} yılında kurulan {company}, {industry} sektöründe yerel deneyimi modern teknolojiyle birleştiriyor ve sürekli öğrenmeyi önemsiyor.',
  ],
  roleIntro: [
    'Büyüyen ekibimize katılacak bir {title} arıyoruz. Ekip liderine bağlı olarak {function} alanındaki işlerin planlamasından uygulamasına kadar her aşamada yer alacaksınız.',
    '{title} olarak {function} alanındaki önemli işlerin sorumluluğunu üstlenecek ve gelişmek için geniş bir alana sahip olacaksınız.',
    'Ofisimizde görev alacak, farklı departmanlardaki ekip arkadaşlarıyla yakın çalışacak bir {title} arıyoruz.',
    'Gerçek problemleri çözmekten keyif alan ve işinin etkisini görmek isteyen adaylar için bu {title} pozisyonu harika bir fırsat.',
  ],
  remoteNote: [
    'Bu pozisyon tamamen uzaktan çalışmaya uygundur. Belirtilen ülke ve saat dilimleri içinde istediğiniz yerden çalışabilirsiniz.',
    'Ekibimiz farklı saat dilimlerinde uzaktan çalıştığı için yazılı iletişim becerileri çok önemlidir.',
  ],
  responsibilities: [
    'Günlük {function} işlerini planlamak ve kalite ile teslim tarihlerine uygun şekilde yürütmek',
    '{skill} ve {skill2} kullanarak iş süreçlerini iyileştirmek ve sonuçları ölçmek',
    'Diğer departmanlarla iş birliği yaparak ihtiyaçları belirlemek ve somut adımlara dönüştürmek',
    'Yönetime düzenli raporlar hazırlamak ve verilere dayalı iyileştirme önerileri sunmak',
    'Süreç ve dokümantasyonu güncel tutarak ekibin verimliliğini artırmak',
    'Yeni ekip arkadaşlarının işe alım ve oryantasyon süreçlerine destek olmak',
    'Riskleri erken tespit etmek ve çözüm önerileriyle birlikte raporlamak',
    'Müşteriler, iş ortakları ve tedarikçilerle güçlü ilişkiler kurmak',
    'Projeleri planlama aşamasından teslimata kadar sahiplenmek',
    'Şirket politikalarına ve ilgili mevzuata uygun çalışmak',
    'Ekip toplantılarında fikir üretmek ve yeni uygulamaların denenmesine katkı sağlamak',
    '{function} yöneticisine planlama, bütçe ve kaynak yönetiminde destek olmak',
    'Günlük çalışmalarda {skill3} bilgisini kullanmak ve sektördeki yenilikleri takip etmek',
  ],
  offers: [
    'Rekabetçi maaş ve yıllık zam',
    'Özel sağlık sigortası',
    'Yemek kartı ve ulaşım desteği',
    'Performans primi',
    'Eğitim ve sertifika desteği',
    'Esnek çalışma saatleri ve hibrit çalışma imkânı',
    'İlk günden itibaren dizüstü bilgisayar ve gerekli ekipman',
    'Deneyimli çalışanlardan mentorluk',
    'Samimi ve destekleyici bir ekip',
  ],
  officeOffers: ['Toplu taşımaya yakın modern ofis'],
  closing: [
    'Bu pozisyon size uygunsa hemen başvurun. Ön değerlendirmeyi geçen adaylarla mülakat için iletişime geçeceğiz.',
    'Detaylı bilgi için Talkhire üzerinden işe alım sorumlumuzla doğrudan yazışabilirsiniz.',
    'Her geçmişten adayın başvurusunu memnuniyetle karşılıyoruz.',
  ],
  experience: (years) =>
    years === 0
      ? 'Deneyimsiz ve yeni mezun adaylar başvurabilir'
      : `{function} alanında en az ${years} yıl deneyim`,
  degree: 'Eğitim durumu: en az {degree}',
  anyDegree: 'Eğitim şartı aranmamaktadır',
  requirements: [
    '{skill} ve {skill2} konularında iyi derecede bilgi sahibi',
    'Türkçe ve İngilizce iletişim becerileri güçlü',
    'Detaylara önem veren, sorumluluk sahibi',
    'Bağımsız çalışabilen ve takım çalışmasına yatkın',
    'MS Office programlarını, özellikle Excel programını iyi derecede kullanabilen',
    'Öğrenmeye açık ve pozitif',
    'Yoğun tempoda birden fazla işi yönetebilen',
    'Şu konularda deneyimli: {skills}',
    '{location} ofisimizde çalışabilecek',
  ],
  niceToHave: [
    '{skill3} deneyimi',
    '{industry} sektöründe çalışmış olmak',
    'İkinci bir yabancı dil bilgisi',
    'İlgili sertifikalara sahip olmak',
  ],
  companyMore: [
    'Bugün {size} ile çalışıyoruz. Eğitime yatırım yapıyor, terfileri öncelikle şirket içinden yapıyor ve iyi fikirlerin karar vericilere hızla ulaşması için yapımızı sade tutuyoruz.',
    'Dürüst işi iyi yapmaya inanıyoruz. Müşterilerimiz bizi dinlediğimiz, sözümüzü tuttuğumuz ve sürekli geliştiğimiz için tercih ediyor.',
    'Bugün pek çok sektörden müşteriye hizmet veriyor ve her yıl yeni ürün ve hizmetler ekliyoruz.',
  ],
  companyCulture: 'Değerlerimiz: {cultures}.',
};
