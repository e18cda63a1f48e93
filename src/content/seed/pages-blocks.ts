import type { SeedFile } from '..';

/** The home, about and process pages, built from blocks (issue 45): today's sections, in today's order. */
export default {
  pages: [
    {
      id: 'home',
      blocks: [
        {
          type: 'hero',
          eyebrow: { en: 'Software & digital agency' },
          heading: { en: 'Drive Higher Business ROI with High-Converting Digital Solutions' },
          text: {
            en: 'Emberline Digital designs and builds websites, mobile apps, AI automation and marketing campaigns that are engineered to convert. We pair senior engineers with growth strategists so every release moves a number you care about.',
          },
          image: '/images/home/hero-poster.webp',
          imageAlt: { en: 'Dashboards, a website and a mobile app built by Emberline Digital' },
          actions: [
            { label: { en: 'Get Started' }, href: '/pricing-calculator' },
            { label: { en: 'View Our Work' }, href: '/portfolio' },
          ],
          benefits: [
            { en: 'Generate more qualified leads and close more sales' },
            { en: 'Automate repetitive workflows and reclaim hours every week' },
            { en: 'Grow online sales with faster, conversion-focused experiences' },
            { en: 'Measure ROI with real-time dashboards and actionable insights' },
          ],
          note: { en: 'Trusted by 150+ brands' },
        },
        { type: 'logos', heading: { en: 'Trusted by ambitious teams' } },
        {
          type: 'projects',
          eyebrow: { en: 'Selected work' },
          heading: { en: 'Portfolio' },
          text: {
            en: 'Products we designed, built and grew with our clients — from statewide data platforms to apps with hundreds of thousands of downloads.',
          },
          actions: [
            { label: { en: 'View All Projects' }, href: '/portfolio', style: 'secondary' },
            { label: { en: 'Discuss Your Project' }, href: '/contact-us' },
          ],
          projectIds: [11, 16, 14, 10, 20, 15],
          limit: 6,
        },
        {
          type: 'services',
          eyebrow: { en: 'What we do' },
          heading: { en: 'Services That Drive Your Growth Efficiently' },
          text: {
            en: 'One senior team for the whole journey: strategy, design, engineering and the marketing that brings customers in.',
          },
          actions: [{ label: { en: 'Discuss Your Project' }, href: '/contact-us' }],
          serviceIds: [],
        },
        {
          type: 'testimonials',
          eyebrow: { en: 'Testimonials' },
          heading: { en: 'What our clients say' },
          text: { en: 'Seven of the many teams we have shipped with, in their own words.' },
          testimonialIds: [],
          limit: 12,
          videosHeading: { en: 'Client stories on video' },
        },
        {
          type: 'cta',
          heading: { en: 'Ready to Grow Your Business?' },
          text: {
            en: 'Tell us where you want to be in twelve months. Get a transparent estimate in minutes with our pricing calculator, or talk to our team about a custom plan for your website, app or marketing.',
          },
          actions: [
            { label: { en: 'Get a Quote' }, href: '/pricing-calculator' },
            { label: { en: 'View Our Services' }, href: '/services' },
          ],
          points: {
            heading: { en: 'Why Choose Us' },
            items: [
              {
                icon: 'target',
                title: { en: 'Results-Driven Approach' },
                description: {
                  en: 'Every engagement starts with the metrics that matter to your business: leads, revenue, retention or hours saved. We set baselines before launch and report progress against them, so you always know what your investment is returning.',
                },
              },
              {
                icon: 'users',
                title: { en: 'Expert Team' },
                description: {
                  en: 'Senior developers, UI/UX designers, cloud engineers and marketing specialists work on your project from day one. You get people who have shipped web platforms, mobile apps and automation systems for startups and enterprises alike.',
                },
              },
              {
                icon: 'message',
                title: { en: 'Transparent Communication' },
                description: {
                  en: 'You get a dedicated project manager, a shared board with every task, and a demo at the end of each two-week sprint. Estimates, blockers and budget are always visible, and you can reach the team directly whenever you need to.',
                },
              },
              {
                icon: 'wrench',
                title: { en: 'Ongoing Support and Maintenance' },
                description: {
                  en: 'Launch is the beginning, not the end. Every project includes a 60-day warranty, and our 24*7 support and maintenance plans keep your product secure, updated and performing as your business grows.',
                },
              },
            ],
          },
        },
      ],
    },
    {
      id: 'about',
      blocks: [
        {
          type: 'hero',
          eyebrow: { en: 'About us' },
          heading: { en: 'About Us' },
          text: {
            en: 'Emberline Digital is a veteran-owned software and digital agency based in Emory, Texas. We help startups, growing businesses and enterprises turn ideas into websites, mobile apps and automated systems that produce measurable results.',
          },
          actions: [
            { label: { en: 'Contact Us' }, href: '/contact-us' },
            { label: { en: 'View Our Work' }, href: '/portfolio' },
          ],
          figures: [
            { value: '100+', label: { en: 'Clients worldwide' } },
            { value: '250+', label: { en: 'Projects completed' } },
            { value: '25+', label: { en: 'Team members' } },
            { value: '8+', label: { en: 'Years of experience' } },
          ],
          figuresLabel: { en: 'Emberline Digital in numbers' },
        },
        {
          type: 'richText',
          heading: { en: 'Our Story' },
          body: {
            en: '<p>Emberline Digital was founded in 2020 in Emory, Texas, by a U.S. military veteran who had spent years leading software teams and saw the same problem again and again: small and mid-sized businesses were paying for websites and apps that looked good but never moved the numbers that mattered.</p><p>We started with a handful of local clients and a simple promise: build digital products that earn their keep. The discipline we learned in the service shaped how we work to this day. We plan carefully, communicate clearly, take ownership of outcomes and finish what we start.</p><p>Word spread quickly. What began as a small web development studio grew into a full-service team of designers, engineers and marketers delivering web platforms, mobile apps, Web3 projects, AI automation, SEO and CRM/ERP systems for clients across North America, Europe and the Middle East.</p><p>Today more than 150 brands trust us with their digital growth, and we are still proudly veteran-owned. As a thank-you to those who serve, we offer a <strong>10% discount to veterans and active military</strong> on every project.</p>',
          },
          cards: [
            {
              title: { en: 'Mission' },
              text: {
                en: 'Our mission is to help businesses grow by building high-converting digital products that are fast, secure and easy to use. We combine thoughtful design, solid engineering and data-driven marketing so every project delivers a clear, measurable return on investment.',
              },
            },
            {
              title: { en: 'Vision' },
              text: {
                en: 'We want to be the most trusted technology partner for ambitious businesses, known for honest advice, on-time delivery and software that keeps creating value long after launch. We see a future where every company, whatever its size, has access to enterprise-grade digital tools.',
              },
            },
          ],
        },
        {
          type: 'features',
          eyebrow: { en: 'What we stand for' },
          heading: { en: 'Core Values' },
          items: [
            {
              icon: 'lightbulb',
              title: { en: 'Innovation' },
              description: {
                en: 'We keep learning and apply proven new technologies, from AI models to modern frameworks, wherever they give our clients a real advantage.',
              },
            },
            {
              icon: 'award',
              title: { en: 'Excellence' },
              description: {
                en: 'We hold our work to a high standard with code reviews, automated testing and careful design, because quality is what keeps clients coming back.',
              },
            },
            {
              icon: 'handshake',
              title: { en: 'Collaboration' },
              description: {
                en: 'We work as an extension of your team, sharing progress openly and making decisions together with the people who know your business best.',
              },
            },
            {
              icon: 'shield',
              title: { en: 'Integrity' },
              description: {
                en: 'We give honest estimates, recommend only what you need and stand behind our work with a 60-day warranty after every launch.',
              },
            },
            {
              icon: 'refresh',
              title: { en: 'Adaptability' },
              description: {
                en: 'Markets and priorities change. Our agile, sprint-based process lets us adjust scope quickly without losing momentum or quality.',
              },
            },
            {
              icon: 'clock',
              title: { en: 'Timeliness' },
              description: {
                en: 'We respect your deadlines. Clear milestones, two-week sprints and daily stand-ups keep delivery predictable from kickoff to launch.',
              },
            },
          ],
        },
        {
          type: 'skills',
          eyebrow: { en: 'Skills' },
          heading: { en: 'Our Expertise' },
          text: { en: 'How deep our bench goes, discipline by discipline.' },
          skills: [
            { name: { en: 'Web Development' }, percent: 95 },
            { name: { en: 'SaaS Applications' }, percent: 92 },
            { name: { en: 'Mobile App Development' }, percent: 90 },
            { name: { en: 'UI/UX Design' }, percent: 85 },
            { name: { en: 'Blockchain & Web3' }, percent: 80 },
            { name: { en: 'AI & Machine Learning' }, percent: 85 },
            { name: { en: 'Cloud Infrastructure' }, percent: 88 },
            { name: { en: 'Digital Marketing' }, percent: 84 },
            { name: { en: 'SEO' }, percent: 80 },
            { name: { en: 'CRM Solutions' }, percent: 89 },
            { name: { en: 'ERP Solutions' }, percent: 85 },
          ],
          technologiesHeading: { en: 'Technologies we work with' },
          technologyGroups: [
            {
              name: { en: 'Frontend' },
              items: ['React', 'Next.js', 'TypeScript', 'Vue.js', 'Tailwind CSS', 'WordPress', 'Shopify'],
            },
            {
              name: { en: 'Backend' },
              items: ['Node.js', 'Python', 'Django', 'Laravel', 'PHP', 'GraphQL', 'REST APIs'],
            },
            { name: { en: 'Mobile' }, items: ['React Native', 'Flutter', 'Swift', 'Kotlin', 'Firebase'] },
            {
              name: { en: 'Cloud & DevOps' },
              items: ['AWS', 'Google Cloud', 'Microsoft Azure', 'Docker', 'Kubernetes', 'GitHub Actions', 'Vercel'],
            },
            {
              name: { en: 'Data & AI' },
              items: ['PostgreSQL', 'MongoDB', 'Redis', 'OpenAI API', 'LangChain', 'TensorFlow', 'Zapier', 'n8n'],
            },
            {
              name: { en: 'Web3, CRM & ERP' },
              items: ['Solidity', 'Ethereum', 'Polygon', 'Hardhat', 'Salesforce', 'HubSpot', 'Odoo', 'Epicor'],
            },
          ],
        },
        {
          type: 'cta',
          heading: { en: "Let's build something that moves your numbers" },
          text: { en: 'Tell us about your goals and we will show you how we would get there.' },
          actions: [
            { label: { en: 'Contact Us' }, href: '/contact-us' },
            { label: { en: 'View Our Work' }, href: '/portfolio' },
          ],
        },
      ],
    },
    {
      id: 'process',
      blocks: [
        {
          type: 'hero',
          eyebrow: { en: 'Methodology' },
          heading: { en: 'Our Development Process' },
          text: {
            en: 'Our development methodology is built on eight clear phases that take your project from first idea to a product that keeps improving after launch. Each phase has defined deliverables, so you always know where your project stands and what comes next.',
          },
          actions: [],
        },
        {
          type: 'steps',
          items: [
            {
              title: { en: 'Discovery & Planning' },
              description: {
                en: 'We start by understanding your business, users and goals. Through workshops and research we define the problem, the success metrics and the scope, then turn them into a realistic plan with a timeline and budget.',
              },
              bullets: [
                { en: 'Stakeholder workshops and goal setting' },
                { en: 'Competitor, market and user research' },
                { en: 'Technical feasibility and architecture review' },
                { en: 'Project roadmap, milestones and fixed estimate' },
              ],
            },
            {
              title: { en: 'UI/UX Design' },
              description: {
                en: 'Our designers map user journeys and build wireframes and high-fidelity prototypes. We validate the design with you and with real users before development begins, which saves time and money later.',
              },
              bullets: [
                { en: 'User journeys and information architecture' },
                { en: 'Wireframes and clickable prototypes' },
                { en: 'Brand-aligned visual design and design system' },
                { en: 'Usability testing and accessibility review' },
              ],
            },
            {
              title: { en: 'Development' },
              description: {
                en: 'Engineers build your product in two-week sprints. Each sprint ends with a working demo, so you see progress continuously and can adjust priorities as the product takes shape.',
              },
              bullets: [
                { en: 'Agile two-week sprints with sprint demos' },
                { en: 'Clean, documented and peer-reviewed code' },
                { en: 'Git version control and CI/CD pipelines' },
                { en: 'API, payment and third-party integrations' },
              ],
            },
            {
              title: { en: 'Quality Testing' },
              description: {
                en: 'Dedicated QA engineers test every feature against the requirements. We combine automated test suites with manual testing on real devices to catch problems long before your users do.',
              },
              bullets: [
                { en: 'Automated unit, integration and end-to-end tests' },
                { en: 'Cross-browser and real-device testing' },
                { en: 'Performance and load testing' },
                { en: 'Security and vulnerability scanning' },
              ],
            },
            {
              title: { en: 'Launch & Deployment' },
              description: {
                en: 'We prepare the production environment, migrate data and release your product with a tested rollback plan. After launch we monitor closely to make sure everything runs smoothly.',
              },
              bullets: [
                { en: 'Production hosting and cloud setup' },
                { en: 'Data migration and final acceptance testing' },
                { en: 'App store submission and domain configuration' },
                { en: 'Post-launch monitoring and analytics setup' },
              ],
            },
            {
              title: { en: '60-Day Warranty' },
              description: {
                en: 'For 60 days after launch, any defect in the delivered scope is fixed at no extra cost. It is our commitment to quality and your assurance that the product works as agreed.',
              },
              bullets: [
                { en: 'Free fixes for defects in the delivered scope' },
                { en: 'Critical issues answered within 4 hours' },
                { en: 'Performance tuning based on real usage' },
                { en: 'Handover documentation and team training' },
              ],
            },
            {
              title: { en: 'Ongoing Maintenance' },
              description: {
                en: 'Our support and maintenance plans keep your product secure, fast and up to date. We take care of the technical upkeep so your team can focus on running the business.',
              },
              bullets: [
                { en: '24*7 uptime monitoring and incident response' },
                { en: 'Security patches and dependency updates' },
                { en: 'Automated backups and disaster recovery' },
                { en: 'Monthly health and performance reports' },
              ],
            },
            {
              title: { en: 'Future-Ready Upgrades' },
              description: {
                en: 'As your business and your users evolve, so should your product. We plan and deliver upgrades that add new capabilities and keep your technology current.',
              },
              bullets: [
                { en: 'Feature roadmap planning based on user data' },
                { en: 'AI and automation enhancements' },
                { en: 'Scalability and infrastructure upgrades' },
                { en: 'New integrations and platform migrations' },
              ],
            },
          ],
        },
        {
          type: 'cta',
          heading: { en: 'Start with a discovery call' },
          text: { en: 'Phase one costs you nothing but an hour. Bring your idea; leave with a plan.' },
          actions: [
            { label: { en: 'Get in Touch' }, href: '/contact-us' },
            { label: { en: 'View Pricing' }, href: '/pricing-calculator' },
          ],
        },
      ],
    },
  ],
} satisfies SeedFile;
