import type { SeedFile } from '..';

export default {
  seo: [
    {
      id: 'page:apps-for-clinics',
      title: { en: 'Apps for Clinics | Healthcare App Development | Emberline' },
      description: {
        en: 'Patient booking, records and follow-up care in one secure app. HIPAA-ready clinic apps built and maintained by a team that has shipped medical software.',
      },
      ogImage: '/images/services/mobile-apps.webp',
    },
    {
      id: 'home',
      title: { en: 'Emberline Digital | Web, App & AI Development Agency' },
      description: {
        en: 'Veteran-owned agency building high-converting websites, mobile apps, AI automation and marketing that drive measurable ROI. Trusted by 150+ brands.',
      },
      ogImage: '/images/og/home.png',
      keywords: [
        'digital agency',
        'web development company',
        'mobile app development',
        'AI automation',
        'digital marketing agency',
        'veteran-owned business',
        'Texas software agency',
      ],
    },
    {
      id: 'about',
      title: { en: 'About Us | Veteran-Owned Agency in Texas | Emberline' },
      description: {
        en: 'Meet Emberline Digital, a veteran-owned software and digital agency founded in 2020 in Emory, Texas. 100+ clients worldwide and 250+ projects delivered.',
      },
      ogImage: '/images/og/about.png',
      keywords: [
        'about Emberline Digital',
        'veteran-owned agency',
        'software agency Texas',
        'Emory Texas web design',
        'digital agency team',
      ],
    },
    {
      id: 'services',
      title: { en: 'Our Services | Web, Mobile, Web3, AI & CRM | Emberline' },
      description: {
        en: 'Explore web development, mobile apps, Web3, AI automation, SEO and digital marketing, and CRM/ERP development from Emberline Digital, with a 60-day warranty.',
      },
      ogImage: '/images/og/services.png',
      keywords: [
        'web development services',
        'mobile app development',
        'Web3 development',
        'AI automation services',
        'SEO and digital marketing',
        'CRM ERP development',
      ],
    },
    {
      id: 'portfolio',
      title: { en: 'Portfolio | Websites, Apps & Digital Projects | Emberline' },
      description: {
        en: 'Browse our portfolio of websites, mobile apps, Web3, AI automation, SEO and CRM/ERP projects built for startups, nonprofits and enterprises across industries.',
      },
      ogImage: '/images/og/portfolio.png',
      keywords: [
        'web development portfolio',
        'mobile app portfolio',
        'agency portfolio',
        'website examples',
        'software projects',
      ],
    },
    {
      id: 'contact',
      title: { en: 'Contact Us | Get a Free Project Consultation | Emberline' },
      description: {
        en: 'Tell us about your project and get a reply within 4 business hours. Call {phone} or email {email} to talk to our team in Emory, Texas.',
      },
      ogImage: '/images/og/contact.png',
      keywords: [
        'contact Emberline Digital',
        'free project consultation',
        'hire web developers',
        'software agency contact',
        'Emory Texas agency',
      ],
    },
    {
      id: 'whitelabel',
      title: { en: 'White-Label Development Partner for Agencies | Emberline' },
      description: {
        en: 'Scale your agency with a confidential white-label team for web, mobile, AI and marketing projects. NDA-backed, 97% client retention and 92% on-time delivery.',
      },
      ogImage: '/images/og/whitelabel.png',
      keywords: [
        'white-label development',
        'white-label web development',
        'agency development partner',
        'outsourced development team',
        'white-label app development',
        'dedicated developers',
      ],
    },
    {
      id: 'process',
      title: { en: 'Our Development Process & Methodology | Emberline' },
      description: {
        en: 'See how we deliver in eight phases, from discovery and UI/UX design to two-week development sprints, QA testing, launch, a 60-day warranty and maintenance.',
      },
      ogImage: '/images/og/process.png',
      keywords: [
        'software development process',
        'agile methodology',
        'two-week sprints',
        'project delivery process',
        '60-day warranty',
      ],
    },
    {
      id: 'pricing',
      title: { en: 'Pricing Calculator | Instant Project Estimate | Emberline' },
      description: {
        en: 'Estimate the cost of your website, mobile app, Web3, AI, CRM/ERP, maintenance or marketing project in minutes with our transparent interactive price calculator.',
      },
      ogImage: '/images/og/pricing.png',
      keywords: [
        'website cost calculator',
        'app development cost',
        'project estimate',
        'software pricing',
        'web development pricing',
        'marketing pricing',
      ],
    },
    {
      id: 'caseStudies',
      title: { en: 'Case Studies | Real Results for Real Clients | Emberline' },
      description: {
        en: 'Read in-depth case studies showing how our web, mobile and CRM/ERP solutions helped clients grow revenue, automate operations and reach measurable results.',
      },
      ogImage: '/images/og/case-studies.png',
      keywords: [
        'case studies',
        'client success stories',
        'web development case study',
        'mobile app case study',
        'CRM ERP case study',
      ],
    },
    {
      id: 'blog',
      title: { en: 'Blog | Web, App, AI & Marketing Insights | Emberline' },
      description: {
        en: 'Practical articles on web development, mobile apps, AI automation and digital marketing from the Emberline Digital team to help your business grow online.',
      },
      ogImage: '/images/og/blog.png',
      keywords: [
        'web development blog',
        'digital marketing tips',
        'AI automation insights',
        'mobile app advice',
        'business growth',
      ],
    },
    {
      id: 'socialPlans',
      title: { en: 'Automated Social Media Plans from $99/mo | Emberline' },
      description: {
        en: 'Done-for-you social media with blog posts, videos and carousels every month. Plans from $99 with 50% off at launch and a 30-day money-back guarantee.',
      },
      ogImage: '/images/og/social-plans.png',
      keywords: [
        'social media management',
        'automated social media',
        'social media plans',
        'content marketing',
        'small business marketing',
      ],
    },
    {
      id: 'privacy',
      title: { en: 'Privacy Policy | Emberline Digital' },
      description: {
        en: 'Learn how Emberline Digital LLC collects, uses, stores and protects the personal information you share when you visit our website or contact our team.',
      },
      ogImage: '/images/og/privacy.png',
      keywords: ['privacy policy', 'data protection', 'personal information', 'Emberline Digital'],
    },
    {
      id: 'terms',
      title: { en: 'Terms of Service | Emberline Digital' },
      description: {
        en: 'Read the terms and conditions that govern your use of the Emberline Digital website and the information, tools and pricing estimates provided on it.',
      },
      ogImage: '/images/og/terms.png',
      keywords: ['terms of service', 'terms and conditions', 'website terms', 'Emberline Digital'],
    },
  ],
} satisfies SeedFile;
