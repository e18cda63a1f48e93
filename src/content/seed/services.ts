import type { SeedFile } from '..';

export default {
  services: [
    {
      id: 'web-development',
      order: 0,
      title: { en: 'Web Development' },
      description: {
        en: 'Fast, secure websites and web applications built with React, Next.js and Node.js. We design every page to load quickly, rank well and turn visitors into qualified leads and customers.',
      },
      overview: {
        en: 'Your website is usually the first conversation a prospect has with your business, and it should close the gap between interest and action. Emberline Digital builds marketing sites, e-commerce stores and custom web applications on a modern stack of React, Next.js, TypeScript and Node.js. Every build starts with your goals: the calls, bookings, sales or sign-ups the site must produce, and the pages, content and integrations that get visitors there.\n\nWe work in two-week sprints with a demo at the end of each one, so you see real progress instead of waiting for a big reveal. Pages are tuned for Core Web Vitals, accessibility and search from the first commit, and a headless CMS lets your team update content without calling a developer. A simple website typically launches in 4-6 weeks and complex web applications in 3-6 months, and every launch is covered by a 60-day warranty.',
      },
      icon: 'code',
      features: [
        { en: 'Custom business websites and landing pages' },
        { en: 'Web applications and customer portals' },
        { en: 'E-commerce stores with secure checkout' },
        { en: 'Headless CMS your team can edit without a developer' },
        { en: 'API development and third-party integrations' },
        { en: 'Performance, accessibility and technical SEO optimization' },
      ],
      technologies: [
        'React',
        'Next.js',
        'TypeScript',
        'Node.js',
        'Tailwind CSS',
        'PostgreSQL',
        'GraphQL',
        'WordPress',
        'Shopify',
        'Vercel',
        'AWS',
        'Docker',
      ],
      process: [
        {
          title: { en: 'Discovery & Requirements' },
          description: {
            en: 'We interview your stakeholders, review analytics and competitors, and turn your goals into a sitemap, feature list and fixed project plan.',
          },
        },
        {
          title: { en: 'UX & UI Design' },
          description: {
            en: 'Wireframes map the user journeys first; high-fidelity designs in Figma follow, built on your brand and reviewed with you before any code is written.',
          },
        },
        {
          title: { en: 'Agile Development' },
          description: {
            en: 'We build in two-week sprints on a staging site you can open at any time, with a demo and a written progress update at the end of every sprint.',
          },
        },
        {
          title: { en: 'Quality Assurance' },
          description: {
            en: 'Automated tests, cross-browser and device checks, accessibility audits and Lighthouse performance budgets catch issues before your customers do.',
          },
        },
        {
          title: { en: 'Launch & Deployment' },
          description: {
            en: 'We handle domains, redirects, analytics and search console setup, then deploy through a CI/CD pipeline with zero-downtime releases.',
          },
        },
        {
          title: { en: 'Warranty & Ongoing Support' },
          description: {
            en: 'Every launch includes a 60-day warranty. After that, optional maintenance plans cover updates, security monitoring and new features.',
          },
        },
      ],
      benefits: [
        { en: 'More leads and sales from the same traffic' },
        { en: 'Sub-second page loads that improve rankings and reduce bounce rates' },
        { en: 'Content your team can update in minutes' },
        { en: 'Secure, scalable code that grows with your business' },
        { en: 'Clear fixed-scope pricing with no surprise invoices' },
        { en: 'Full ownership of your code, design files and accounts' },
      ],
      faqs: [
        {
          question: { en: 'How long does it take to build a website?' },
          answer: {
            en: 'A simple business website typically takes 4-6 weeks from kickoff to launch. Larger sites with e-commerce or custom features take longer, and complex web applications usually take 3-6 months. You receive a detailed timeline after the discovery phase.',
          },
        },
        {
          question: { en: 'How much does a new website cost?' },
          answer: {
            en: 'Business websites start at $3,500, and most custom builds fall between $6,500 and $15,000 before design and add-ons. Our pricing calculator gives you an instant estimate, and we confirm a fixed quote after a free discovery call.',
          },
        },
        {
          question: { en: 'Will I be able to update the website myself?' },
          answer: {
            en: 'Yes. We connect your site to an easy-to-use content management system and train your team on it, so you can edit pages, publish posts and swap images without touching code.',
          },
        },
        {
          question: { en: 'Do you optimize websites for search engines?' },
          answer: {
            en: 'Technical SEO is part of every build: clean URLs, structured data, XML sitemaps, fast load times and proper meta tags. For ongoing keyword growth, our digital marketing team offers monthly SEO programs.',
          },
        },
        {
          question: { en: 'Can you redesign my existing website?' },
          answer: {
            en: 'Absolutely. We audit your current site, keep the content and rankings that work, set up 301 redirects for every changed URL and rebuild the rest on a faster, more maintainable stack.',
          },
        },
      ],
      image: '/images/services/web-development.webp',
      secondaryImage: '/images/services/web-development-secondary.webp',
      metrics: [
        { value: '64%', label: { en: 'conversion increase' } },
        { value: '49%', label: { en: 'faster load times' } },
        { value: '3.2x', label: { en: 'more engagement' } },
        { value: '78%', label: { en: 'SEO ranking improvement' } },
      ],
      relatedProjectIds: [11, 10, 12],
    },
    {
      id: 'mobile-apps',
      order: 1,
      title: { en: 'Mobile App Development' },
      description: {
        en: 'Native and cross-platform iOS and Android apps that people keep using. From MVP to App Store launch, we design, build and support apps with Swift, Kotlin, React Native and Flutter.',
      },
      overview: {
        en: 'A successful app earns a place on the home screen by solving one problem better than anything else. Emberline Digital designs and builds mobile apps for startups and established businesses: customer loyalty apps, booking and delivery platforms, field-service tools and subscription products. The apps we have shipped have passed 2.5M+ downloads across the App Store and Google Play.\n\nWe help you choose the right approach for your budget and audience, whether that is fully native Swift and Kotlin or a single cross-platform codebase in React Native or Flutter. Our team covers the whole lifecycle: product strategy, UX design, secure back-end APIs, store submission, analytics and post-launch updates. A focused MVP can reach the stores in about three months, and feature-rich apps typically take 3-6 months.',
      },
      icon: 'smartphone',
      features: [
        { en: 'Native iOS and Android app development' },
        { en: 'Cross-platform apps with React Native and Flutter' },
        { en: 'App Store and Google Play submission and optimization' },
        { en: 'Offline mode, push notifications and background sync' },
        { en: 'In-app payments, subscriptions, maps and device features' },
        { en: 'Secure back-end APIs, analytics and crash monitoring' },
      ],
      technologies: [
        'Swift',
        'Kotlin',
        'React Native',
        'Flutter',
        'TypeScript',
        'Firebase',
        'Node.js',
        'GraphQL',
        'PostgreSQL',
        'AWS',
        'Fastlane',
        'Sentry',
      ],
      process: [
        {
          title: { en: 'Product Strategy' },
          description: {
            en: 'We define your target users, core use cases and success metrics, then prioritize a feature set that delivers value in the first release.',
          },
        },
        {
          title: { en: 'UX Design & Prototyping' },
          description: {
            en: 'Clickable prototypes let you test the flows on a real phone before development starts, following Apple and Material Design guidelines.',
          },
        },
        {
          title: { en: 'App & API Development' },
          description: {
            en: 'Mobile and back-end engineers work in parallel in two-week sprints, and you install a fresh test build through TestFlight or Firebase after every sprint.',
          },
        },
        {
          title: { en: 'Device Testing' },
          description: {
            en: 'We test on a matrix of real iOS and Android devices, screen sizes and OS versions, including slow networks and offline scenarios.',
          },
        },
        {
          title: { en: 'Store Launch' },
          description: {
            en: 'We prepare store listings, screenshots and privacy disclosures, manage review submission and coordinate a staged rollout.',
          },
        },
        {
          title: { en: 'Growth & Updates' },
          description: {
            en: 'After the 60-day warranty we monitor crashes and usage, ship OS compatibility updates and plan the next features from real user data.',
          },
        },
      ],
      benefits: [
        { en: 'A direct channel to your customers on the device they use most' },
        { en: 'Higher retention through push notifications and personalized experiences' },
        { en: 'Lower development cost with a single cross-platform codebase where it fits' },
        { en: 'Crash-free sessions above 99.5% with proactive monitoring' },
        { en: 'Faster approval with store-ready builds and compliant privacy disclosures' },
        { en: 'New revenue from subscriptions and in-app purchases' },
      ],
      faqs: [
        {
          question: { en: 'Should I build a native or a cross-platform app?' },
          answer: {
            en: 'Cross-platform frameworks like React Native and Flutter fit most business apps and reduce cost by sharing one codebase. Native Swift and Kotlin are the better choice for apps that rely heavily on device hardware, complex animations or platform-specific features. We recommend an approach after discovery.',
          },
        },
        {
          question: { en: 'How long does it take to develop a mobile app?' },
          answer: {
            en: 'A focused MVP usually takes around three months. Complex apps with custom back ends, payments and integrations typically take 3-6 months. We share a sprint-by-sprint roadmap before development begins.',
          },
        },
        {
          question: { en: 'Do you handle App Store and Google Play submission?' },
          answer: {
            en: 'Yes. We prepare the listings, screenshots and privacy labels, submit the builds under your developer accounts and respond to any reviewer feedback until the app is approved.',
          },
        },
        {
          question: { en: 'What happens after the app launches?' },
          answer: {
            en: 'Every app includes a 60-day warranty. After that, our maintenance plans cover OS updates, security patches, crash monitoring and new feature development, with critical bugs addressed within 4 hours.',
          },
        },
      ],
      image: '/images/services/mobile-apps.webp',
      secondaryImage: '/images/services/mobile-apps-secondary.webp',
      metrics: [
        { value: '47%', label: { en: 'higher user retention' } },
        { value: '3.8x', label: { en: 'return on app investment' } },
        { value: '68%', label: { en: 'more repeat purchases' } },
        { value: '51%', label: { en: 'faster time to market' } },
      ],
      relatedProjectIds: [16, 17, 19],
    },
    {
      id: 'web3',
      order: 2,
      title: { en: 'Web3 & Blockchain Development' },
      description: {
        en: 'Secure smart contracts, dApps, NFT platforms and DeFi products on Ethereum and Layer 2 networks. We build audit-ready Solidity code and wallet experiences that mainstream users understand.',
      },
      overview: {
        en: 'Blockchain products live or die on two things: the security of their contracts and the clarity of their user experience. Emberline Digital builds token launches, NFT marketplaces, staking and DeFi protocols, DAO tooling and tokenized loyalty programs on Ethereum, Polygon, Base and Arbitrum. Our contracts are written in Solidity on top of audited OpenZeppelin libraries and covered by extensive Foundry and Hardhat test suites.\n\nOn the front end we design wallet connections, transaction flows and dashboards that explain what is happening on-chain in plain language, which reduces failed transactions and support tickets. We also prepare your project for independent security audits, index on-chain data with The Graph for fast dashboards, and support you after mainnet launch with monitoring and upgrade planning.',
      },
      icon: 'blocks',
      features: [
        { en: 'Smart contract development and audit preparation' },
        { en: 'dApp front ends with wallet connection and transaction flows' },
        { en: 'Token and NFT launches (ERC-20, ERC-721, ERC-1155)' },
        { en: 'DeFi protocols: staking, swaps, lending and vesting' },
        { en: 'Layer 2 and multi-chain deployment' },
        { en: 'On-chain data indexing, analytics and admin dashboards' },
      ],
      technologies: [
        'Solidity',
        'Ethereum',
        'Polygon',
        'Hardhat',
        'Foundry',
        'OpenZeppelin',
        'Ethers.js',
        'wagmi',
        'The Graph',
        'IPFS',
        'Next.js',
        'TypeScript',
      ],
      process: [
        {
          title: { en: 'Tokenomics & Architecture' },
          description: {
            en: 'We model your token economy, choose the right chain and define the contract architecture, roles and upgrade strategy.',
          },
        },
        {
          title: { en: 'Experience Design' },
          description: {
            en: 'We design wallet onboarding and transaction flows that make gas fees, approvals and confirmations clear to first-time users.',
          },
        },
        {
          title: { en: 'Smart Contract Development' },
          description: {
            en: 'Contracts are written in Solidity using audited OpenZeppelin components, with gas optimization and full unit and fuzz test coverage.',
          },
        },
        {
          title: { en: 'Testnet & Audit Preparation' },
          description: {
            en: 'We deploy to testnet, run internal security reviews and static analysis, and prepare documentation for your independent auditors.',
          },
        },
        {
          title: { en: 'Mainnet Launch' },
          description: {
            en: 'We coordinate verified contract deployment, multisig setup and the dApp release, and monitor the first transactions in real time.',
          },
        },
        {
          title: { en: 'Monitoring & Upgrades' },
          description: {
            en: 'On-chain monitoring, alerting and planned upgrades keep your protocol secure and competitive after launch.',
          },
        },
      ],
      benefits: [
        { en: 'Audit-ready contracts built on proven, battle-tested libraries' },
        { en: 'Lower gas costs through optimized contract design' },
        { en: 'Wallet experiences that convert newcomers, not just crypto natives' },
        { en: 'Transparent, verifiable transactions your community can trust' },
        { en: 'Flexible deployment across Ethereum and Layer 2 networks' },
      ],
      faqs: [],
      image: '/images/services/web3.webp',
      secondaryImage: '/images/services/web3-secondary.webp',
      metrics: [
        { value: '42%', label: { en: 'lower gas costs' } },
        { value: '87%', label: { en: 'fewer failed transactions' } },
        { value: '3x', label: { en: 'faster settlement' } },
        { value: '64%', label: { en: 'more active wallets' } },
      ],
      relatedProjectIds: [20, 21],
    },
    {
      id: 'ai-automation',
      order: 3,
      title: { en: 'AI & Automation' },
      description: {
        en: 'AI chatbots, document processing and workflow automation that remove repetitive work from your team. We connect OpenAI and custom machine learning models to the tools you already use.',
      },
      overview: {
        en: 'Most businesses do not need a research lab; they need the hours back that their team spends copying data between systems, answering the same customer questions and chasing paperwork. Emberline Digital finds those bottlenecks and automates them with practical AI: customer support assistants trained on your knowledge base, document extraction for invoices and forms, lead scoring, demand forecasting and automated reporting.\n\nWe build with OpenAI, LangChain and Python, and train custom models with TensorFlow and PyTorch when off-the-shelf models are not enough. Every solution is connected to your CRM, help desk or ERP, includes human review where accuracy matters, and keeps your data private. We start with a measurable pilot, prove the return on one workflow, and then scale what works.',
      },
      icon: 'bot',
      features: [
        { en: 'AI chatbots and customer support assistants' },
        { en: 'Workflow and back-office process automation' },
        { en: 'Document processing, OCR and data extraction' },
        { en: 'Knowledge assistants that answer from your company data' },
        { en: 'Predictive analytics, lead scoring and forecasting' },
        { en: 'AI integrations with CRMs, help desks and ERPs' },
      ],
      technologies: [
        'Python',
        'OpenAI',
        'LangChain',
        'TensorFlow',
        'PyTorch',
        'scikit-learn',
        'Hugging Face',
        'FastAPI',
        'Pinecone',
        'PostgreSQL',
        'n8n',
        'AWS',
      ],
      process: [
        {
          title: { en: 'Process Audit' },
          description: {
            en: 'We map your workflows, measure where time is lost and rank automation opportunities by effort and expected return.',
          },
        },
        {
          title: { en: 'Data Assessment' },
          description: {
            en: 'We review the quality, volume and privacy requirements of your data and define how it will be accessed securely.',
          },
        },
        {
          title: { en: 'Pilot Build' },
          description: {
            en: 'A working pilot for one high-value workflow is built in two-week sprints and tested with your team on real cases.',
          },
        },
        {
          title: { en: 'Evaluation & Tuning' },
          description: {
            en: 'We measure accuracy against agreed benchmarks, refine prompts and models, and add human review steps where needed.',
          },
        },
        {
          title: { en: 'Integration & Rollout' },
          description: {
            en: 'The solution is connected to your CRM, help desk or ERP and rolled out with training and clear escalation rules.',
          },
        },
        {
          title: { en: 'Monitoring & Scaling' },
          description: {
            en: 'Dashboards track usage, accuracy and cost per task, and we extend automation to the next workflows once the pilot proves its value.',
          },
        },
      ],
      benefits: [
        { en: 'Hours of manual work removed from your team every week' },
        { en: 'Faster answers for customers, around the clock' },
        { en: 'Fewer data entry errors and more consistent processes' },
        { en: 'Decisions based on forecasts instead of guesswork' },
        { en: 'Your data stays private and under your control' },
        { en: 'A measurable return proven in a pilot before you scale' },
      ],
      faqs: [
        {
          question: { en: 'Which processes should we automate first?' },
          answer: {
            en: 'The best candidates are high-volume, rule-based tasks such as data entry, invoice processing, support triage and report generation. Our process audit ranks your workflows by hours saved and implementation effort so you start with the fastest return.',
          },
        },
        {
          question: { en: 'Is our data safe when using AI models?' },
          answer: {
            en: 'Yes. We use enterprise API agreements that exclude your data from model training, encrypt data in transit and at rest, apply role-based access, and can deploy open-source models in your own cloud when data must never leave it.',
          },
        },
        {
          question: { en: 'How accurate are AI chatbots and assistants?' },
          answer: {
            en: 'Accuracy depends on the quality of your knowledge base. We ground answers in your own documents, test against a set of real customer questions before launch, and route uncertain cases to a human agent.',
          },
        },
        {
          question: { en: 'Can AI work with the software we already use?' },
          answer: {
            en: 'In most cases, yes. We integrate with CRMs like Salesforce and HubSpot, help desks like Zendesk, ERPs like Odoo, and any system with an API, so your team keeps working in familiar tools.',
          },
        },
      ],
      image: '/images/services/ai-automation.webp',
      secondaryImage: '/images/services/ai-automation-secondary.webp',
      metrics: [
        { value: '75%', label: { en: 'less manual data entry' } },
        { value: '43%', label: { en: 'lower operating costs' } },
        { value: '57%', label: { en: 'faster response times' } },
        { value: '89%', label: { en: 'inquiries resolved automatically' } },
      ],
      relatedProjectIds: [22, 23],
    },
    {
      id: 'digital-marketing',
      order: 4,
      title: { en: 'Digital Marketing & SEO' },
      description: {
        en: 'SEO, Google Ads, content and analytics programs that bring in qualified leads, not just traffic. Every campaign is tied to revenue goals and reported in plain language each month.',
      },
      overview: {
        en: "Great products still need to be found. Emberline Digital runs data-driven marketing programs for service businesses, e-commerce brands and B2B companies: technical and local SEO, Google Ads and paid social campaigns, content marketing and conversion rate optimization. We start with an audit of your site, competitors and tracking, so every dollar goes where it has the best chance of returning more.\n\nBecause we are also developers, we fix the technical issues that hold rankings back instead of just reporting them. Each month you receive a clear dashboard of rankings, traffic, leads, cost per acquisition and return on ad spend, along with the next month's plan. Most clients see measurable SEO movement within 3-6 months and paid campaign results within the first few weeks.",
      },
      icon: 'trending-up',
      features: [
        { en: 'Technical, on-page and local SEO' },
        { en: 'Google Ads and paid social campaign management' },
        { en: 'Content marketing and SEO blog writing' },
        { en: 'Google Business Profile and review management' },
        { en: 'Conversion rate optimization and landing pages' },
        { en: 'Analytics setup and monthly performance reporting' },
      ],
      technologies: [
        'Google Ads',
        'Google Analytics 4',
        'Google Search Console',
        'Google Tag Manager',
        'Semrush',
        'Ahrefs',
        'Meta Ads',
        'HubSpot',
        'Looker Studio',
        'Hotjar',
        'WordPress',
      ],
      process: [
        {
          title: { en: 'Audit & Benchmarking' },
          description: {
            en: 'We audit your website, tracking, rankings and ad accounts, and benchmark you against your top competitors.',
          },
        },
        {
          title: { en: 'Strategy & Goals' },
          description: {
            en: 'We set targets for leads, sales and cost per acquisition and choose the channels and keywords most likely to hit them.',
          },
        },
        {
          title: { en: 'Tracking Setup' },
          description: {
            en: 'Google Analytics 4, Tag Manager and conversion tracking are configured so every lead and sale is attributed correctly.',
          },
        },
        {
          title: { en: 'Campaign Launch' },
          description: {
            en: 'We fix technical SEO issues, publish optimized content and launch ad campaigns with tested copy and landing pages.',
          },
        },
        {
          title: { en: 'Optimization' },
          description: {
            en: 'Bids, keywords, content and landing pages are refined every week based on real conversion data and A/B tests.',
          },
        },
        {
          title: { en: 'Reporting & Planning' },
          description: {
            en: 'A monthly report and review call cover results, spend and the plan for the next month, in plain language.',
          },
        },
      ],
      benefits: [
        { en: 'More qualified leads from search and paid channels' },
        { en: 'Lower cost per acquisition through continuous optimization' },
        { en: 'Rankings that keep bringing in traffic after the work is done' },
        { en: 'Transparent reporting tied to revenue, not vanity metrics' },
        { en: 'Technical fixes handled in-house by our developers' },
        { en: 'Month-to-month plans with no long-term lock-in' },
      ],
      faqs: [
        {
          question: { en: 'How long does SEO take to show results?' },
          answer: {
            en: 'Technical fixes and local SEO can show movement within a few weeks, but meaningful gains in rankings and organic leads usually take 3-6 months, depending on your competition and the current state of your site.',
          },
        },
        {
          question: { en: 'Is the ad budget included in your management fee?' },
          answer: {
            en: 'No. Your ad spend is paid directly to Google, Meta or LinkedIn from your own account, so you always keep full ownership and visibility. Our fee covers strategy, setup, management and reporting.',
          },
        },
        {
          question: { en: 'Do I have to sign a long-term contract?' },
          answer: {
            en: 'No. Our marketing plans are month-to-month. Annual billing is available at a lower effective rate for clients who want to commit to a longer program.',
          },
        },
        {
          question: { en: 'What will I see in the monthly report?' },
          answer: {
            en: 'Keyword rankings, organic and paid traffic, leads and sales, cost per acquisition, return on ad spend and the work completed, plus the priorities for the next month. Every report is followed by a review call.',
          },
        },
      ],
      image: '/images/services/digital-marketing.webp',
      secondaryImage: '/images/services/digital-marketing-secondary.webp',
      metrics: [
        { value: '137%', label: { en: 'organic traffic growth' } },
        { value: '68%', label: { en: 'more qualified leads' } },
        { value: '3.4x', label: { en: 'return on ad spend' } },
        { value: '47%', label: { en: 'lower cost per acquisition' } },
      ],
      relatedProjectIds: [25, 26, 27],
    },
    {
      id: 'crm-erp-development',
      order: 5,
      title: { en: 'CRM & ERP Development' },
      description: {
        en: 'Custom CRM and ERP systems, Odoo implementations and Salesforce integrations that connect sales, inventory, accounting and operations in one place, with dashboards your team will actually use.',
      },
      overview: {
        en: 'When customer data lives in spreadsheets, inventory in another tool and invoices in a third, every report takes hours and mistakes slip through. Emberline Digital designs and implements CRM and ERP systems that give your business a single source of truth. We customize platforms like Odoo, Salesforce and HubSpot when they fit, and build custom systems on Python, Node.js and PostgreSQL when your processes are too specific for off-the-shelf software.\n\nWe start by mapping how work really flows through your sales, warehouse, finance and service teams, then configure modules, migrate your historical data and connect the tools you keep, such as QuickBooks, Shopify or your shipping carriers. Role-based dashboards put the right numbers in front of each team, and hands-on training makes sure the new system is adopted, not worked around.',
      },
      icon: 'database',
      features: [
        { en: 'Custom CRM development and sales pipeline automation' },
        { en: 'Odoo ERP implementation and module customization' },
        { en: 'Salesforce and HubSpot configuration and integration' },
        { en: 'Data migration from spreadsheets and legacy systems' },
        { en: 'Integrations with accounting, e-commerce and shipping tools' },
        { en: 'Role-based dashboards and automated reporting' },
      ],
      technologies: [
        'Odoo',
        'Salesforce',
        'HubSpot',
        'Microsoft Dynamics 365',
        'Python',
        'PostgreSQL',
        'Node.js',
        'React',
        'QuickBooks',
        'Power BI',
        'Docker',
        'AWS',
      ],
      process: [
        {
          title: { en: 'Business Process Mapping' },
          description: {
            en: 'We interview each department and document how leads, orders, inventory and invoices move through your business today.',
          },
        },
        {
          title: { en: 'Solution Design' },
          description: {
            en: 'We recommend a platform or custom build, define the modules, roles and integrations, and agree on a phased rollout plan.',
          },
        },
        {
          title: { en: 'Configuration & Development' },
          description: {
            en: 'Modules are configured and custom features built in two-week sprints, with a working demo for your key users after each sprint.',
          },
        },
        {
          title: { en: 'Data Migration' },
          description: {
            en: 'We clean, deduplicate and import your customers, products and historical transactions, and validate totals with your finance team.',
          },
        },
        {
          title: { en: 'Training & Go-Live' },
          description: {
            en: 'Role-based training, user guides and a supported go-live week help every team switch over with confidence.',
          },
        },
        {
          title: { en: 'Support & Optimization' },
          description: {
            en: 'After the 60-day warranty, we keep refining workflows, reports and automations as your business grows.',
          },
        },
      ],
      benefits: [
        { en: 'One source of truth for customers, orders and inventory' },
        { en: 'Hours saved every week on manual data entry and reporting' },
        { en: 'Real-time visibility into sales, cash flow and stock levels' },
        { en: 'Fewer errors in orders, invoices and fulfillment' },
        { en: 'A system that fits your processes instead of the other way around' },
        { en: 'Scales with new users, locations and product lines' },
      ],
      faqs: [
        {
          question: { en: 'Should we customize an existing platform or build a custom system?' },
          answer: {
            en: 'Platforms like Odoo and Salesforce are usually faster and more affordable when your processes are close to industry standards. A custom build makes sense when your workflows are a competitive advantage or existing tools would need heavy workarounds. We compare both options during discovery.',
          },
        },
        {
          question: { en: 'Can you migrate our data from spreadsheets and old software?' },
          answer: {
            en: 'Yes. We migrate customers, contacts, products, open orders and historical transactions, clean up duplicates along the way and reconcile the totals with your team before go-live.',
          },
        },
        {
          question: { en: 'Will the new system integrate with QuickBooks and our online store?' },
          answer: {
            en: 'We regularly integrate CRM and ERP systems with QuickBooks, Xero, Shopify, WooCommerce, shipping carriers and payment providers, so data flows automatically instead of being re-entered.',
          },
        },
        {
          question: { en: 'How long does an ERP implementation take?' },
          answer: {
            en: 'A focused CRM or a core ERP rollout for a small team can go live in 8-12 weeks. Multi-department implementations with custom modules and integrations usually take 3-6 months and are rolled out in phases.',
          },
        },
      ],
      image: '/images/services/crm-erp-development.webp',
      secondaryImage: '/images/services/crm-erp-development-secondary.webp',
      metrics: [
        { value: '62%', label: { en: 'less time on manual reporting' } },
        { value: '47%', label: { en: 'faster order processing' } },
        { value: '86%', label: { en: 'user adoption in 90 days' } },
        { value: '34%', label: { en: 'lower operating costs' } },
      ],
      relatedProjectIds: [30, 31],
    },
  ],
  seo: [
    {
      id: 'service:web-development',
      title: { en: 'Web Development Services | Emberline Digital' },
      description: {
        en: 'Custom websites and web apps built with React, Next.js and Node.js. Fast, secure and SEO-ready, with a 60-day warranty. Get a free estimate today.',
      },
      ogImage: '/images/services/web-development.webp',
      keywords: [
        'web development company',
        'custom website development',
        'Next.js development',
        'React web applications',
        'e-commerce development',
        'web design Texas',
      ],
    },
    {
      id: 'service:mobile-apps',
      title: { en: 'Mobile App Development | Emberline Digital' },
      description: {
        en: 'Native and cross-platform iOS and Android apps built with Swift, Kotlin, React Native and Flutter, from MVP to App Store launch and beyond.',
      },
      ogImage: '/images/services/mobile-apps.webp',
      keywords: [
        'mobile app development',
        'iOS app development',
        'Android app development',
        'React Native developers',
        'Flutter app development',
        'MVP app development',
      ],
    },
    {
      id: 'service:web3',
      title: { en: 'Web3 & Blockchain Development | Emberline Digital' },
      description: {
        en: 'Audit-ready smart contracts, dApps, NFT marketplaces and DeFi platforms on Ethereum and Layer 2 networks, with wallet experiences users trust.',
      },
      ogImage: '/images/services/web3.webp',
      keywords: [
        'Web3 development',
        'blockchain development company',
        'smart contract development',
        'Solidity developers',
        'NFT marketplace development',
        'DeFi development',
      ],
    },
    {
      id: 'service:ai-automation',
      title: { en: 'AI & Automation Services | Emberline Digital' },
      description: {
        en: 'AI chatbots, document processing and workflow automation connected to your CRM and ERP. Cut manual work and prove the return with a focused pilot.',
      },
      ogImage: '/images/services/ai-automation.webp',
      keywords: [
        'AI automation services',
        'AI chatbot development',
        'business process automation',
        'OpenAI integration',
        'machine learning development',
        'document processing automation',
      ],
    },
    {
      id: 'service:digital-marketing',
      title: { en: 'Digital Marketing & SEO Services | Emberline Digital' },
      description: {
        en: 'SEO, Google Ads, content marketing and analytics that bring in qualified leads. Month-to-month plans with clear monthly reporting tied to revenue.',
      },
      ogImage: '/images/services/digital-marketing.webp',
      keywords: [
        'digital marketing agency',
        'SEO services',
        'Google Ads management',
        'local SEO',
        'content marketing',
        'conversion rate optimization',
      ],
    },
    {
      id: 'service:crm-erp-development',
      title: { en: 'CRM & ERP Development | Emberline Digital' },
      description: {
        en: 'Custom CRM and ERP systems, Odoo implementations and Salesforce integrations that unite sales, inventory and accounting in one place.',
      },
      ogImage: '/images/services/crm-erp-development.webp',
      keywords: [
        'CRM development',
        'ERP implementation',
        'Odoo development',
        'Salesforce integration',
        'custom ERP software',
        'data migration services',
      ],
    },
  ],
} satisfies SeedFile;
