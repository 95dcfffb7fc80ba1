import type { EditionKey } from '@talkhire/config';
import { parts, words } from './lists';
import type { Random } from './random';
import type { NamePart } from './types';

/** How companies of an edition are named, registered and addressed. */
export interface CompanyStyle {
  /** Local flavour words a name starts with ("Bayanihan", "さくら", "Nusantara", "الخليج"). */
  roots: readonly NamePart[];
  /** Separator between name parts: none in Japanese and Chinese. */
  joiner: '' | ' ';
  /** Chance the industry word leads ("Construtora Aurora", "PT Teknologi Nusantara"). */
  wordFirst: number;
  /** Chance of a family-name firm ("Reyes & Cruz Law", "Okafor Builders"), Latin-script editions only. */
  familyName: number;
  /** Registered name from the trading name; `{name}` is replaced. */
  legal: readonly string[];
  /** Registered name of a listed company. */
  listedLegal: readonly string[];
  tld: string;
  address: (r: Random, location: string) => string;
}

/** "{number} {street}, {location}", the English-speaking form. */
function streetAddress(streets: readonly string[]) {
  return (r: Random, location: string) => {
    const line = `${r.int(1, 980)} ${r.pick(streets)}, ${location}`;
    return r.chance(0.4) ? `Unit ${r.int(2, 35)}${String(r.int(1, 20)).padStart(2, '0')}, ${line}` : line;
  };
}

export const companyStyles: Record<EditionKey, CompanyStyle> = {
  ph: {
    roots: parts(
      'Mabuhay, Bayanihan, Luzon, Visayas, Mindanao, Maharlika, Kalayaan, Tala, Sampaguita, Amihan, Habagat, Bituin, Liwanag, Araw, Pacific Isle, Archipelago, Narra, Molave, Taal, Banaue, Bagwis, Diwa, Likha, Sinag, Alon, Kalikasan, Perlas, Silangan',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0.12,
    legal: ['{name} Inc.', '{name} Inc.', '{name} Corporation', '{name} Philippines, Inc.', '{name} Co.'],
    listedLegal: ['{name} Holdings, Inc.', '{name} Corporation'],
    tld: 'com.ph',
    address: streetAddress(
      words(
        'Rizal Street, Mabini Street, Bonifacio Avenue, Quezon Boulevard, Luna Street, Del Pilar Street, Aguinaldo Highway, Roxas Boulevard, Magsaysay Avenue, Osmeña Boulevard',
      ),
    ),
  },
  sg: {
    roots: parts(
      'Lion City, Orchid, Harbourfront, Straits, Kallang, Marina, Tanjong, Bukit, Jurong, Pioneer, Evergreen, Kampong, Peranakan, Red Dot, Blue Horizon, Apex, Meridian, Hock Seng, Tai Sun, Eng Hup, Serangoon, Tampines, Novena, Clementi',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0.05,
    legal: ['{name} Pte. Ltd.'],
    listedLegal: ['{name} Limited', '{name} Ltd'],
    tld: 'com.sg',
    address: (r) =>
      `${r.int(1, 480)} ${r.pick(words('Orchard Road, Raffles Place, Cecil Street, Robinson Road, Anson Road, Jurong East Street 21, Tampines Avenue 5, Ang Mo Kio Avenue 8, Changi Business Park Crescent, Alexandra Road'))}, #${String(r.int(2, 40)).padStart(2, '0')}-${String(r.int(1, 30)).padStart(2, '0')}, Singapore ${r.int(18, 82)}${String(r.int(0, 9999)).padStart(4, '0')}`,
  },
  my: {
    roots: parts(
      'Harmoni, Cahaya, Gemilang, Mutiara, Bintang, Permata, Seri, Intan, Wawasan, Juara, Megah, Sinar, Nusa, Bumi, Delima, Kenanga, Setia, Hock Lee, Kim Soon, Tai Hing, Seng Heng, Borneo, Titiwangsa, Kinabalu, Langkawi, Klang Valley',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0.04,
    legal: ['{name} Sdn. Bhd.', '{name} Sdn Bhd', '{name} (M) Sdn. Bhd.'],
    listedLegal: ['{name} Berhad', '{name} Holdings Berhad'],
    tld: 'com.my',
    address: (r, location) =>
      `${r.int(1, 120)}, ${r.pick(words('Jalan Tun Razak, Jalan Sultan Ismail, Jalan Ampang, Jalan Bukit Bintang, Jalan Gasing, Jalan SS 15/4, Lebuh Pantai, Jalan Wong Ah Fook, Persiaran Multimedia, Jalan Tun Abdul Razak'))}, ${r.int(10, 98)}${r.int(100, 999)} ${location}`,
  },
  id: {
    roots: parts(
      'Sinar, Jaya, Abadi, Makmur, Sejahtera, Mandiri, Sentosa, Utama, Persada, Nusantara, Indah, Mitra, Karya, Cipta, Bersama, Gemilang, Lestari, Cahaya, Mulia, Prima, Artha, Bumi, Surya, Graha, Sumber, Anugerah',
    ),
    joiner: ' ',
    wordFirst: 0.25,
    familyName: 0,
    legal: ['PT {name}', 'PT {name}', 'PT {name}', 'CV {name}'],
    listedLegal: ['PT {name} Tbk'],
    tld: 'co.id',
    address: (r, location) =>
      `Jl. ${r.pick(words('Jend. Sudirman, M.H. Thamrin, Gatot Subroto, Diponegoro, Ahmad Yani, Gajah Mada, Pemuda, Merdeka, Asia Afrika, Pahlawan'))} No. ${r.int(1, 250)}, ${location}`,
  },
  jp: {
    roots: parts(
      'さくら:sakura, 東洋:toyo, 富士見:fujimi, 青葉:aoba, ひかり:hikari, みらい:mirai, 若葉:wakaba, 北斗:hokuto, 日之出:hinode, 港南:konan, 白鷺:shirasagi, 朝霧:asagiri, 晴海:harumi, 千歳:chitose, 緑川:midorikawa, 高砂:takasago, 翠:midori, ネクスト:next, グローバル:global, アクシス:axis, ブライト:bright, アーク:arc, スマイル:smile, リンク:link, はなみずき:hanamizuki, 常盤:tokiwa',
    ),
    joiner: '',
    wordFirst: 0,
    familyName: 0,
    legal: ['株式会社{name}', '株式会社{name}', '{name}株式会社', '合同会社{name}'],
    listedLegal: ['{name}株式会社', '株式会社{name}'],
    tld: 'co.jp',
    address: (r, location) =>
      `${location}${r.pick(words('中央区本町, 北区栄町, 港区芝浦, 青葉区中央, 中区錦, 西区緑町, 博多区博多駅前, 中央区北四条西'))}${r.int(1, 5)}丁目${r.int(1, 30)}-${r.int(1, 20)}`,
  },
  tw: {
    roots: parts(
      '宏遠:hongyuan, 嘉信:chiahsin, 振興:chenhsing, 聯達:lienta, 長青:changching, 和信:hohsin, 瑞昇:juisheng, 永達:yungta, 晶采:chingtsai, 群豐:chunfeng, 立德:lide, 光遠:kuangyuan, 藍海:lanhai, 綠洲:lyuchou, 啟航:chihang, 奇點:chidian, 樂活:lohas, 星辰:hsingchen, 松柏:sungpo, 東昇:tungsheng, 金禾:chinho, 百川:paichuan',
    ),
    joiner: '',
    wordFirst: 0,
    familyName: 0,
    legal: ['{name}股份有限公司', '{name}有限公司'],
    listedLegal: ['{name}股份有限公司'],
    tld: 'com.tw',
    address: (r, location) =>
      `${location}${r.pick(words('中山路一段, 中正路, 民權路, 復興北路, 建國路二段, 光復路, 文化路, 民生東路三段'))}${r.int(1, 300)}號${r.int(2, 20)}樓`,
  },
  hk: {
    roots: parts(
      '恒昌:hangcheong, 利昌:leecheong, 新達:suntat, 富華:fuwah, 美華:meiwah, 德信:takshun, 永昇:wingsing, 金輝:kamfai, 嘉利:kalee, 寶豐:pofung, 港灣:harbour, 維港:victoria, 騰達:tangtat, 匯通:wuitung, 東方:oriental, 華興:wahhing, 協成:hipshing, 怡和軒:yiwohin',
    ),
    joiner: '',
    wordFirst: 0,
    familyName: 0,
    legal: ['{name}有限公司', '{name}（香港）有限公司'],
    listedLegal: ['{name}控股有限公司', '{name}集團有限公司'],
    tld: 'com.hk',
    address: (r, location) =>
      `香港${location}${r.pick(words('皇后大道中, 德輔道中, 軒尼詩道, 彌敦道, 英皇道, 干諾道中, 觀塘道, 青山公路'))}${r.int(1, 400)}號${r.int(2, 38)}樓${r.pick(words('A, B, C, D'))}室`,
  },
  us: {
    roots: parts(
      'Summit, Liberty, Pioneer, Evergreen, Bluebird, Redwood, Granite, Keystone, Frontier, Harbor, Lakeshore, Cascade, Prairie, Silverline, Northstar, Ironwood, Brightpath, Clearwater, Hudson, Sierra, Cedar, Beacon, Magnolia, Aspen, Mesa, Lone Pine',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0.12,
    legal: ['{name} Inc.', '{name} LLC', '{name} Corp.', '{name}, Inc.'],
    listedLegal: ['{name} Corporation', '{name} Inc.'],
    tld: 'com',
    address: (r, location) =>
      `${r.int(10, 9800)} ${r.pick(words('Main Street, Market Street, Broadway, Oak Avenue, Maple Drive, Washington Boulevard, Park Avenue, Lake Street, Commerce Drive, 5th Avenue'))}${r.chance(0.4) ? `, Suite ${r.int(100, 2400)}` : ''}, ${location}`,
  },
  gb: {
    roots: parts(
      'Thames, Pennine, Cotswold, Albion, Highgate, Kingsway, Wessex, Mercia, Northumbria, Ashford, Blackfriars, Greenwich, Clyde, Severn, Chiltern, Cheviot, Harrow, Marlow, Oakridge, Brunswick, Stirling, Lancaster, Hadley, Foxglove, Bramble',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0.12,
    legal: ['{name} Ltd', '{name} Limited', '{name} Ltd', '{name} LLP'],
    listedLegal: ['{name} plc', '{name} Group plc'],
    tld: 'co.uk',
    address: (r, location) =>
      `${r.int(1, 240)} ${r.pick(words('High Street, Station Road, Church Street, King Street, Victoria Road, Queen Street, Mill Lane, Park Road, London Road, Market Place'))}, ${location}`,
  },
  ca: {
    roots: parts(
      'Maple, Laurentian, Northern Lights, Great Lakes, Rideau, Cabot, Muskoka, Okanagan, Fraser, Algonquin, Prairie Sky, Tundra, Boreal, Caribou, Juniper, St. Lawrence, Huron, Superior, Fundy, Timber Ridge, Birch, Aurora',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0.1,
    legal: ['{name} Inc.', '{name} Ltd.', '{name} Corp.', '{name} Canada Inc.'],
    listedLegal: ['{name} Inc.', '{name} Corporation'],
    tld: 'ca',
    address: (r, location) =>
      `${r.int(10, 3800)} ${r.pick(words('Yonge Street, King Street West, Bay Street, Rue Sainte-Catherine, Granville Street, Jasper Avenue, Portage Avenue, Bank Street, Queen Street East, Robson Street'))}, ${location}`,
  },
  br: {
    roots: parts(
      'Horizonte, Aurora, Cerrado, Atlântico, Ipê, Jacarandá, Vitória, Bandeirante, Paulista, Carioca, Serra Verde, Alvorada, Nova Era, Pioneira, Guanabara, Araucária, Ouro Verde, Rio Claro, Estrela, Farol, Sol Nascente, Brasilis, Maré, Capixaba',
    ),
    joiner: ' ',
    wordFirst: 0.35,
    familyName: 0.08,
    legal: ['{name} Ltda.', '{name} Ltda.', '{name} S.A.'],
    listedLegal: ['{name} S.A.'],
    tld: 'com.br',
    address: (r, location) =>
      `${r.pick(words('Rua XV de Novembro, Av. Brasil, Rua das Flores, Av. Getúlio Vargas, Rua Sete de Setembro, Av. Presidente Vargas, Rua Tiradentes, Av. Santos Dumont, Rua Dom Pedro II, Av. Rio Branco'))}, ${r.int(10, 3500)}${r.chance(0.5) ? ` - Sala ${r.int(101, 2210)}` : ''} - ${location}`,
  },
  tr: {
    roots: parts(
      'Anadolu, Ege, Marmara, Karadeniz, Toros, Boğaziçi, Kapadokya, Yıldız, Atlas, Akdeniz, Başkent, Güneş, Deniz, Ufuk, Doruk, Nehir, Çınar, Kartal, Ilgaz, Defne, Lale, Pusula, Zirve, Avrasya, Aksu',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0.1,
    legal: ['{name} A.Ş.', '{name} Ltd. Şti.', '{name} San. ve Tic. A.Ş.'],
    listedLegal: ['{name} A.Ş.'],
    tld: 'com.tr',
    address: (r, location) =>
      `${r.pick(words('Atatürk Cad., Cumhuriyet Cad., İstiklal Cad., Gazi Bulvarı, İnönü Cad., Barbaros Bulvarı, Büyükdere Cad., Bağdat Cad.'))} No: ${r.int(1, 220)}${r.chance(0.5) ? `/${r.int(1, 40)}` : ''}, ${location}`,
  },
  ng: {
    roots: parts(
      'Eko, Niger Delta, Savanna, Lekki, Ikeja, Yaba, Oduduwa, Arewa, Kainji, Plateau, Obudu, Harmattan, Sahel, Ebony, Unity, Crestview, Greenfield, Heritage, Covenant, Goldcrest, Emerald, Royal Palm, Olumo, Zuma',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0.15,
    legal: ['{name} Limited', '{name} Nigeria Limited', '{name} Ltd'],
    listedLegal: ['{name} Plc'],
    tld: 'com.ng',
    address: (r, location) =>
      `${r.int(1, 120)} ${r.pick(words('Adeola Odeku Street, Awolowo Road, Allen Avenue, Ahmadu Bello Way, Admiralty Way, Herbert Macaulay Way, Aminu Kano Crescent, Broad Street, Ozumba Mbadiwe Avenue, Adetokunbo Ademola Street'))}, ${location}`,
  },
  sa: {
    roots: parts(
      'الخليج:gulf, النخبة:nokhba, الأفق:ufuq, الرواد:rowad, المستقبل:mustaqbal, الصفوة:safwa, الإتقان:itqan, البيان:bayan, الريادة:riyada, الجزيرة:jazeera, السلام:salam, الدرعية:diriyah, نجد:najd, الحجاز:hijaz, الواحة:waha, المدار:madar, سدير:sudair, الأصالة:asala, القمة:qimma, الرمال:rimal',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0,
    legal: ['شركة {name} المحدودة', 'شركة {name}', 'مؤسسة {name}'],
    listedLegal: ['شركة {name} المساهمة'],
    tld: 'com.sa',
    address: (r, location) =>
      `${r.pick(words('طريق الملك فهد, شارع التحلية, طريق الملك عبدالعزيز, شارع العليا, طريق الأمير محمد بن عبدالعزيز, طريق الملك عبدالله, شارع الأمير سلطان'))}، مبنى ${r.int(1000, 9999)}، ${location}`,
  },
  ae: {
    roots: parts(
      'الخليج:gulf, النور:noor, الفجر:fajr, الدانة:danah, البحر:bahr, الصقر:saqr, الغاف:ghaf, السدرة:sidra, الياسمين:yasmin, القمة:qimma, المرجان:marjan, الظفرة:dhafra, الريم:reem, الشروق:shurooq, الميناء:mina, الأمل:amal, سما:sama, الواحة:waha',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0,
    legal: ['{name} ذ.م.م', 'شركة {name} ذ.م.م', '{name} (منطقة حرة)'],
    listedLegal: ['شركة {name} ش.م.ع'],
    tld: 'ae',
    address: (r, location) =>
      `${r.pick(words('شارع الشيخ زايد, شارع الوصل, شارع الشيخ خليفة, شارع المطار, شارع الخليج, شارع الكورنيش, شارع حمدان'))}، برج ${r.pick(words('الأعمال, الواحة, اللؤلؤة, النخلة, الماسة'))}، الطابق ${r.int(2, 45)}، ${location}`,
  },
  lk: {
    roots: parts(
      'Ceylon, Lanka, Serendib, Lotus, Sigiriya, Kandy Hills, Ruhuna, Kelani, Mahaweli, Ella, Nuwara, Pearl Isle, Sapphire, Rathna, Suriya, Sinha, Araliya, Nelum, Mihira, Dambulla, Yala, Kithul',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0.06,
    legal: ['{name} (Pvt) Ltd', '{name} (Private) Limited', '{name} (Pvt) Ltd'],
    listedLegal: ['{name} PLC'],
    tld: 'lk',
    address: (r, location) =>
      `No. ${r.int(1, 480)}, ${r.pick(words('Galle Road, Duplication Road, Union Place, Havelock Road, Kandy Road, Baseline Road, High Level Road, Negombo Road'))}, ${location}`,
  },
  es: {
    roots: parts(
      'Ibérica, Mediterránea, Cantábrica, Levante, Castilla, Sierra Nevada, Alba, Aurora, Galaica, Astur, Bética, Tajo, Ebro, Montserrat, Albor, Faro, Nexo, Solana, Valle Verde, Olivo, Brisa, Atalaya, Almenara',
    ),
    joiner: ' ',
    wordFirst: 0.3,
    familyName: 0.08,
    legal: ['{name} S.L.', '{name} S.L.', '{name} S.A.', '{name} S.L.U.'],
    listedLegal: ['{name} S.A.'],
    tld: 'es',
    address: (r, location) =>
      `${r.pick(words('Calle Mayor, Gran Vía, Avenida de la Constitución, Calle Real, Paseo de la Castellana, Calle de Alcalá, Avenida de Andalucía, Calle San Fernando, Avenida Diagonal, Calle Colón'))}, ${r.int(1, 250)}, ${r.int(1, 9)}º, ${location}`,
  },
  rs: {
    roots: parts(
      'Sava, Dunav, Morava, Avala, Fruška, Kopaonik, Zlatibor, Vojvodina, Šumadija, Tara, Drina, Zvezda, Sloga, Polet, Sirmium, Singidunum, Naissus, Vinča, Sokol, Javor, Lipa, Hrast, Neimar, Zenit',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0.05,
    legal: ['{name} d.o.o.', '{name} d.o.o. Beograd', '{name} d.o.o.'],
    listedLegal: ['{name} a.d.'],
    tld: 'rs',
    address: (r, location) =>
      `${r.pick(words('Knez Mihailova, Bulevar kralja Aleksandra, Nemanjina, Bulevar Mihajla Pupina, Takovska, Cara Dušana, Bulevar oslobođenja, Njegoševa'))} ${r.int(1, 180)}, ${location}`,
  },
  com: {
    roots: parts(
      'Worldwide, Nomad, Meridian, Atlas, Orbit, Polaris, Equinox, Horizon, Nexus, Vertex, Quantum, Helix, Stellar, Vantage, Omni, Bridge, Pangea, Continental, Open Sea, Crosswind, Latitude, Longitude, Remote First, Globe',
    ),
    joiner: ' ',
    wordFirst: 0,
    familyName: 0.05,
    legal: ['{name} Ltd.', '{name} LLC', '{name} GmbH', '{name} B.V.', '{name} Pte. Ltd.', '{name} OÜ'],
    listedLegal: ['{name} N.V.', '{name} plc', '{name} Inc.'],
    tld: 'com',
    address: streetAddress(
      words('Market Street, Harbour Road, Innovation Way, Central Avenue, Park Lane, Business Bay Road'),
    ),
  },
};
