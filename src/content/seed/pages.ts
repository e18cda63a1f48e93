import type { SeedFile } from '..';

export default {
  pages: [
    // ---------------------------------------------------------------- Services
    {
      id: 'services',
      intro: {
        en: 'From custom websites and mobile apps to Web3, AI automation, digital marketing and CRM/ERP systems, we build the digital products that help your business win more customers and run more efficiently. Every service follows the same proven process and comes with a 60-day warranty.',
      },
      howWeWork: [
        {
          title: { en: 'Discovery & Planning' },
          description: {
            en: 'We learn your business, audience and goals, review competitors and existing systems, and turn what we find into a clear scope, timeline and budget.',
          },
        },
        {
          title: { en: 'UI/UX Design' },
          description: {
            en: 'Our designers create wireframes and interactive prototypes, test them with real users and refine every screen until the experience is simple and conversion-focused.',
          },
        },
        {
          title: { en: 'Development' },
          description: {
            en: 'Engineers build your product in two-week sprints with clean, documented code, giving you a working demo at the end of each sprint.',
          },
        },
        {
          title: { en: 'Quality Testing' },
          description: {
            en: 'Automated and manual tests cover functionality, performance, security and accessibility across browsers and devices before anything goes live.',
          },
        },
        {
          title: { en: 'Launch & Deployment' },
          description: {
            en: 'We handle hosting, domains, app store submissions and a zero-downtime release, then monitor closely during the first days after launch.',
          },
        },
        {
          title: { en: '60-Day Warranty' },
          description: {
            en: 'For 60 days after launch we fix any defect in the delivered scope at no extra cost, so you can go live with confidence.',
          },
        },
        {
          title: { en: 'Ongoing Maintenance' },
          description: {
            en: 'Our 24*7 support and maintenance plans cover security updates, backups, uptime monitoring and small improvements to keep your product healthy.',
          },
        },
        {
          title: { en: 'Future-Ready Upgrades' },
          description: {
            en: 'As your business grows we plan and deliver new features, integrations and performance upgrades so your product never falls behind.',
          },
        },
      ],
      faqs: [
        {
          question: { en: 'How long does a typical project take?' },
          answer: {
            en: 'It depends on scope. A simple website typically takes 4-6 weeks from kickoff to launch, while complex web or mobile apps usually take 3-6 months. After discovery we give you a detailed timeline with milestones, so you know exactly what will be delivered and when.',
          },
        },
        {
          question: { en: 'Do you provide ongoing support after launch?' },
          answer: {
            en: 'Yes. Every project includes a 60-day warranty covering defects in the delivered scope. After that, you can choose a monthly support and maintenance plan with 24*7 monitoring, security updates, backups, content changes and continuous improvements.',
          },
        },
        {
          question: { en: 'What does your development process look like?' },
          answer: {
            en: 'We follow an agile process: discovery and planning, UI/UX design, development in two-week sprints, quality testing, launch and deployment, a 60-day warranty, then ongoing maintenance and upgrades. You get a dedicated project manager, a shared project board and a working demo at the end of every sprint.',
          },
        },
        {
          question: { en: 'Do you work with clients outside the United States?' },
          answer: {
            en: 'Absolutely. We are based in Emory, Texas, and work with clients across North America, Europe, the Middle East and Asia. We schedule meetings in your time zone, communicate in English and keep everything documented so distance never slows the project down.',
          },
        },
        {
          question: { en: 'Can I request changes or revisions during the project?' },
          answer: {
            en: 'Yes. Design phases include revision rounds, and because we work in two-week sprints you can reprioritize features at every sprint planning session. Changes that fall outside the agreed scope are estimated up front and only start after you approve them, so there are no surprises on your invoice.',
          },
        },
      ],
    },

    // ---------------------------------------------------------------- White label
    {
      id: 'whitelabel',
      intro: {
        en: 'Grow your agency without growing your payroll. Emberline Digital works behind the scenes as your white-label development team, delivering websites, apps and automation under your brand, on your timelines and with complete confidentiality.',
      },
      reasons: [
        {
          icon: 'lock',
          title: { en: 'Complete Confidentiality' },
          description: {
            en: 'We sign an NDA before any project details are shared and never contact your clients directly. Your clients see your brand, never ours.',
          },
        },
        {
          icon: 'users',
          title: { en: 'Senior Talent on Demand' },
          description: {
            en: 'Add experienced developers, designers and QA engineers to your team in days, without the cost and delay of recruiting and onboarding.',
          },
        },
        {
          icon: 'dollar',
          title: { en: 'Healthy Margins' },
          description: {
            en: 'Partner pricing designed for resale lets you offer competitive quotes to your clients while keeping a strong margin on every project.',
          },
        },
        {
          icon: 'clock',
          title: { en: 'On-Time Delivery' },
          description: {
            en: 'Two-week sprints, daily stand-ups and clear milestones keep delivery predictable. 92% of our partner projects ship on or before the agreed date.',
          },
        },
        {
          icon: 'award',
          title: { en: 'Proven Quality' },
          description: {
            en: 'Code reviews, automated testing and a dedicated QA process mean 89% of reported issues are resolved on the first fix.',
          },
        },
        {
          icon: 'zap',
          title: { en: 'Scale Up or Down Fast' },
          description: {
            en: 'Take on bigger projects and busy seasons with confidence. Adjust your dedicated capacity month to month as your pipeline changes.',
          },
        },
      ],
      partnerTypes: [
        {
          icon: 'palette',
          title: { en: 'Digital & Creative Agencies' },
          description: {
            en: 'Design-led agencies that need a reliable engineering team to build the websites and apps they design.',
          },
        },
        {
          icon: 'trending-up',
          title: { en: 'Marketing Agencies' },
          description: {
            en: 'SEO, PPC and content agencies that want to offer websites, landing pages and conversion optimization to their clients.',
          },
        },
        {
          icon: 'code',
          title: { en: 'Software Development Firms' },
          description: {
            en: 'Development companies that need extra capacity or specialist skills in mobile, Web3, AI or CRM/ERP.',
          },
        },
        {
          icon: 'lightbulb',
          title: { en: 'IT & Business Consultants' },
          description: {
            en: 'Consultants who advise on digital transformation and need a trusted team to implement their recommendations.',
          },
        },
        {
          icon: 'handshake',
          title: { en: 'Freelancers & Design Studios' },
          description: {
            en: 'Independent designers and small studios that want to accept larger projects without turning work away.',
          },
        },
        {
          icon: 'server',
          title: { en: 'Hosting & SaaS Providers' },
          description: {
            en: 'Hosting companies and SaaS vendors that offer setup, migration, customization or integration services to their customers.',
          },
        },
      ],
      services: [
        {
          icon: 'code',
          title: { en: 'White-Label Web Development' },
          description: {
            en: 'Custom websites, web applications, e-commerce stores and WordPress or Shopify builds delivered under your brand.',
          },
        },
        {
          icon: 'smartphone',
          title: { en: 'White-Label Mobile Apps' },
          description: {
            en: 'Native and cross-platform iOS and Android apps built with React Native, Flutter, Swift or Kotlin, including app store submission.',
          },
        },
        {
          icon: 'bot',
          title: { en: 'AI & Automation' },
          description: {
            en: 'Chatbots, AI assistants, document processing and workflow automation that you can resell as part of your own offering.',
          },
        },
        {
          icon: 'blocks',
          title: { en: 'Web3 & Blockchain' },
          description: {
            en: 'Smart contracts, NFT platforms, token dashboards and dApp front ends, audited and tested before deployment.',
          },
        },
        {
          icon: 'search',
          title: { en: 'SEO & Digital Marketing' },
          description: {
            en: 'Technical SEO, content, PPC management and reporting delivered quietly behind your agency brand.',
          },
        },
        {
          icon: 'database',
          title: { en: 'CRM & ERP Development' },
          description: {
            en: 'CRM and ERP implementation, customization and integration, including Salesforce, HubSpot, Odoo and Epicor projects.',
          },
        },
      ],
      steps: [
        {
          title: { en: 'Discovery Call & NDA' },
          description: {
            en: 'We sign a mutual NDA, learn about your agency, your clients and your delivery standards, and agree on how we will communicate.',
          },
        },
        {
          title: { en: 'Scope & Proposal' },
          description: {
            en: 'You share the project brief and we return a detailed scope, timeline and partner price, usually within two business days.',
          },
        },
        {
          title: { en: 'Team Onboarding' },
          description: {
            en: 'We assign a dedicated project manager and team, set up shared tools and channels, and align on your branding and coding standards.',
          },
        },
        {
          title: { en: 'Agile Development' },
          description: {
            en: 'We build in two-week sprints with daily stand-ups and sprint demos you can present to your client as your own work.',
          },
        },
        {
          title: { en: 'QA & Client Handover' },
          description: {
            en: 'Our QA team tests everything thoroughly, then we prepare white-label documentation and support you during client acceptance.',
          },
        },
        {
          title: { en: 'Launch & Ongoing Support' },
          description: {
            en: 'We deploy the project, cover it with our 60-day warranty and stay available for maintenance and future work under your brand.',
          },
        },
      ],
      engagementModels: [
        {
          id: 'fixed-monthly-hours',
          name: { en: 'Fixed Monthly Hours' },
          description: {
            en: 'Reserve a fixed block of development hours each month at a discounted partner rate. Use the hours across any of your client projects, from new builds to maintenance and small change requests.',
          },
          bestFor: { en: 'Agencies with a steady flow of smaller projects, updates and ongoing client maintenance.' },
          features: [
            { en: 'Prepaid hour blocks at partner rates' },
            { en: 'Hours shared across all your client projects' },
            { en: 'Monthly timesheets and usage reports' },
            { en: 'Priority scheduling for urgent requests' },
          ],
        },
        {
          id: 'fixed-cost',
          name: { en: 'Fixed Cost' },
          description: {
            en: 'A fixed price for a clearly defined scope, paid against agreed milestones. You know the full cost before work starts, which makes it easy to quote your own client with confidence.',
          },
          bestFor: { en: 'Well-defined projects that can be delivered in under six months.' },
          features: [
            { en: 'Milestone-based payments' },
            { en: 'Fixed budget agreed up front' },
            { en: 'Detailed scope and acceptance criteria' },
            { en: '60-day warranty after launch' },
          ],
        },
        {
          id: 'fixed-monthly-resource',
          name: { en: 'Fixed Monthly Resource' },
          description: {
            en: 'Add one or more dedicated developers, designers or QA engineers to your team for a fixed monthly fee. They work exclusively on your projects, follow your processes and report to your project leads.',
          },
          bestFor: { en: 'Long-term products and agencies that need full-time capacity without hiring.' },
          features: [
            { en: 'Dedicated full-time specialists' },
            { en: 'Works inside your tools and processes' },
            { en: 'Scale the team up or down monthly' },
            { en: 'Replacement guarantee if the fit is wrong' },
          ],
        },
      ],
      technicalApproach: [
        {
          icon: 'refresh',
          title: { en: 'Two-Week Sprints' },
          description: {
            en: 'Work is planned and delivered in two-week sprints, each ending with a demo and a potentially shippable increment.',
          },
        },
        {
          icon: 'clock',
          title: { en: '15-Minute Daily Stand-ups' },
          description: {
            en: 'Short daily stand-ups keep everyone aligned on progress and blockers. Your project leads are always welcome to join.',
          },
        },
        {
          icon: 'layers',
          title: { en: 'Git Version Control' },
          description: {
            en: 'All code lives in Git with feature branches and mandatory pull-request reviews. We can work in your repositories or hand ours over.',
          },
        },
        {
          icon: 'rocket',
          title: { en: 'CI/CD Pipelines' },
          description: {
            en: 'Automated build and deployment pipelines with GitHub Actions or GitLab CI ship every approved change to staging within minutes.',
          },
        },
        {
          icon: 'check',
          title: { en: 'Automated Testing' },
          description: {
            en: 'Unit, integration and end-to-end tests run on every commit, so regressions are caught before they reach your client.',
          },
        },
        {
          icon: 'server',
          title: { en: 'Cloud Infrastructure' },
          description: {
            en: 'We deploy on AWS, Google Cloud, Azure or Vercel with infrastructure as code, monitoring and automated backups.',
          },
        },
        {
          icon: 'database',
          title: { en: 'Databases' },
          description: {
            en: 'PostgreSQL, MySQL, MongoDB and Redis, designed for performance and scale, with migrations and backups under version control.',
          },
        },
      ],
      communication: [
        {
          icon: 'users',
          title: { en: 'Dedicated Project Manager' },
          description: {
            en: 'One point of contact who knows your projects inside out and keeps your team informed at every step.',
          },
        },
        {
          icon: 'message',
          title: { en: 'Shared Channels' },
          description: {
            en: 'We work in your Slack, Microsoft Teams, Jira, Asana or ClickUp, using your naming and your branding.',
          },
        },
        {
          icon: 'chart',
          title: { en: 'Weekly Status Reports' },
          description: {
            en: 'Clear weekly updates on progress, hours, risks and next steps that you can forward to your client as they are.',
          },
        },
        {
          icon: 'globe',
          title: { en: 'Time-Zone Overlap' },
          description: {
            en: 'Our Central Time schedule overlaps with North American and European working hours, and we adjust meetings to fit your day.',
          },
        },
      ],
      qaMetrics: [
        { value: '97%', label: { en: 'Client retention' } },
        { value: '92%', label: { en: 'On-time delivery' } },
        { value: '4.8/5', label: { en: 'Average partner rating' } },
        { value: '89%', label: { en: 'First-time fix rate' } },
      ],
      responseTimes: [
        { label: { en: 'Initial inquiry' }, value: { en: 'Within 4 hours' } },
        { label: { en: 'Critical bugs' }, value: { en: 'Within 4 hours' } },
        { label: { en: 'General inquiries' }, value: { en: 'Within 24 business hours' } },
      ],
      faqs: [
        {
          question: { en: 'Will my clients know that you built their project?' },
          answer: {
            en: 'No. We sign an NDA before any details are shared, never contact your clients directly unless you ask us to, and remove all of our branding from code, documentation and deliverables. Your clients only ever see your agency.',
          },
        },
        {
          question: { en: 'Who owns the code and intellectual property?' },
          answer: {
            en: 'You do. Once an invoice is paid, full ownership of the source code, designs and documentation transfers to you or your client, as you prefer. We keep no rights to reuse client-specific work.',
          },
        },
        {
          question: { en: 'How do you handle time zones?' },
          answer: {
            en: 'Our team works on Central Time, which overlaps with business hours across North America and part of the European day. We schedule stand-ups and demos in your time zone and keep all updates written in your project tools so nothing depends on being online at the same moment.',
          },
        },
        {
          question: { en: 'How does partner pricing work?' },
          answer: {
            en: 'We offer three engagement models: fixed monthly hours, fixed cost for well-defined projects under six months, and fixed monthly resources for dedicated team members. Partner rates are discounted so you can mark up our work and keep a healthy margin. Send us a brief and we will return a detailed quote.',
          },
        },
        {
          question: { en: 'Can you communicate directly with my clients if needed?' },
          answer: {
            en: 'Yes, if you want us to. Our project managers can join client calls as members of your team, using your company e-mail addresses and signatures. Most partners prefer to stay the single point of contact, and we support both approaches.',
          },
        },
        {
          question: { en: 'How quickly can you start on a new project?' },
          answer: {
            en: 'We respond to new inquiries within 4 hours and can usually start a project within one to two weeks of signing. Dedicated resources can often be onboarded even faster, depending on the skills you need.',
          },
        },
        {
          question: { en: 'What happens if there is a bug after launch?' },
          answer: {
            en: 'Every project includes a 60-day warranty after launch. Critical bugs are answered within 4 hours and fixed with top priority, and general requests are handled within 24 business hours. After the warranty you can move to a maintenance plan.',
          },
        },
        {
          question: { en: 'Which technologies do you work with?' },
          answer: {
            en: 'We work with React, Next.js, Vue, Node.js, Python, PHP and Laravel, WordPress and Shopify on the web; React Native, Flutter, Swift and Kotlin for mobile; Solidity for Web3; and Salesforce, HubSpot, Odoo and Epicor for CRM and ERP. If your client has an existing stack, we adapt to it.',
          },
        },
      ],
    },

    // ---------------------------------------------------------------- Contact
    {
      id: 'contact',
      intro: {
        en: 'Have a project in mind or a question about our services? Tell us what you are working on and we will get back to you with ideas, a realistic timeline and a transparent estimate. No obligation, no pressure.',
      },
      responseNote: {
        en: 'We reply to every message within 4 business hours. Office hours: {hours} (Central Time).',
      },
      faqs: [
        {
          question: { en: 'What happens after I send the contact form?' },
          answer: {
            en: 'A member of our team reviews your message and replies within 4 business hours. If your project is a good fit, we schedule a free 30-minute discovery call to understand your goals and then send you a proposal with scope, timeline and cost.',
          },
        },
        {
          question: { en: 'How much does a project cost?' },
          answer: {
            en: 'Costs depend on scope and complexity. Our projects range from under $5,000 for smaller websites to $25,000 and more for complex web and mobile applications. Use our pricing calculator for an instant estimate, or contact us for a detailed custom quote.',
          },
        },
        {
          question: { en: 'Do you offer a discount for veterans?' },
          answer: {
            en: 'Yes. Emberline Digital is veteran-owned, and we offer a 10% discount to veterans and active military service members on every project. Just mention your service when you contact us.',
          },
        },
        {
          question: { en: 'Can we meet in person?' },
          answer: {
            en: 'Of course. Our office is at 118 N Texas St in Emory, Texas, and we are happy to meet local clients in person by appointment. Most of our clients are outside Texas, so we also hold meetings by video call at a time that suits your time zone.',
          },
        },
      ],
    },
  ],
} satisfies SeedFile;
