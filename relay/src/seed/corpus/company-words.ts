import { parts } from './lists';
import type { ContentLanguage, NamePart } from './types';

/** A name part as written locally, with a Latin-script form for the company's web address. */

export type IndustryGroup =
  | 'tech'
  | 'finance'
  | 'health'
  | 'education'
  | 'industrial'
  | 'commerce'
  | 'logistics'
  | 'property'
  | 'hospitality'
  | 'services';

/** industry_lists keys grouped by the kind of word a company of that industry puts in its name. */
export const industryGroupOf: Record<string, IndustryGroup> = {
  it_software: 'tech',
  fintech: 'tech',
  telecommunications: 'tech',
  gaming: 'tech',
  blockchain_web3: 'tech',
  ecommerce: 'commerce',
  banking: 'finance',
  insurance: 'finance',
  financial_services: 'finance',
  healthcare: 'health',
  pharmaceutical: 'health',
  education: 'education',
  manufacturing: 'industrial',
  automotive: 'industrial',
  energy: 'industrial',
  agriculture: 'industrial',
  construction: 'industrial',
  retail: 'commerce',
  fashion: 'commerce',
  food_beverage: 'commerce',
  logistics: 'logistics',
  aviation: 'logistics',
  real_estate: 'property',
  hospitality: 'hospitality',
  government: 'services',
  non_profit: 'services',
  media: 'services',
  advertising_marketing: 'services',
  consulting: 'services',
  legal: 'services',
  bpo_outsourcing: 'services',
};

/** The industry word of a company name ("… Logistics", "…物流", "… للتقنية"), per language. */
export const companyWords: Record<ContentLanguage, Record<IndustryGroup, readonly NamePart[]>> = {
  en: {
    tech: parts('Technologies, Software, Digital, Labs, Systems, Cloud, Networks, Data'),
    finance: parts('Capital, Finance, Insurance Brokers, Wealth, Credit, Savings & Loans'),
    health: parts('Health, Medical, Pharma, Diagnostics, Care, Clinics'),
    education: parts('Learning, Academy, Education, Tutors, Institute'),
    industrial: parts('Industries, Manufacturing, Engineering, Industrial, Works, Precision'),
    commerce: parts('Trading, Retail, Foods, Brands, Marketplace, Apparel, Supermart'),
    logistics: parts('Logistics, Freight, Express, Cargo, Shipping, Air Services'),
    property: parts('Realty, Properties, Land, Homes, Estates'),
    hospitality: parts('Hotels, Resorts, Hospitality, Dining, Travel'),
    services: parts(
      'Consulting, Partners, Outsourcing, Media, Marketing, Solutions, Services, Group, Holdings',
    ),
  },
  ja: {
    tech: parts(
      'テクノロジーズ:technologies, システムズ:systems, ソフト:soft, デジタル:digital, ネットワークス:networks, 情報システム:johosystem',
    ),
    finance: parts(
      'ファイナンス:finance, 証券:securities, キャピタル:capital, 保険サービス:hoken, 信用金庫:shinkin',
    ),
    health: parts('メディカル:medical, 製薬:seiyaku, ヘルスケア:healthcare, 薬品:yakuhin, ケアサービス:care'),
    education: parts('教育:kyoiku, アカデミー:academy, ゼミナール:seminar, 学院:gakuin'),
    industrial: parts('工業:kogyo, 製作所:seisakusho, 精機:seiki, 産業:sangyo, エンジニアリング:engineering'),
    commerce: parts('商事:shoji, 物産:bussan, フーズ:foods, リテール:retail, 食品:shokuhin, ストア:store'),
    logistics: parts('運輸:unyu, 物流:butsuryu, ロジスティクス:logistics, エクスプレス:express, 海運:kaiun'),
    property: parts('不動産:fudosan, ホーム:home, 住建:juken, 地所:jisho'),
    hospitality: parts('ホテルズ:hotels, リゾート:resort, ダイニング:dining, 観光:kanko'),
    services: parts(
      'コンサルティング:consulting, マーケティング:marketing, パートナーズ:partners, 企画:kikaku, ホールディングス:holdings, サービス:service',
    ),
  },
  'zh-tw': {
    tech: parts('科技:tech, 資訊:info, 數位:digital, 軟體:soft, 網路:net, 電通:telecom'),
    finance: parts('金融:finance, 投資:capital, 證券:securities, 保險經紀:insurance, 財務顧問:wealth'),
    health: parts('醫療:medical, 生技:biotech, 藥業:pharma, 健康:health'),
    education: parts('教育:edu, 文教:education, 學苑:academy, 補習班:learning'),
    industrial: parts('工業:industrial, 精密:precision, 機械:machinery, 實業:enterprise, 工程:engineering'),
    commerce: parts('貿易:trading, 商行:trading, 食品:foods, 百貨:retail, 國際:international, 服飾:fashion'),
    logistics: parts('物流:logistics, 運通:express, 航運:shipping, 快遞:courier'),
    property: parts('建設:development, 地產:property, 置業:realty'),
    hospitality: parts('酒店:hotels, 餐飲:dining, 旅遊:travel, 旅行社:tours'),
    services: parts('顧問:consulting, 行銷:marketing, 管理顧問:management, 傳媒:media, 企業:group'),
  },
  id: {
    tech: parts('Teknologi, Digital, Informatika, Solusi Digital, Data Sistem'),
    finance: parts('Finansial, Investama, Multifinance, Sekuritas, Capital'),
    health: parts('Medika, Farma, Husada, Sehat'),
    education: parts('Edukasi, Pendidikan, Akademi, Cendekia'),
    industrial: parts('Industri, Manufaktur, Teknik, Industrindo'),
    commerce: parts('Niaga, Retailindo, Pangan, Dagang, Boga'),
    logistics: parts('Logistik, Ekspres, Transportasi, Kargo'),
    property: parts('Properti, Graha, Realty, Land'),
    hospitality: parts('Hotel, Wisata, Kuliner, Resort'),
    services: parts('Konsultan, Solusi, Kreasi, Media, Mitra Usaha, Group'),
  },
  tr: {
    tech: parts('Teknoloji, Yazılım, Bilişim, Dijital'),
    finance: parts('Finans, Yatırım, Sigorta Aracılık, Menkul Değerler'),
    health: parts('Sağlık, İlaç, Medikal, Tıp Merkezi'),
    education: parts('Eğitim, Akademi, Kolej'),
    industrial: parts('Sanayi, Makine, Endüstri, Mühendislik'),
    commerce: parts('Ticaret, Gıda, Mağazacılık, Tekstil'),
    logistics: parts('Lojistik, Taşımacılık, Nakliyat, Kargo'),
    property: parts('Gayrimenkul, Yapı, Konut'),
    hospitality: parts('Turizm, Otelcilik, Restoran'),
    services: parts('Danışmanlık, Medya, Reklam, Hizmetleri, Holding'),
  },
  'pt-br': {
    tech: parts('Tecnologia, Sistemas, Digital, Software, Informática'),
    finance: parts('Investimentos, Finanças, Seguros, Capital, Crédito'),
    health: parts('Saúde, Farma, Diagnósticos, Clínicas'),
    education: parts('Educação, Ensino, Escola de Idiomas'),
    industrial: parts('Indústria, Engenharia, Industrial, Metalúrgica'),
    commerce: parts('Comércio, Alimentos, Varejo, Distribuidora, Moda'),
    logistics: parts('Logística, Transportes, Cargas'),
    property: parts('Imóveis, Empreendimentos, Incorporadora'),
    hospitality: parts('Hotéis, Turismo, Gastronomia'),
    services: parts('Consultoria, Comunicação, Serviços, Marketing, Participações'),
  },
  es: {
    tech: parts('Tecnología, Sistemas, Digital, Software, Informática'),
    finance: parts('Inversiones, Finanzas, Seguros, Capital, Asesores Financieros'),
    health: parts('Salud, Farma, Clínicas, Diagnóstico'),
    education: parts('Educación, Formación, Academia'),
    industrial: parts('Industrial, Ingeniería, Industrias, Metalúrgica'),
    commerce: parts('Comercial, Alimentación, Distribuciones, Moda'),
    logistics: parts('Logística, Transportes, Mensajería'),
    property: parts('Inmobiliaria, Promociones, Patrimonio'),
    hospitality: parts('Hoteles, Turismo, Restauración'),
    services: parts('Consultores, Comunicación, Servicios, Marketing, Grupo'),
  },
  ar: {
    tech: parts('للتقنية:tech, للحلول الرقمية:digital, لتقنية المعلومات:it, للاتصالات:telecom'),
    finance: parts('للاستثمار:invest, المالية:finance, للتأمين:insurance, للتمويل:capital'),
    health: parts('الطبية:medical, للأدوية:pharma, للرعاية الصحية:health'),
    education: parts('للتعليم:education, للتدريب:training, التعليمية:academy'),
    industrial: parts(
      'للصناعة:industries, الصناعية:industrial, للهندسة:engineering, للصناعات المعدنية:metals',
    ),
    commerce: parts('التجارية:trading, للأغذية:foods, للتجزئة:retail, للأزياء:fashion'),
    logistics: parts('للنقل:transport, للخدمات اللوجستية:logistics, للشحن:shipping'),
    property: parts('العقارية:realestate, للتطوير العقاري:development'),
    hospitality: parts('للفنادق:hotels, للضيافة:hospitality, للسياحة:tourism'),
    services: parts('للاستشارات:consulting, للتسويق:marketing, للخدمات:services, القابضة:holding'),
  },
};
