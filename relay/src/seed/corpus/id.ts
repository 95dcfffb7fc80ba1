import type { LanguageCorpus } from './types';

/** Bahasa Indonesia (id). */
export const id: LanguageCorpus = {
  seniority: {
    junior: ['{title} Junior', 'Staf {title}', 'Junior {title}'],
    senior: ['{title} Senior', 'Senior {title}', 'Kepala {title}'],
  },
  recruiterTitles: [
    'Manajer HRD',
    'Staf Rekrutmen',
    'Spesialis Talent Acquisition',
    'HR Business Partner',
    'Kepala Personalia',
    'Konsultan Rekrutmen',
    'HR Generalist',
    'Direktur Utama',
    'Supervisor HRD',
  ],
  headings: {
    responsibilities: 'Tanggung jawab:',
    offer: 'Yang kami tawarkan:',
    niceToHave: 'Nilai tambah:',
  },
  bullet: '- ',
  listSeparator: ', ',
  companyIntro: [
    '{company} adalah perusahaan di bidang {industry} yang berkantor pusat di {location}. Sejak didirikan pada tahun {founded}, kami terus melayani pelanggan dengan sepenuh hati.',
    'Berdiri sejak {founded}, {company} telah berkembang menjadi salah satu pemain penting di industri {industry} di {location}.',
    'Di {company}, kami percaya bahwa pekerjaan yang baik di bidang {industry} membawa perubahan positif bagi masyarakat. Tim kami di {location} terdiri dari orang-orang dengan latar belakang yang beragam.',
    '{company} bergerak di bidang {industry} sejak tahun {founded}. Kami menggabungkan pemahaman pasar lokal dengan teknologi modern dan budaya belajar yang kuat.',
  ],
  roleIntro: [
    'Seiring dengan perkembangan bisnis, kami membuka kesempatan bagi {title} untuk bergabung dengan tim {function} kami. Anda akan terlibat mulai dari perencanaan hingga pelaksanaan.',
    'Sebagai {title}, Anda akan bertanggung jawab atas pekerjaan penting di bidang {function} dan memiliki ruang yang luas untuk berkembang.',
    'Kami mencari {title} yang siap bekerja di kantor {location} dan berkolaborasi dengan rekan lintas divisi.',
    'Posisi {title} ini cocok untuk Anda yang senang memecahkan masalah nyata dan ingin melihat dampak langsung dari pekerjaan Anda.',
  ],
  remoteNote: [
    'Posisi ini sepenuhnya remote. Anda dapat bekerja dari mana saja di negara dan zona waktu yang tercantum.',
    'Tim kami bekerja secara remote di beberapa zona waktu, sehingga kemampuan komunikasi tertulis sangat penting.',
  ],
  responsibilities: [
    'Merencanakan dan menjalankan pekerjaan {function} sehari-hari sesuai standar kualitas dan tenggat waktu',
    'Menggunakan {skill} dan {skill2} untuk meningkatkan proses kerja dan mengukur hasilnya',
    'Bekerja sama dengan divisi lain untuk memahami kebutuhan dan menerjemahkannya menjadi langkah konkret',
    'Menyusun laporan rutin untuk manajemen dan memberikan usulan perbaikan berdasarkan data',
    'Memperbarui dokumentasi dan SOP agar tim dapat bekerja lebih efisien',
    'Ikut serta dalam rekrutmen dan orientasi karyawan baru, serta berbagi pengetahuan tentang {skill}',
    'Mengidentifikasi risiko sejak dini dan melaporkannya beserta usulan solusi',
    'Membangun hubungan baik dengan pelanggan, mitra, dan pemasok',
    'Mengelola proyek dari tahap perencanaan hingga penyelesaian',
    'Mematuhi kebijakan perusahaan dan peraturan yang berlaku',
    'Memberikan ide dalam rapat tim dan membantu menguji inisiatif baru',
    'Membantu kepala {function} dalam perencanaan, anggaran, dan alokasi sumber daya',
    'Menerapkan {skill3} dalam pekerjaan sehari-hari dan terus mengikuti perkembangan terbaru',
  ],
  offers: [
    'Gaji kompetitif dengan kenaikan tahunan',
    'BPJS Kesehatan dan BPJS Ketenagakerjaan',
    'Asuransi kesehatan swasta untuk karyawan dan keluarga',
    'Tunjangan Hari Raya (THR) dan bonus kinerja',
    'Pelatihan dan sertifikasi yang dibiayai perusahaan',
    'Jam kerja fleksibel dan opsi kerja hybrid',
    'Kantor strategis yang mudah dijangkau transportasi umum',
    'Laptop dan perlengkapan kerja sejak hari pertama',
    'Lingkungan kerja yang suportif dan kekeluargaan',
    'Jenjang karier yang jelas',
  ],
  closing: [
    'Jika Anda merasa cocok dengan posisi ini, segera kirimkan lamaran Anda. Kandidat yang lolos seleksi akan dihubungi untuk wawancara.',
    'Ayo bergabung bersama kami! Hubungi rekruter kami langsung melalui chat di Talkhire.',
    'Kami menyambut pelamar dari semua latar belakang. Hanya kandidat terpilih yang akan dihubungi.',
  ],
  experience: (years) =>
    years === 0
      ? 'Terbuka untuk fresh graduate, pengalaman tidak diutamakan'
      : `Pengalaman minimal ${years} tahun di bidang {function}`,
  degree: 'Pendidikan minimal {degree}',
  anyDegree: 'Terbuka untuk semua jenjang pendidikan',
  requirements: [
    'Menguasai {skill} dan {skill2}',
    'Mampu berkomunikasi dengan baik dalam Bahasa Indonesia dan Bahasa Inggris',
    'Teliti, jujur, dan bertanggung jawab',
    'Mampu bekerja secara mandiri maupun dalam tim',
    'Terbiasa menggunakan Microsoft Excel dan menyusun laporan',
    'Memiliki sikap positif dan kemauan belajar yang tinggi',
    'Mampu bekerja di bawah tekanan dan menangani beberapa tugas sekaligus',
    'Berpengalaman menggunakan {skills}',
    'Bersedia ditempatkan di {location}',
  ],
  niceToHave: [
    'Berpengalaman dengan {skill3}',
    'Pernah bekerja di industri {industry}',
    'Memiliki sertifikasi yang relevan',
    'Menguasai bahasa asing lainnya',
  ],
  companyMore: [
    'Saat ini tim kami terdiri dari {size}. Kami berinvestasi dalam pelatihan dan memberikan kesempatan promosi dari dalam perusahaan.',
    'Kami percaya pada kerja jujur yang dilakukan dengan baik. Pelanggan setia kepada kami karena kami mendengarkan, menepati janji, dan terus berbenah.',
    'Kini kami melayani klien dari berbagai industri dan terus memperluas produk serta layanan kami setiap tahun.',
  ],
  companyCulture: 'Nilai-nilai kami: {cultures}.',
};
