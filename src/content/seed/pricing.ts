import type { SeedFile } from '..';

export default {
  pricing: [
    {
      id: 'web',
      order: 0,
      label: { en: 'Web Development' },
      description: {
        en: 'Estimate the cost of a new website or web application. Choose the type of site, then add design, functionality and extras to match your project.',
      },
      categories: [
        {
          id: 'website-type',
          name: { en: 'Website Type' },
          options: [
            {
              id: 'web-type-landing',
              label: { en: 'Landing page site (up to 5 pages)' },
              price: 3500,
              info: {
                en: 'A focused site for a product launch, campaign or new business, with a contact form and analytics.',
              },
            },
            {
              id: 'web-type-business',
              label: { en: 'Business website (up to 15 pages)' },
              price: 6500,
              info: { en: 'A complete company website with services, about, team, blog and lead capture pages.' },
            },
            {
              id: 'web-type-ecommerce',
              label: { en: 'E-commerce store' },
              price: 9500,
              info: {
                en: 'An online store with product catalog, cart, secure checkout, shipping rules and order management.',
              },
            },
            {
              id: 'web-type-webapp',
              label: { en: 'Custom web application' },
              price: 15000,
              info: {
                en: 'A portal, SaaS product or internal tool with user accounts, custom business logic and a database.',
              },
            },
          ],
        },
        {
          id: 'design',
          name: { en: 'Design' },
          options: [
            {
              id: 'web-design-template',
              label: { en: 'Premium theme customization' },
              price: 1200,
              info: { en: 'A professionally designed theme adapted to your brand colors, fonts and imagery.' },
            },
            {
              id: 'web-design-custom',
              label: { en: 'Custom UI/UX design' },
              price: 2500,
              info: {
                en: 'Wireframes and original page designs in Figma, created for your audience and reviewed with you.',
              },
            },
            {
              id: 'web-design-brand-kit',
              label: { en: 'Brand style guide and icon set' },
              price: 1500,
              info: {
                en: 'Add-on: a reusable style guide with color, typography and custom icons for consistent marketing.',
              },
            },
            {
              id: 'web-design-motion',
              label: { en: 'Motion and micro-interactions' },
              price: 1400,
              info: {
                en: 'Add-on: subtle animations and hover effects that make the site feel polished without slowing it down.',
              },
            },
          ],
        },
        {
          id: 'functionality',
          name: { en: 'Functionality' },
          options: [
            {
              id: 'web-func-cms',
              label: { en: 'Content management system' },
              price: 1500,
              info: { en: 'Edit pages, publish posts and update images yourself through an easy admin dashboard.' },
            },
            {
              id: 'web-func-booking',
              label: { en: 'Online booking and scheduling' },
              price: 1800,
              info: {
                en: 'Let customers book appointments online, synced with your calendar and with email reminders.',
              },
            },
            {
              id: 'web-func-accounts',
              label: { en: 'User accounts and member area' },
              price: 2200,
              info: { en: 'Secure sign-up, login and a private area for customers, members or partners.' },
            },
            {
              id: 'web-func-multilingual',
              label: { en: 'Multilingual support' },
              price: 1200,
              info: { en: 'Serve your content in additional languages with a language switcher and localized SEO.' },
            },
            {
              id: 'web-func-payments',
              label: { en: 'Payment gateway integration' },
              price: 1600,
              info: {
                en: 'Accept cards and digital wallets through Stripe, Square or PayPal, including invoices and receipts.',
              },
            },
          ],
        },
        {
          id: 'extras',
          name: { en: 'Extras' },
          options: [
            {
              id: 'web-extra-analytics',
              label: { en: 'Analytics and conversion tracking' },
              price: 600,
              info: { en: 'Google Analytics 4 and Tag Manager configured to track form submissions, calls and sales.' },
            },
            {
              id: 'web-extra-seo',
              label: { en: 'SEO setup and schema markup' },
              price: 800,
              info: { en: 'Keyword-mapped page titles, meta descriptions, structured data and sitemap submission.' },
            },
            {
              id: 'web-extra-migration',
              label: { en: 'Content migration and 301 redirects' },
              price: 900,
              info: {
                en: 'Move your existing pages and posts to the new site and redirect old URLs to protect your rankings.',
              },
            },
            {
              id: 'web-extra-copywriting',
              label: { en: 'Professional copywriting' },
              price: 1200,
              info: {
                en: 'Conversion-focused copy for your key pages, written by our content team after a brief interview.',
              },
            },
            {
              id: 'web-extra-integrations',
              label: { en: 'Custom API and CRM integrations' },
              price: 3000,
              info: {
                en: 'Connect your site to your CRM, ERP, email marketing or inventory system so data flows automatically.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'mobile',
      order: 1,
      label: { en: 'Mobile Apps' },
      description: {
        en: 'Estimate the cost of an iOS and Android app. Pick the type of app, the level of design and the core features your first release needs.',
      },
      categories: [
        {
          id: 'app-type',
          name: { en: 'App Type' },
          options: [
            {
              id: 'mobile-type-mvp',
              label: { en: 'MVP app on one platform' },
              price: 12000,
              info: { en: 'A focused first version on iOS or Android to validate your idea with real users.' },
            },
            {
              id: 'mobile-type-companion',
              label: { en: 'Companion app for an existing platform' },
              price: 15000,
              info: { en: 'A mobile app that connects to your existing website, store or back end through its API.' },
            },
            {
              id: 'mobile-type-cross-platform',
              label: { en: 'Cross-platform app (iOS and Android)' },
              price: 18000,
              info: { en: 'One React Native or Flutter codebase published to both the App Store and Google Play.' },
            },
            {
              id: 'mobile-type-native',
              label: { en: 'Native iOS and Android apps' },
              price: 22000,
              info: {
                en: 'Separate Swift and Kotlin apps for maximum performance and full access to device features.',
              },
            },
          ],
        },
        {
          id: 'design',
          name: { en: 'Design' },
          options: [
            {
              id: 'mobile-design-standard',
              label: { en: 'Standard UI kit design' },
              price: 1800,
              info: {
                en: 'A clean interface based on proven iOS and Material Design components, styled to your brand.',
              },
            },
            {
              id: 'mobile-design-prototype',
              label: { en: 'Interactive prototype and user testing' },
              price: 2400,
              info: { en: 'Add-on: a clickable prototype tested with five target users before development starts.' },
            },
            {
              id: 'mobile-design-custom',
              label: { en: 'Custom UI/UX design' },
              price: 3500,
              info: {
                en: 'Original screens and user flows designed around your users, with a full design system in Figma.',
              },
            },
            {
              id: 'mobile-design-premium',
              label: { en: 'Premium design with custom animations' },
              price: 4500,
              info: {
                en: 'Custom UI/UX plus illustrations, branded onboarding and fluid motion for a standout experience.',
              },
            },
          ],
        },
        {
          id: 'core-features',
          name: { en: 'Core Features' },
          options: [
            {
              id: 'mobile-feat-auth',
              label: { en: 'User accounts and social login' },
              price: 2000,
              info: { en: 'Email, Apple and Google sign-in with profiles, password reset and secure sessions.' },
            },
            {
              id: 'mobile-feat-push',
              label: { en: 'Push notifications' },
              price: 2200,
              info: {
                en: 'Targeted and scheduled notifications that bring users back, with an admin panel to send them.',
              },
            },
            {
              id: 'mobile-feat-maps',
              label: { en: 'Maps and location services' },
              price: 2500,
              info: {
                en: 'Store locators, live tracking, geofencing or route planning with Google Maps or Apple Maps.',
              },
            },
            {
              id: 'mobile-feat-chat',
              label: { en: 'Real-time chat and messaging' },
              price: 3200,
              info: { en: 'One-to-one or group chat with read receipts, media sharing and moderation tools.' },
            },
            {
              id: 'mobile-feat-payments',
              label: { en: 'In-app payments and subscriptions' },
              price: 3500,
              info: {
                en: 'Apple Pay, Google Pay and card payments, or store-compliant subscriptions and in-app purchases.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'web3',
      order: 2,
      label: { en: 'Web3' },
      description: {
        en: 'Estimate the cost of a blockchain product. Choose the type of project, the smart contracts it needs and the decentralized app front end your users will interact with.',
      },
      categories: [
        {
          id: 'project-types',
          name: { en: 'Project Types' },
          options: [
            {
              id: 'web3-type-token',
              label: { en: 'Token launch with investor dashboard' },
              price: 20000,
              info: {
                en: 'An ERC-20 token with presale or vesting logic and a dashboard for holders to track and claim tokens.',
              },
            },
            {
              id: 'web3-type-dao',
              label: { en: 'DAO governance platform' },
              price: 24000,
              info: { en: 'On-chain proposals, voting and treasury management for community-governed projects.' },
            },
            {
              id: 'web3-type-nft',
              label: { en: 'NFT marketplace' },
              price: 26000,
              info: {
                en: 'Minting, listing, bidding and royalty payouts for digital collectibles, tickets or memberships.',
              },
            },
            {
              id: 'web3-type-defi',
              label: { en: 'DeFi platform' },
              price: 30000,
              info: { en: 'Staking, swaps or lending protocols with liquidity management, rewards and risk controls.' },
            },
          ],
        },
        {
          id: 'smart-contracts',
          name: { en: 'Smart Contracts' },
          options: [
            {
              id: 'web3-sc-token',
              label: { en: 'Token contract with vesting schedules' },
              price: 6000,
              info: {
                en: 'A standards-compliant ERC-20 contract with mint, burn and time-locked vesting for teams and investors.',
              },
            },
            {
              id: 'web3-sc-nft',
              label: { en: 'NFT collection contract (ERC-721 or ERC-1155)' },
              price: 7500,
              info: { en: 'Gas-efficient minting with allowlists, reveal mechanics and on-chain royalties.' },
            },
            {
              id: 'web3-sc-audit-prep',
              label: { en: 'Test suite and audit preparation' },
              price: 8000,
              info: {
                en: 'Add-on: full unit and fuzz test coverage, static analysis and documentation for independent auditors.',
              },
            },
            {
              id: 'web3-sc-staking',
              label: { en: 'Staking and rewards contracts' },
              price: 9500,
              info: {
                en: 'Lock tokens, distribute rewards and manage pools with configurable rates and emergency controls.',
              },
            },
            {
              id: 'web3-sc-protocol',
              label: { en: 'Multi-contract protocol suite' },
              price: 12000,
              info: {
                en: 'A set of interacting contracts with upgradeable proxies, role-based access and multisig administration.',
              },
            },
          ],
        },
        {
          id: 'frontend',
          name: { en: 'Frontend' },
          options: [
            {
              id: 'web3-fe-wallet',
              label: { en: 'Wallet connection and transaction flows' },
              price: 4000,
              info: {
                en: 'MetaMask, WalletConnect and Coinbase Wallet support with clear approval and confirmation steps.',
              },
            },
            {
              id: 'web3-fe-admin',
              label: { en: 'Admin console for contract management' },
              price: 5000,
              info: {
                en: 'A secure interface for your team to pause contracts, update parameters and manage allowlists.',
              },
            },
            {
              id: 'web3-fe-dashboard',
              label: { en: 'User dashboard with live on-chain data' },
              price: 6000,
              info: {
                en: 'Balances, positions, rewards and transaction history presented in a fast, readable dashboard.',
              },
            },
            {
              id: 'web3-fe-indexing',
              label: { en: 'Subgraph indexing and analytics' },
              price: 7500,
              info: { en: 'Index contract events with The Graph for instant queries, charts and exportable reports.' },
            },
          ],
        },
      ],
    },
    {
      id: 'ai',
      order: 3,
      label: { en: 'AI Automation' },
      description: {
        en: 'Estimate the cost of an AI solution. Choose what you want to automate, whether it needs a custom or fine-tuned model, and which of your systems it should connect to.',
      },
      categories: [
        {
          id: 'solution-types',
          name: { en: 'Solution Types' },
          options: [
            {
              id: 'ai-type-chatbot',
              label: { en: 'AI customer support chatbot' },
              price: 12000,
              info: {
                en: 'A website and messaging assistant that answers questions from your knowledge base and hands off to your team.',
              },
            },
            {
              id: 'ai-type-workflow',
              label: { en: 'Workflow and document automation' },
              price: 15000,
              info: {
                en: 'Automatically extract, validate and route data from invoices, forms and emails into your systems.',
              },
            },
            {
              id: 'ai-type-knowledge',
              label: { en: 'Internal knowledge assistant' },
              price: 18000,
              info: {
                en: 'A private assistant that answers staff questions from your documents, policies and past tickets.',
              },
            },
            {
              id: 'ai-type-analytics',
              label: { en: 'Predictive analytics platform' },
              price: 22000,
              info: {
                en: 'Forecast demand, churn or lead quality from your historical data, with dashboards and alerts.',
              },
            },
          ],
        },
        {
          id: 'model-development',
          name: { en: 'Model Development' },
          options: [
            {
              id: 'ai-model-evaluation',
              label: { en: 'Prompt engineering and evaluation suite' },
              price: 10000,
              info: {
                en: 'Optimized prompts and an automated test set that measures accuracy before every change goes live.',
              },
            },
            {
              id: 'ai-model-fine-tune',
              label: { en: 'Fine-tuned language model' },
              price: 14000,
              info: {
                en: 'A language model trained on your own examples to match your terminology, tone and formats.',
              },
            },
            {
              id: 'ai-model-custom-ml',
              label: { en: 'Custom machine learning model' },
              price: 18000,
              info: {
                en: 'A classification or forecasting model built with TensorFlow or PyTorch and trained on your data.',
              },
            },
            {
              id: 'ai-model-vision',
              label: { en: 'Computer vision model' },
              price: 25000,
              info: {
                en: 'Image and video recognition for quality inspection, inventory counting or document reading.',
              },
            },
          ],
        },
        {
          id: 'integration',
          name: { en: 'Integration' },
          options: [
            {
              id: 'ai-int-crm',
              label: { en: 'CRM and help desk integration' },
              price: 7000,
              info: {
                en: 'Connect the AI to Salesforce, HubSpot or Zendesk to read context and log every interaction.',
              },
            },
            {
              id: 'ai-int-api',
              label: { en: 'Custom API and webhook layer' },
              price: 8000,
              info: { en: 'A secure API so your website, apps and internal tools can all use the same AI service.' },
            },
            {
              id: 'ai-int-erp',
              label: { en: 'ERP and database integration' },
              price: 9500,
              info: { en: 'Read and write data in your ERP, accounting system or database with full audit logging.' },
            },
            {
              id: 'ai-int-monitoring',
              label: { en: 'Monitoring and human review dashboard' },
              price: 12000,
              info: {
                en: 'Track accuracy, usage and cost per task, and review or correct AI decisions before they are final.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'maintenance',
      order: 4,
      label: { en: 'Maintenance' },
      description: {
        en: 'Build a monthly care plan for your website or app. Combine hosting, support, content updates and enhancement hours, and switch to annual billing to save.',
      },
      categories: [
        {
          id: 'basic',
          name: { en: 'Basic Care' },
          options: [
            {
              id: 'maint-basic-hosting',
              label: { en: 'Managed hosting and SSL' },
              price: 100,
              info: { en: 'Fast, secure cloud hosting with SSL certificates, CDN and server management included.' },
            },
            {
              id: 'maint-basic-backups',
              label: { en: 'Daily backups and uptime monitoring' },
              price: 120,
              info: { en: 'Automatic off-site backups every day and instant alerts if your site goes down.' },
            },
            {
              id: 'maint-basic-updates',
              label: { en: 'Software and dependency updates' },
              price: 150,
              info: { en: 'Monthly updates of frameworks, plugins and libraries, tested on staging before release.' },
            },
            {
              id: 'maint-basic-security',
              label: { en: 'Security scanning and firewall' },
              price: 250,
              info: {
                en: 'Continuous vulnerability scanning, a web application firewall and malware cleanup if needed.',
              },
            },
          ],
        },
        {
          id: 'support',
          name: { en: 'Support' },
          options: [
            {
              id: 'maint-support-standard',
              label: { en: 'Standard support' },
              price: 300,
              info: {
                en: 'Email and ticket support during business hours, with general inquiries answered within 24 business hours.',
              },
            },
            {
              id: 'maint-support-priority',
              label: { en: 'Priority support' },
              price: 550,
              info: { en: 'A dedicated account manager and critical bugs addressed within 4 hours.' },
            },
            {
              id: 'maint-support-24-7',
              label: { en: '24/7 emergency support' },
              price: 800,
              info: { en: 'Round-the-clock on-call engineers for outages and critical issues, every day of the year.' },
            },
          ],
        },
        {
          id: 'content',
          name: { en: 'Content' },
          options: [
            {
              id: 'maint-content-updates',
              label: { en: 'Content updates (up to 10 per month)' },
              price: 250,
              info: { en: 'Text, image, pricing and product changes made for you, usually within two business days.' },
            },
            {
              id: 'maint-content-media',
              label: { en: 'Image and media refresh' },
              price: 300,
              info: { en: 'New optimized photos, banners and graphics each month to keep your site current.' },
            },
            {
              id: 'maint-content-blog',
              label: { en: 'Two SEO blog posts per month' },
              price: 400,
              info: { en: 'Researched, keyword-targeted articles written, formatted and published on your site.' },
            },
          ],
        },
        {
          id: 'enhancements',
          name: { en: 'Enhancements' },
          options: [
            {
              id: 'maint-enh-hours-5',
              label: { en: '5 development hours per month' },
              price: 300,
              info: { en: 'Small new features, layout changes or integrations, prioritized with you each month.' },
            },
            {
              id: 'maint-enh-performance',
              label: { en: 'Quarterly performance and SEO tune-up' },
              price: 350,
              info: { en: 'Regular Core Web Vitals, accessibility and technical SEO checks with fixes applied.' },
            },
            {
              id: 'maint-enh-hours-10',
              label: { en: '10 development hours per month' },
              price: 600,
              info: {
                en: 'A larger monthly block for continuous improvements; combine with the 5-hour block for 15 hours.',
              },
            },
          ],
        },
      ],
    },
    {
      id: 'marketing',
      order: 5,
      label: { en: 'Digital Marketing' },
      description: {
        en: 'Build a monthly marketing program across SEO, paid ads, content and analytics. One-time setup items are charged once; ad spend is paid directly to the ad platforms.',
      },
      categories: [
        {
          id: 'seo',
          name: { en: 'SEO' },
          options: [
            {
              id: 'mkt-seo-audit',
              label: { en: 'Technical SEO audit' },
              price: 600,
              info: {
                en: 'A one-time crawl of your site with a prioritized list of technical, content and backlink fixes.',
              },
              oneTime: true,
            },
            {
              id: 'mkt-seo-local',
              label: { en: 'Local SEO and Google Business Profile' },
              price: 500,
              info: {
                en: 'Profile optimization, local citations, review generation and map pack tracking for your service area.',
              },
            },
            {
              id: 'mkt-seo-growth',
              label: { en: 'Ongoing SEO (up to 20 keywords)' },
              price: 900,
              info: {
                en: 'Monthly on-page optimization, internal linking and rank tracking for your priority keywords.',
              },
            },
            {
              id: 'mkt-seo-advanced',
              label: { en: 'Advanced SEO with link building (up to 50 keywords)' },
              price: 1500,
              info: {
                en: 'A broader keyword program with digital PR and high-quality backlinks for competitive markets.',
              },
            },
          ],
        },
        {
          id: 'ppc',
          name: { en: 'PPC' },
          options: [
            {
              id: 'mkt-ppc-setup',
              label: { en: 'Campaign setup and conversion tracking' },
              price: 800,
              info: {
                en: 'One-time account structure, keyword research, ad copy and conversion tracking before launch.',
              },
              oneTime: true,
            },
            {
              id: 'mkt-ppc-remarketing',
              label: { en: 'Remarketing campaigns' },
              price: 450,
              info: { en: 'Display and social ads that bring back visitors who left without converting.' },
            },
            {
              id: 'mkt-ppc-social',
              label: { en: 'Meta and LinkedIn Ads management' },
              price: 700,
              info: {
                en: 'Audience targeting, creative testing and budget management on social platforms. Ad spend is separate.',
              },
            },
            {
              id: 'mkt-ppc-google',
              label: { en: 'Google Ads management' },
              price: 750,
              info: {
                en: 'Search, Performance Max and shopping campaigns optimized weekly. Ad spend is billed by Google.',
              },
            },
          ],
        },
        {
          id: 'content',
          name: { en: 'Content' },
          options: [
            {
              id: 'mkt-content-strategy',
              label: { en: 'Content strategy and editorial calendar' },
              price: 700,
              info: { en: 'One-time topic research, audience personas and a 90-day publishing calendar.' },
              oneTime: true,
            },
            {
              id: 'mkt-content-email',
              label: { en: 'Email newsletter campaigns' },
              price: 500,
              info: { en: 'Two designed newsletters per month with list segmentation and performance reporting.' },
            },
            {
              id: 'mkt-content-social',
              label: { en: 'Social media content and scheduling' },
              price: 600,
              info: { en: 'Twelve branded posts per month written, designed and scheduled across your channels.' },
            },
            {
              id: 'mkt-content-blog',
              label: { en: 'Four SEO blog posts per month' },
              price: 800,
              info: { en: 'Long-form, keyword-targeted articles that build authority and bring in organic traffic.' },
            },
          ],
        },
        {
          id: 'analytics',
          name: { en: 'Analytics' },
          options: [
            {
              id: 'mkt-analytics-setup',
              label: { en: 'GA4 and Tag Manager setup' },
              price: 650,
              info: { en: 'One-time configuration of Google Analytics 4, Tag Manager and conversion events.' },
              oneTime: true,
            },
            {
              id: 'mkt-analytics-reporting',
              label: { en: 'Monthly dashboard and review call' },
              price: 400,
              info: { en: 'A live Looker Studio dashboard and a monthly call covering results, spend and next steps.' },
            },
            {
              id: 'mkt-analytics-heatmaps',
              label: { en: 'Heatmap and session recording analysis' },
              price: 450,
              info: { en: 'Monthly insights from Hotjar recordings showing where visitors hesitate and drop off.' },
            },
            {
              id: 'mkt-analytics-cro',
              label: { en: 'Conversion rate optimization and A/B testing' },
              price: 1200,
              info: { en: 'Continuous landing page experiments that turn more of your existing traffic into leads.' },
            },
          ],
        },
      ],
    },
    {
      id: 'erp',
      order: 6,
      label: { en: 'CRM/ERP' },
      description: {
        en: 'Estimate the cost of a CRM or ERP system. Choose the core modules your business runs on, then add integrations and advanced capabilities.',
      },
      categories: [
        {
          id: 'core-modules',
          name: { en: 'Core Modules' },
          options: [
            {
              id: 'erp-core-crm',
              label: { en: 'CRM and sales pipeline' },
              price: 4500,
              info: {
                en: 'Leads, contacts, deals and quotes in one pipeline, with follow-up reminders and sales reports.',
              },
            },
            {
              id: 'erp-core-hr',
              label: { en: 'HR and employee management' },
              price: 5000,
              info: { en: 'Employee records, time off, attendance and onboarding workflows in one place.' },
            },
            {
              id: 'erp-core-accounting',
              label: { en: 'Accounting and invoicing' },
              price: 5500,
              info: { en: 'Invoices, payments, expenses and financial reports, with bank feeds and tax settings.' },
            },
            {
              id: 'erp-core-inventory',
              label: { en: 'Inventory and warehouse management' },
              price: 6500,
              info: {
                en: 'Real-time stock levels across locations, barcode scanning, reorder rules and purchase orders.',
              },
            },
            {
              id: 'erp-core-manufacturing',
              label: { en: 'Manufacturing and bills of materials' },
              price: 7500,
              info: { en: 'Production orders, bills of materials, work centers and cost tracking for manufacturers.' },
            },
          ],
        },
        {
          id: 'additional',
          name: { en: 'Additional Modules' },
          options: [
            {
              id: 'erp-add-migration',
              label: { en: 'Data migration from legacy systems' },
              price: 3500,
              info: {
                en: 'Clean and import customers, products and historical transactions from spreadsheets or old software.',
              },
            },
            {
              id: 'erp-add-pos',
              label: { en: 'Point of sale' },
              price: 4000,
              info: {
                en: 'In-store checkout synced with inventory and accounting, with support for card readers and receipts.',
              },
            },
            {
              id: 'erp-add-ecommerce',
              label: { en: 'E-commerce store integration' },
              price: 5000,
              info: { en: 'Two-way sync of products, orders and stock with Shopify, WooCommerce or a custom store.' },
            },
            {
              id: 'erp-add-portal',
              label: { en: 'Customer and vendor portal' },
              price: 6000,
              info: {
                en: 'Let customers and suppliers view orders, invoices and documents through a secure self-service portal.',
              },
            },
            {
              id: 'erp-add-mobile',
              label: { en: 'Mobile app for field teams' },
              price: 8000,
              info: {
                en: 'An iOS and Android app for technicians or sales reps to manage jobs, orders and signatures on site.',
              },
            },
          ],
        },
        {
          id: 'advanced',
          name: { en: 'Advanced Features' },
          options: [
            {
              id: 'erp-adv-automation',
              label: { en: 'Workflow automation and approvals' },
              price: 3800,
              info: {
                en: 'Automatic routing, approval chains and notifications for purchases, discounts and expenses.',
              },
            },
            {
              id: 'erp-adv-bi',
              label: { en: 'Business intelligence dashboards' },
              price: 4500,
              info: { en: 'Role-based Power BI or built-in dashboards for sales, cash flow, margins and stock.' },
            },
            {
              id: 'erp-adv-multi-company',
              label: { en: 'Multi-company and multi-currency setup' },
              price: 5200,
              info: { en: 'Manage several entities, currencies and inter-company transactions from a single system.' },
            },
            {
              id: 'erp-adv-forecasting',
              label: { en: 'AI demand forecasting' },
              price: 6500,
              info: {
                en: 'Predict demand from sales history and seasonality to optimize purchasing and stock levels.',
              },
            },
          ],
        },
      ],
    },
  ],
} satisfies SeedFile;
