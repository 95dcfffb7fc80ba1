import type { LanguageCorpus } from './types';

/** Brazilian Portuguese (br). */
export const ptBr: LanguageCorpus = {
  seniority: {
    junior: ['{title} Júnior', '{title} Jr.'],
    senior: ['{title} Sênior', '{title} Sr.', '{title} Pleno'],
  },
  recruiterTitles: [
    'Gerente de RH',
    'Analista de Recrutamento e Seleção',
    'Especialista em Atração de Talentos',
    'Business Partner de RH',
    'Coordenadora de Gente e Gestão',
    'Tech Recruiter',
    'Consultora de Recrutamento',
    'Diretor de Pessoas',
    'Analista de Departamento Pessoal',
  ],
  headings: {
    responsibilities: 'Responsabilidades:',
    offer: 'O que oferecemos:',
    niceToHave: 'Diferenciais:',
  },
  bullet: '- ',
  listSeparator: ', ',
  companyIntro: [
    'A {company} é uma empresa do setor de {industry} com sede em {location}. Desde {founded}, atendemos nossos clientes com qualidade, agilidade e proximidade.',
    'Fundada em {founded}, a {company} cresceu e se tornou uma referência em {industry} em {location}, com milhares de clientes atendidos.',
    'Na {company}, trabalhamos todos os dias para transformar o mercado de {industry}. Nosso time em {location} reúne profissionais de diferentes trajetórias.',
    'A {company} atua em {industry} desde {founded}, combinando conhecimento do mercado local com tecnologia moderna e uma forte cultura de aprendizado.',
  ],
  roleIntro: [
    'Com a expansão dos nossos negócios, buscamos {title} para integrar o time de {function}. Você participará de todas as etapas, do planejamento à execução.',
    'Como {title}, você será responsável por entregas importantes da área de {function} e terá espaço de verdade para crescer.',
    'Procuramos {title} para atuar em nosso escritório de {location}, trabalhando lado a lado com colegas de diversas áreas.',
    'Esta vaga de {title} é ideal para quem gosta de resolver problemas reais e quer ver o impacto do próprio trabalho.',
  ],
  remoteNote: [
    'Esta vaga é 100% remota. Você pode trabalhar de qualquer lugar dentro dos países e fusos horários indicados.',
    'Nosso time trabalha remotamente em diferentes fusos horários, por isso uma boa comunicação escrita é essencial.',
  ],
  responsibilities: [
    'Planejar e executar as atividades diárias de {function}, garantindo qualidade e prazos',
    'Utilizar {skill} e {skill2} para melhorar processos e medir resultados',
    'Trabalhar em conjunto com outras áreas para entender necessidades e transformá-las em ações concretas',
    'Elaborar relatórios periódicos para a gestão e propor melhorias com base em dados',
    'Manter documentação e processos atualizados para que o time ganhe escala',
    'Participar da contratação e integração de novos colaboradores, compartilhando conhecimento sobre {skill}',
    'Identificar riscos com antecedência e apresentá-los junto com propostas de solução',
    'Construir bons relacionamentos com clientes, parceiros e fornecedores',
    'Conduzir projetos do planejamento à entrega final',
    'Seguir as políticas da empresa e a legislação vigente',
    'Contribuir com ideias nas reuniões de equipe e ajudar a testar novas iniciativas',
    'Apoiar a liderança de {function} no planejamento, orçamento e alocação de recursos',
    'Aplicar {skill3} no dia a dia e acompanhar as novidades da área',
  ],
  offers: [
    'Salário compatível com o mercado',
    'Vale-refeição ou vale-alimentação',
    'Vale-transporte',
    'Plano de saúde e odontológico',
    'Participação nos lucros e resultados (PLR)',
    'Auxílio para cursos e certificações',
    'Horário flexível e modelo híbrido',
    'Auxílio academia',
    'Notebook e ferramentas desde o primeiro dia',
    'Ambiente colaborativo e plano de carreira',
  ],
  closing: [
    'Se você se identificou com a vaga, envie sua candidatura! As pessoas selecionadas serão chamadas para entrevista.',
    'Ficou com alguma dúvida? Converse com nosso recrutador diretamente pelo chat do Talkhire.',
    'Valorizamos a diversidade: todas as pessoas são bem-vindas a se candidatar.',
  ],
  experience: (years) =>
    years === 0
      ? 'Não é necessária experiência anterior; recém-formados são bem-vindos'
      : `Experiência mínima de ${years} ${years === 1 ? 'ano' : 'anos'} em {function}`,
  degree: 'Escolaridade mínima: {degree}',
  anyDegree: 'Não exigimos formação específica',
  requirements: [
    'Conhecimento sólido em {skill} e {skill2}',
    'Boa comunicação verbal e escrita',
    'Atenção aos detalhes e organização',
    'Autonomia e proatividade',
    'Pacote Office, principalmente Excel, em nível intermediário',
    'Vontade de aprender e atitude positiva',
    'Capacidade de trabalhar sob pressão e lidar com várias demandas',
    'Experiência com {skills}',
    'Disponibilidade para trabalhar em {location}',
  ],
  niceToHave: [
    'Experiência com {skill3}',
    'Vivência no setor de {industry}',
    'Inglês intermediário ou avançado',
    'Certificações relevantes na área',
  ],
  companyMore: [
    'Hoje somos {size}. Investimos em treinamento, priorizamos promoções internas e mantemos uma estrutura simples, para que boas ideias cheguem rápido a quem decide.',
    'Acreditamos em fazer bem feito e com honestidade. Nossos clientes ficam porque ouvimos, cumprimos o que prometemos e melhoramos sempre.',
    'Atendemos clientes de diversos setores e lançamos novos produtos e serviços todos os anos.',
  ],
  companyCulture: 'Nossos valores: {cultures}.',
};
