import { editionRegion, editions } from '@talkhire/config';
import { dialCode } from '@talkhire/config/phone';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Chat demo data, after the catalogue: each recruiter's greeting (sent as their first message in a
 * new chat) in their edition's language; a deterministic share of Singapore jobs (every 8th by id)
 * open only to Singapore citizens and permanent residents (ids 1 and 2 of user_identity_lists).
 */
export async function seedChatExtras(trx: Kysely<Database>): Promise<void> {
  await seedRecruiterPhones(trx);
  for (const [language, template] of Object.entries(greetingTemplates)) {
    const editionIds = editions.filter((e) => e.seoLanguage === language).map((e) => e.id);
    if (editionIds.length === 0) continue;
    await sql`
      update recruiters r set greeting = replace(replace(${template}, '{name}', r.first_name), '{company}', c.name)
      from companies c
      where c.id = r.company_id and c.edition_id in (${sql.join(editionIds)})`.execute(trx);
  }
  const singapore = editions.find((e) => e.key === 'sg');
  if (singapore) {
    await trx
      .updateTable('jobs')
      .set({ eligibility_identity_ids: sql<number[]>`array[1, 2]` })
      .where('edition_id', '=', singapore.id)
      .where(sql<boolean>`id % 8 = 0`)
      .execute();
  }
}

const greetingTemplates: Record<string, string> = {
  en: 'Hi, I am {name} from {company}. Thanks for your interest in our opening. Feel free to ask me anything about the role.',
  'zh-tw': '您好，我是{company}的{name}。感謝您對我們職缺的關注，關於這個職位有任何問題都歡迎詢問。',
  ja: 'こんにちは、{company}の{name}です。求人にご関心をお寄せいただきありがとうございます。仕事内容について何でもお気軽にご質問ください。',
  id: 'Halo, saya {name} dari {company}. Terima kasih atas minat Anda pada lowongan kami. Silakan tanyakan apa saja tentang posisi ini.',
  es: 'Hola, soy {name} de {company}. Gracias por tu interés en nuestra vacante. Pregúntame lo que quieras sobre el puesto.',
  'pt-br':
    'Olá, sou {name} da {company}. Obrigado pelo interesse na nossa vaga. Fique à vontade para perguntar qualquer coisa sobre a função.',
  tr: 'Merhaba, ben {company} şirketinden {name}. İlanımıza gösterdiğiniz ilgi için teşekkürler. Pozisyonla ilgili her şeyi sorabilirsiniz.',
  ar: 'مرحبًا، أنا {name} من {company}. شكرًا لاهتمامك بالوظيفة الشاغرة لدينا. لا تتردد في سؤالي عن أي شيء يخص الوظيفة.',
};

/**
 * Each seeded recruiter's mobile number (spec §4 number exchange): the edition's dial code, then
 * '555' and five digits from the recruiter's id. Only where none is set, so it also runs on
 * databases seeded before recruiters had numbers.
 */
export async function seedRecruiterPhones(db: Kysely<Database>): Promise<void> {
  for (const edition of editions) {
    const region = editionRegion(edition);
    if (!region) continue;
    await sql`
      update recruiters r set phone_num = ${`${dialCode(region)} 555 `} || lpad((10000 + r.id % 90000)::text, 5, '0')
      from companies c
      where c.id = r.company_id and c.edition_id = ${edition.id} and r.phone_num is null`.execute(db);
  }
}
