import type { EditionKey } from '@talkhire/config';
import { words } from './lists';

/** Given names and family names that belong together (one community), with how common the group is. */
export interface NameGroup {
  weight: number;
  first: readonly string[];
  last: readonly string[];
  /** Spanish usage: two family names, father's then mother's. */
  twoFamilyNames?: boolean;
}

const sgChinese = {
  first: words(
    'Wei Ling, Jia Hui, Kai Wen, Hui Min, Jun Jie, Xin Yi, Zhi Hao, Mei Ling, Yong Sheng, Shu Fen, Darren, Rachel, Jasmine, Marcus, Gabriel, Cheryl, Eugene, Valerie, Bryan, Joanne',
  ),
  last: words(
    'Tan, Lim, Lee, Ng, Ong, Wong, Goh, Chua, Chan, Koh, Teo, Ang, Yeo, Tay, Ho, Low, Toh, Sim, Chong, Chia',
  ),
};
const malay = {
  first: words(
    'Nur Aisyah, Muhammad Hafiz, Siti Nurhaliza, Ahmad Faris, Nurul Huda, Farhan, Syafiqah, Irfan, Amirah, Hidayah, Zulkifli, Aqilah, Hakim, Nadia, Aiman, Izzati, Faizal, Liyana',
  ),
  last: words(
    'Abdullah, Rahman, Ismail, Hassan, Osman, Salleh, Yusof, Hamid, Ibrahim, Ahmad, Kassim, Jaafar, Mohamad, Zakaria, Razak, Aziz',
  ),
};
const malaysianChinese = {
  first: words(
    'Wei Jie, Mei Yee, Chee Keong, Siew Ling, Kok Wai, Pei Shan, Jia Wen, Boon Hock, Li Ying, Yee Mun, Kelvin, Vivian, Jason, Michelle, Alvin, Sharon',
  ),
  last: words('Tan, Lim, Lee, Ng, Wong, Chong, Yap, Teh, Ooi, Khoo, Chin, Loh, Low, Cheah, Goh, Liew'),
};
const indian = {
  first: words(
    'Priya, Arjun, Kavitha, Rajesh, Deepa, Suresh, Anjali, Vikram, Meena, Ravi, Lakshmi, Ganesh, Divya, Kumar, Shalini, Prakash',
  ),
  last: words(
    'Nair, Pillai, Menon, Krishnan, Ramasamy, Subramaniam, Raj, Singh, Kaur, Muthu, Chandran, Gopal, Maniam, Devi, Arumugam, Rao',
  ),
};
const arabGulf = {
  first: words(
    'محمد, عبدالله, فهد, سارة, نورة, خالد, ريم, عبدالرحمن, لمى, سلطان, هيفاء, ماجد, أحمد, العنود, تركي, منيرة, فيصل, دانة, نايف, جواهر',
  ),
  last: words(
    'العتيبي, الغامدي, القحطاني, الشهري, الزهراني, الحربي, الدوسري, المطيري, العمري, السبيعي, الشمري, العنزي, البقمي, الرشيدي, السديري, الجهني',
  ),
};

/**
 * Recruiter names per edition, written the way people there write them: kanji in Japan, Chinese
 * characters in Taiwan and Hong Kong, Arabic script in the Gulf, Latin script elsewhere.
 */
export const peopleByEdition: Record<EditionKey, readonly NameGroup[]> = {
  ph: [
    {
      weight: 1,
      first: words(
        'Maria, Jose, Juan, Mark, John Paul, Kristine, Angelica, Jerome, Rhea, Carlo, Patricia, Mary Grace, Joanna, Ramon, Paolo, Camille, Jasmine, Bianca, Christian, Rodel, Marvin, Mylene, Lovely, Princess, Jericho, Aileen, Arnel, Divina',
      ),
      last: words(
        'Santos, Reyes, Cruz, Bautista, Ocampo, Garcia, Mendoza, Torres, Tomas, Andrada, Castillo, Flores, Villanueva, Ramos, Castro, Rivera, Aquino, Navarro, Salazar, Mercado, Dela Cruz, De Leon, Gonzales, Soriano, Manalo, Pascual, Dizon, Sison',
      ),
    },
  ],
  sg: [
    { weight: 6, ...sgChinese },
    { weight: 2, ...malay },
    { weight: 1.5, ...indian },
  ],
  my: [
    { weight: 6, ...malay },
    { weight: 3, ...malaysianChinese },
    { weight: 1, ...indian },
  ],
  id: [
    {
      weight: 1,
      first: words(
        'Putri, Budi, Siti, Agus, Dewi, Rizky, Andi, Ayu, Fajar, Indah, Dimas, Rina, Yusuf, Sri, Hendra, Nur, Bayu, Ratna, Wahyu, Intan, Arief, Kartika, Eko, Lestari',
      ),
      last: words(
        'Wijaya, Santoso, Pratama, Saputra, Hidayat, Kusuma, Nugroho, Setiawan, Wibowo, Susanto, Gunawan, Siregar, Nasution, Harahap, Sihombing, Halim, Tanjung, Rahmawati, Permana, Hakim',
      ),
    },
  ],
  jp: [
    {
      weight: 1,
      first: words(
        '健太, 翔太, 大輔, 拓也, 直樹, 陽翔, 蓮, 悠斗, 美咲, 陽菜, 結衣, さくら, 彩, 真由美, 恵子, 由美, 葵, 明美, 隆, 誠, 亮, 愛, 奈々, 優子',
      ),
      last: words(
        '佐藤, 鈴木, 高橋, 田中, 伊藤, 渡辺, 山本, 中村, 小林, 加藤, 吉田, 山田, 佐々木, 山口, 松本, 井上, 木村, 林, 清水, 斎藤',
      ),
    },
  ],
  tw: [
    {
      weight: 1,
      first: words(
        '怡君, 雅婷, 家豪, 志明, 淑芬, 俊傑, 冠宇, 雅雯, 宗翰, 佳穎, 美玲, 承恩, 欣怡, 建宏, 柏翰, 詩涵, 佩珊, 志豪',
      ),
      last: words('陳, 林, 黃, 張, 李, 王, 吳, 劉, 蔡, 楊, 許, 鄭, 謝, 郭, 洪, 曾, 邱, 廖'),
    },
  ],
  hk: [
    {
      weight: 3,
      first: words(
        '嘉欣, 家輝, 詠詩, 志偉, 嘉琪, 俊傑, 曉彤, 偉明, 美儀, 浩然, 凱琳, 子健, 穎欣, 國強, 慧敏, 家樂',
      ),
      last: words('陳, 李, 張, 黃, 何, 梁, 林, 劉, 王, 吳, 鄧, 馮, 曾, 蔡, 譚, 麥'),
    },
    // Many Hongkongers go by an English given name with the romanised family name.
    {
      weight: 1,
      first: words('Karen, Kelvin, Winnie, Eric, Fiona, Jason, Ivy, Terence, Cherry, Alan, Gigi, Raymond'),
      last: words('Chan, Wong, Leung, Cheung, Lau, Ho, Ng, Cheng, Lam, Yip, Tsang, Chow'),
    },
  ],
  us: [
    {
      weight: 1,
      first: words(
        'James, Emily, Michael, Jessica, David, Ashley, Christopher, Sarah, Daniel, Jennifer, Matthew, Amanda, Andrew, Megan, Joshua, Lauren, Carlos, Maria, Kevin, Nicole, Brian, Rachel, Tyler, Aaliyah, Jordan, Olivia',
      ),
      last: words(
        'Smith, Johnson, Williams, Brown, Jones, Garcia, Miller, Davis, Rodriguez, Martinez, Wilson, Anderson, Taylor, Thomas, Moore, Jackson, Martin, Lee, Thompson, White, Harris, Clark, Lewis, Nguyen, Patel, Kim',
      ),
    },
  ],
  gb: [
    {
      weight: 1,
      first: words(
        'Oliver, Amelia, Harry, Olivia, George, Isla, Jack, Emily, Charlie, Sophie, Thomas, Jessica, William, Chloe, James, Lucy, Daniel, Hannah, Samuel, Grace, Priya, Mohammed',
      ),
      last: words(
        'Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Thompson, Evans, Walker, White, Roberts, Green, Hall, Wood, Jackson, Clarke, Khan, Patel',
      ),
    },
  ],
  ca: [
    {
      weight: 1,
      first: words(
        'Liam, Emma, Noah, Charlotte, Ethan, Chloé, Lucas, Sophie, Benjamin, Olivia, Mathieu, Gabrielle, Nathan, Ava, Jacob, Isabelle, Ryan, Megan, Harpreet, Wei',
      ),
      last: words(
        'Smith, Tremblay, Martin, Roy, Gagnon, Lee, Wilson, Johnson, MacDonald, Taylor, Campbell, Anderson, Leblanc, Côté, Brown, Bouchard, Gill, Wong, Singh, Thompson',
      ),
    },
  ],
  br: [
    {
      weight: 1,
      first: words(
        'Ana, João, Maria, Pedro, Juliana, Lucas, Fernanda, Gabriel, Camila, Rafael, Beatriz, Gustavo, Larissa, Felipe, Mariana, Bruno, Letícia, Thiago, Aline, Rodrigo, Patrícia, Vinícius',
      ),
      last: words(
        'Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, Costa, Ribeiro, Martins, Carvalho, Almeida, Lopes, Soares, Fernandes, Vieira, Barbosa, Rocha, Dias',
      ),
    },
  ],
  tr: [
    {
      weight: 1,
      first: words(
        'Mehmet, Ayşe, Mustafa, Fatma, Ahmet, Zeynep, Emre, Elif, Burak, Merve, Can, Selin, Murat, Esra, Oğuz, Büşra, Kerem, Ece, Hakan, Gizem, Serkan, Derya',
      ),
      last: words(
        'Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Yıldırım, Öztürk, Aydın, Özdemir, Arslan, Doğan, Kılıç, Aslan, Çetin, Kara, Koç, Kurt, Özkan, Şimşek, Polat, Erdem',
      ),
    },
  ],
  ng: [
    {
      weight: 1,
      first: words(
        'Chinedu, Ngozi, Oluwaseun, Adaeze, Emeka, Funmilayo, Ibrahim, Aisha, Tunde, Chiamaka, Olumide, Blessing, Yusuf, Folake, Ikenna, Zainab, Segun, Amaka, Babajide, Hauwa, Obinna, Temitope',
      ),
      last: words(
        'Okafor, Adeyemi, Okonkwo, Bello, Eze, Balogun, Nwosu, Abubakar, Ogunleye, Adebayo, Okeke, Musa, Olawale, Nnamdi, Chukwu, Ibrahim, Afolabi, Onyekachi, Danjuma, Adewale',
      ),
    },
  ],
  sa: [{ weight: 1, ...arabGulf }],
  ae: [
    {
      weight: 2,
      first: words(
        'محمد, أحمد, مريم, فاطمة, سعيد, راشد, حمدان, عائشة, خليفة, شما, عمر, ليلى, يوسف, نور, هند, سلمى, كريم, رنا',
      ),
      last: words(
        'المنصوري, الكتبي, الشامسي, المهيري, الظاهري, الفلاسي, النعيمي, الهاشمي, الكعبي, البلوشي, حداد, خوري, منصور, السيد, عبدالله, يوسف',
      ),
    },
    { weight: 1, ...arabGulf },
  ],
  lk: [
    {
      weight: 7,
      first: words(
        'Nuwan, Chamari, Kasun, Dilani, Tharindu, Sanduni, Chathura, Nadeesha, Lahiru, Ishara, Ruwan, Hiruni, Dinesh, Madushani, Sampath, Nimali',
      ),
      last: words(
        'Perera, Fernando, de Silva, Jayasinghe, Bandara, Wickramasinghe, Gunawardena, Rajapaksha, Dissanayake, Herath, Senanayake, Rathnayake, Weerasinghe, Jayawardena, Karunaratne, Abeysekera',
      ),
    },
    {
      weight: 3,
      first: words(
        'Tharshan, Kavitha, Suthan, Nirosha, Pradeep, Vithya, Kajan, Sharmila, Senthil, Thulasi, Arun, Mathumitha',
      ),
      last: words(
        'Sivakumar, Rajendran, Thevarajah, Selvaraj, Kanagaratnam, Ganeshan, Navaratnam, Balasubramaniam, Yogarajah, Murugesu',
      ),
    },
  ],
  es: [
    {
      weight: 1,
      twoFamilyNames: true,
      first: words(
        'María, Javier, Lucía, David, Carmen, Alejandro, Laura, Pablo, Marta, Daniel, Ana, Sergio, Paula, Álvaro, Cristina, Jorge, Elena, Adrián, Irene, Raúl, Sara, Carlos',
      ),
      last: words(
        'García, Rodríguez, González, Fernández, López, Martínez, Sánchez, Pérez, Gómez, Martín, Jiménez, Ruiz, Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Navarro, Torres, Domínguez, Gil',
      ),
    },
  ],
  rs: [
    {
      weight: 1,
      first: words(
        'Marko, Jelena, Nikola, Milica, Stefan, Ana, Luka, Jovana, Nemanja, Ivana, Miloš, Tamara, Aleksandar, Marija, Dušan, Teodora, Vladimir, Katarina, Đorđe, Sanja',
      ),
      last: words(
        'Jovanović, Petrović, Nikolić, Marković, Đorđević, Stojanović, Ilić, Stanković, Pavlović, Milošević, Popović, Savić, Kovačević, Todorović, Lazić, Ristić, Mitrović, Živković, Janković, Simić',
      ),
    },
  ],
  // 'Others': mostly remote, international teams.
  com: [
    {
      weight: 1,
      first: words(
        'Alex, Sam, Priya, Mateo, Aiko, Lukas, Sofia, Omar, Chen, Fatima, Daniel, Elena, Ravi, Hana, Tomás, Zara, Kwame, Ingrid, Minh, Leila',
      ),
      last: words(
        'Müller, Rossi, Kowalski, Nguyen, Haddad, Andersson, Dubois, Kim, Mensah, Novak, Silva, Sharma, Cohen, Jensen, Okoro, Schmidt, Moreau, Tanaka, Reyes, Hughes',
      ),
    },
  ],
};
