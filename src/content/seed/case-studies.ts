import type { SeedFile } from '..';

/**
 * Case studies (spec 000 §2.8, §3.8; spec 001 "Case study detail", §3 Case study) and their SEO entries.
 * The public list shows web-development, mobile-app and crm-erp; the admin tabs also need web3,
 * ai-automation and seo-digital-marketing, so each of those has one case study.
 */
export default {
  caseStudies: [
    {
      id: 'stock-analysis',
      title: { en: 'AI-Powered Stock and Market Analysis Platform' },
      category: 'web-development',
      description: {
        en: 'We built an AI research platform that screens 6,000+ US equities overnight, summarizes earnings calls and flags unusual market activity for a boutique investment research firm. Analysts now start each day with a ranked, explainable watchlist instead of a pile of spreadsheets.',
      },
      client: 'Northvale Capital Research',
      industry: { en: 'Financial Services' },
      year: 2024,
      duration: { en: '7 months' },
      image: '/images/case-studies/stock-analysis.webp',
      challenge: {
        en: "Northvale's six-person research desk covered more than 6,000 US-listed companies with a patchwork of spreadsheets, brokerage terminals and manual note-taking. Each analyst spent roughly three hours a day pulling price data, reading filings and listening to earnings calls before any real analysis could begin, and coverage of small caps was thin.\n\nThe firm wanted machine learning to do the heavy lifting, but compliance would not accept a black box. Every signal had to be traceable to its source data, reproducible on demand and clearly separated from the analysts' own recommendations sent to subscribers.",
      },
      analysis: {
        en: '<p>We started with a two-week discovery sprint, shadowing analysts and mapping every data source they touched. Three findings shaped the build:</p><ul><li><strong>Data preparation, not modeling, was the bottleneck.</strong> About 70% of analyst time went into collecting and cleaning data.</li><li><strong>Earnings calls were under-used.</strong> Analysts could only listen to about 15% of the calls relevant to their coverage.</li><li><strong>Explainability was non-negotiable.</strong> Compliance required a full audit trail from each score back to raw inputs.</li></ul><h3>Our approach</h3><p>We designed a pipeline that separates <em>ingestion</em>, <em>feature engineering</em> and <em>scoring</em>, with every model version and dataset snapshot stored so any historical score can be regenerated exactly.</p>',
      },
      solution: {
        en: 'We delivered a cloud platform that ingests market data, SEC filings and earnings-call transcripts every night, stores them in a time-series database and runs an ensemble of gradient-boosted and transformer models to score momentum, earnings quality and sentiment for every covered ticker. A language-model layer produces short, cited summaries of each earnings call and 10-Q, linking every sentence to the passage it came from.\n\nAnalysts work in a React dashboard with configurable screens, anomaly alerts and a one-click audit view that shows the data, features and model version behind each score. The system runs on AWS with automated retraining, drift monitoring and role-based access for research and compliance staff.',
      },
      features: [
        { en: 'Nightly ingestion of prices, fundamentals, SEC filings and earnings-call transcripts' },
        { en: 'Explainable ranking models with feature-level score breakdowns' },
        { en: 'Earnings-call and filing summaries with sentence-level source citations' },
        { en: 'Unusual volume, price and options activity alerts by email and Slack' },
        { en: 'Custom screens and watchlists shared across the research team' },
        { en: 'Compliance audit view that reproduces any historical score' },
        { en: 'Automated model retraining with data-drift monitoring' },
      ],
      results: {
        en: "Within the first quarter after launch, daily data-preparation time per analyst fell from about three hours to 40 minutes, and the desk expanded active coverage from 1,100 to 3,400 companies without new hires. Analysts now review summaries of 100% of relevant earnings calls, and back-tests of the ranking model showed a 58% improvement in hit rate over the firm's previous rules-based screen. Subscriber renewals rose 22% in the following year.",
      },
      kpis: [
        { icon: 'clock', value: '78%', label: { en: 'less time spent on data preparation' } },
        { icon: 'chart', value: '3.1x', label: { en: 'more companies under active coverage' } },
        { icon: 'target', value: '58%', label: { en: 'higher screening hit rate in back-tests' } },
        { icon: 'trending-up', value: '22%', label: { en: 'increase in subscriber renewals' } },
      ],
      services: [{ en: 'AI & Automation' }, { en: 'Web Development' }, { en: 'Cloud Infrastructure' }],
      technologies: ['Python', 'PyTorch', 'FastAPI', 'TimescaleDB', 'React', 'Redis', 'Apache Airflow', 'AWS'],
      gallery: [
        '/images/case-studies/stock-analysis-g1.webp',
        '/images/case-studies/stock-analysis-g2.webp',
        '/images/case-studies/stock-analysis-g3.webp',
      ],
      relatedCaseStudies: ['smart-emr', 'crm-erp-1', 'hiring-platform'],
      testimonial: {
        quote: {
          en: 'Emberline understood that our compliance team mattered as much as our analysts. The platform gives us real leverage, and every number on the screen can be traced back to its source. We cover three times the market with the same team.',
        },
        author: 'Daniel Whitaker',
        title: { en: 'Director of Research, Northvale Capital Research' },
      },
    },
    {
      id: 'home-health-care',
      title: { en: 'Home Health Care Scheduling and Family Portal' },
      category: 'web-development',
      description: {
        en: 'We replaced paper schedules and phone tag with a web platform that matches caregivers to patient visits, verifies every visit electronically and keeps families informed. The agency now schedules 2,400 visits a week across four counties with fewer missed appointments and faster billing.',
      },
      client: 'CareBridge Home Health',
      industry: { en: 'Healthcare' },
      year: 2023,
      duration: { en: '5 months' },
      image: '/images/case-studies/home-health-care.webp',
      challenge: {
        en: 'CareBridge coordinated more than 180 caregivers and 600 patients with whiteboards, spreadsheets and a shared phone line. Schedulers spent most of the day reshuffling visits when a caregiver called in sick, and about 6% of visits were missed or late each month, a serious problem for patients who depend on daily medication and mobility support.\n\nState Medicaid rules also required electronic visit verification (EVV) for personal care services, and families kept calling the office to ask when their caregiver would arrive. The agency needed a system that was HIPAA compliant, simple enough for caregivers on older phones and quick to roll out before the EVV deadline.',
      },
      analysis: {
        en: '<p>We interviewed schedulers, caregivers and family members and reviewed three months of visit logs. The data pointed to a few clear causes:</p><ul><li><strong>Last-minute call-outs</strong> caused 64% of missed visits, and finding a replacement took an average of 52 minutes.</li><li><strong>Travel time was ignored</strong> when building schedules, so caregivers regularly ran late on their second and third visits.</li><li><strong>Families had no visibility</strong>, which generated roughly 300 status calls a week.</li></ul><h3>Priorities</h3><p>We focused the first release on smart scheduling and EVV, then added the family portal and billing exports in a second phase, keeping every screen usable on a five-year-old Android phone.</p>',
      },
      solution: {
        en: 'We built a HIPAA-compliant web platform with three experiences: a scheduling console for the office, a mobile-first caregiver app and a secure family portal. The scheduler suggests the best available caregiver for each open visit based on skills, certifications, patient preferences and real drive times, and it fills call-outs by texting qualified caregivers in order of proximity.\n\nCaregivers clock in and out with GPS-verified EVV, complete care checklists and add notes that flow straight into the patient record. Families see upcoming visits, arrival notifications and visit summaries, while billing staff export verified visits to the Medicaid aggregator and the agency billing system in one step.',
      },
      features: [
        { en: 'Skill- and distance-aware scheduling with drag-and-drop adjustments' },
        { en: 'Automated call-out coverage via SMS to qualified, nearby caregivers' },
        { en: 'GPS-verified electronic visit verification (EVV) for Medicaid compliance' },
        { en: 'Digital care-plan checklists and visit notes' },
        { en: 'Secure family portal with arrival alerts and visit summaries' },
        { en: 'One-click export of verified visits for billing' },
      ],
      results: {
        en: 'Six months after launch, missed and late visits dropped from 6% to 1.4% of scheduled visits, and the average time to fill a call-out fell from 52 minutes to 11. Family status calls to the office decreased by 71%, and billing cycles shortened from 21 days to 9 because verified visits no longer needed manual reconciliation. CareBridge passed its state EVV audit on the first attempt and grew weekly visit volume by 35% without adding schedulers.',
      },
      kpis: [
        { icon: 'check', value: '77%', label: { en: 'fewer missed or late visits' } },
        { icon: 'clock', value: { en: '11 min' }, label: { en: 'average time to cover a caregiver call-out' } },
        { icon: 'message', value: '71%', label: { en: 'fewer family status calls' } },
        { icon: 'dollar', value: '57%', label: { en: 'shorter billing cycle' } },
      ],
      services: [{ en: 'Web Development' }, { en: 'UI/UX Design' }, { en: 'Cloud Infrastructure' }],
      technologies: ['Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'Twilio', 'Google Maps Platform', 'AWS'],
      gallery: ['/images/case-studies/home-health-care-g1.webp', '/images/case-studies/home-health-care-g2.webp'],
      relatedCaseStudies: ['smart-emr', 'm2', 'non-profit-organization'],
      testimonial: {
        quote: {
          en: 'Our schedulers used to spend their mornings putting out fires. Now the system covers most call-outs before we even see them, and families finally know when their caregiver is on the way. Emberline delivered ahead of our EVV deadline.',
        },
        author: 'Monica Alvarez',
        title: { en: 'Chief Operating Officer, CareBridge Home Health' },
      },
    },
    {
      id: 'smart-emr',
      title: { en: 'SmartEMR: Cloud Electronic Medical Records for a Multi-Clinic Practice' },
      category: 'web-development',
      description: {
        en: 'We designed and built a cloud electronic medical records system for a five-clinic family medicine group, replacing an aging on-premise EMR. Physicians now finish documentation faster, and patient data moves securely between clinics, labs and pharmacies.',
      },
      client: 'Pinecrest Family Medicine Group',
      industry: { en: 'Healthcare' },
      year: 2024,
      duration: { en: '9 months' },
      image: '/images/case-studies/smart-emr.webp',
      challenge: {
        en: "Pinecrest's 42 providers were working in a 15-year-old on-premise EMR that ran separately at each of its five clinics. Charts could not be shared between locations without faxing, the system crashed several times a month, and physicians were spending an average of two hours every evening finishing notes at home.\n\nThe group also faced new interoperability requirements and wanted patients to book appointments, see lab results and message their care team online. Any replacement had to be HIPAA compliant, migrate 14 years of records without data loss and go live without shutting down a single clinic day.",
      },
      analysis: {
        en: '<p>Before writing code, we observed 30 patient visits across three clinics and timed every documentation step. The most important findings:</p><ul><li><strong>Note templates were one-size-fits-all</strong>, forcing providers to click through sections irrelevant to the visit type.</li><li><strong>Lab results arrived as PDFs</strong> and were re-typed into charts by medical assistants.</li><li><strong>Duplicate patient records</strong> existed for roughly 8% of patients seen at more than one location.</li></ul><h3>Migration strategy</h3><p>We chose a phased rollout, one clinic at a time, with a <em>read-only bridge</em> to the legacy system so providers could always see historical data during the transition.</p>',
      },
      solution: {
        en: 'We built SmartEMR as a single cloud platform shared by all five clinics, with visit-type templates, reusable smart phrases and structured problem lists that cut clicks for common visits. Labs, e-prescribing and referrals connect through HL7 FHIR interfaces, so results land directly in the chart and are flagged for review.\n\nA patient portal handles online booking, intake forms, secure messaging and results. We migrated 14 years of records with automated duplicate matching and clinician review, and rolled out clinic by clinic with on-site support during each go-live week.',
      },
      features: [
        { en: 'Unified patient chart shared securely across all clinic locations' },
        { en: 'Visit-type documentation templates with smart phrases' },
        { en: 'HL7 FHIR integrations for labs, e-prescribing and referrals' },
        { en: 'Patient portal with online booking, intake forms and secure messaging' },
        { en: 'Role-based access control with a complete audit log' },
        { en: 'Automated duplicate-record detection during migration' },
        { en: 'Clinical dashboards for preventive-care gaps' },
      ],
      results: {
        en: 'After full rollout, average documentation time per visit fell from 16 minutes to 9, and after-hours charting dropped by 62%. Lab results now reach the chart in minutes instead of one to two days, 1.9 million records were migrated with zero data loss, and duplicate charts were reduced to under 0.3%. Within a year, 58% of patients were using the portal, and the system has maintained 99.95% uptime since launch.',
      },
      kpis: [
        { icon: 'clock', value: '44%', label: { en: 'less documentation time per visit' } },
        { icon: 'heart', value: '62%', label: { en: 'reduction in after-hours charting' } },
        { icon: 'users', value: '58%', label: { en: 'of patients active on the portal' } },
        { icon: 'server', value: '99.95%', label: { en: 'platform uptime since launch' } },
      ],
      services: [
        { en: 'Web Development' },
        { en: 'UI/UX Design' },
        { en: 'Data Migration' },
        { en: 'Support & Maintenance' },
      ],
      technologies: ['React', 'TypeScript', 'ASP.NET Core', 'PostgreSQL', 'HL7 FHIR', 'Microsoft Azure', 'Redis'],
      gallery: [
        '/images/case-studies/smart-emr-g1.webp',
        '/images/case-studies/smart-emr-g2.webp',
        '/images/case-studies/smart-emr-g3.webp',
      ],
      relatedCaseStudies: ['home-health-care', 'hiring-platform', 'crm-erp-2'],
      testimonial: {
        quote: {
          en: 'Switching EMRs is the project every practice dreads. Emberline made it calm. They learned how our clinics actually work, moved every record safely, and our physicians are getting home for dinner again.',
        },
        author: 'Dr. Rachel Simmons',
        title: { en: 'Medical Director, Pinecrest Family Medicine Group' },
      },
    },
    {
      id: 'non-profit-organization',
      title: { en: 'Donation and Volunteer Platform for a Regional Food Bank' },
      category: 'web-development',
      description: {
        en: 'We rebuilt the website of a regional food bank as a fast, accessible platform for online giving, volunteer sign-ups and food-assistance lookups. Online donations and volunteer hours both grew sharply in the first year.',
      },
      client: 'Red River Community Food Network',
      industry: { en: 'Non-Profit' },
      year: 2023,
      duration: { en: '3 months' },
      image: '/images/case-studies/non-profit-organization.webp',
      challenge: {
        en: 'The food network serves 38 partner pantries across northeast Texas, but its website was slow, hard to use on phones and disconnected from its donor database. Online donations required a six-step form on a third-party page, and volunteer shifts were coordinated through email threads and a shared spreadsheet.\n\nFamilies looking for help often could not find the nearest pantry or its hours, and the small staff had no time to keep information current. The organization needed a site its team could update without a developer, built on a nonprofit budget and launched before the holiday giving season.',
      },
      solution: {
        en: 'We designed and built a mobile-first website with a two-step donation flow supporting one-time and monthly gifts, Apple Pay, Google Pay and donor-covered fees, all synced to the donor CRM. A volunteer portal lets people browse shifts by location and date, sign up, receive reminders and log hours automatically.\n\nA searchable pantry map shows every partner location with hours, services and directions, and partner pantries update their own listings through a simple form. Staff manage pages, campaigns and news in a headless CMS, and the site meets WCAG 2.1 AA accessibility guidelines.',
      },
      features: [
        { en: 'Two-step donation flow with recurring gifts and digital wallets' },
        { en: 'Volunteer shift calendar with sign-ups, reminders and hour tracking' },
        { en: 'Searchable pantry map with hours, services and directions' },
        { en: 'Self-service listing updates for partner pantries' },
        { en: 'Campaign landing pages with live fundraising progress' },
        { en: 'WCAG 2.1 AA accessible design in English and Spanish' },
      ],
      results: {
        en: 'In the first 12 months, online donations grew 146% to $612,000, with recurring monthly donors rising from 90 to 410. The donation form conversion rate climbed from 11% to 34%, volunteer hours increased 52% as shift sign-ups moved online, and pantry-finder searches reached more than 9,000 a month. Mobile page load times dropped from 6.8 seconds to 1.4 seconds.',
      },
      kpis: [
        { icon: 'heart', value: '146%', label: { en: 'growth in online donations' } },
        { icon: 'users', value: '52%', label: { en: 'more volunteer hours logged' } },
        { icon: 'target', value: '3.1x', label: { en: 'higher donation form conversion' } },
        { icon: 'zap', value: '1.4s', label: { en: 'mobile page load time' } },
      ],
      services: [{ en: 'Web Development' }, { en: 'UI/UX Design' }, { en: 'Digital Marketing' }],
      technologies: ['Next.js', 'TypeScript', 'Sanity', 'Stripe', 'Mapbox', 'Mailchimp', 'Vercel'],
      gallery: [
        '/images/case-studies/non-profit-organization-g1.webp',
        '/images/case-studies/non-profit-organization-g2.webp',
      ],
      relatedCaseStudies: ['home-health-care', 'hiring-platform', 'm1'],
      testimonial: {
        quote: {
          en: 'We are a small team, and Emberline built something we can actually run ourselves. Our holiday campaign raised more online than the entire previous year, and volunteers tell us signing up is finally easy.',
        },
        author: 'Grace Holloway',
        title: { en: 'Executive Director, Red River Community Food Network' },
      },
    },
    {
      id: 'community-supported-agriculture',
      title: { en: 'Tokenized Farm-Share Memberships for a Growers Cooperative' },
      category: 'web-development',
      description: {
        en: 'We built a blockchain-based membership platform that turns seasonal farm shares into transferable digital memberships for a cooperative of family farms. Members pay once, redeem weekly boxes with a phone and can resell unused shares instead of losing them.',
      },
      client: 'Sulphur Bluff Growers Cooperative',
      industry: { en: 'Agriculture' },
      year: 2024,
      duration: { en: '6 months' },
      image: '/images/case-studies/community-supported-agriculture.webp',
      challenge: {
        en: 'The cooperative of 14 family farms sold community-supported agriculture (CSA) shares each spring through paper forms and checks. Members who moved or traveled simply lost the rest of their season, refund requests ate into thin margins, and about 30% of members did not renew the following year.\n\nThe farms also wanted to offer partial shares and pre-sell next season earlier to fund seed and equipment purchases, but their bookkeeping could not track who owned which share, how many pickups were left or who had transferred a share to a neighbor.',
      },
      analysis: {
        en: '<p>We evaluated whether a blockchain was actually the right tool. It earned its place for three reasons:</p><ul><li><strong>Transferable ownership:</strong> members needed to resell or gift shares without the co-op handling every transfer.</li><li><strong>Transparent supply:</strong> a fixed, publicly verifiable number of shares per farm built trust with members.</li><li><strong>Programmable rules:</strong> resale price caps and a royalty back to the farm could be enforced automatically.</li></ul><h3>Keeping it simple for members</h3><p>Most members had never used a crypto wallet, so we chose a low-fee network and <em>embedded wallets with email sign-in</em>, and accepted card payments. Members never have to buy cryptocurrency.</p>',
      },
      solution: {
        en: 'We issued each season share as a token on Polygon using audited OpenZeppelin contracts, with metadata for the farm, share size and remaining pickups. Members buy shares by card through a web app, receive an embedded wallet tied to their email and redeem weekly pickups by showing a QR code that farm staff scan with a tablet.\n\nA built-in marketplace lets members resell or gift unused shares, with a price cap at the original cost and a 5% royalty that returns to the farm. The co-op gets a dashboard of sales, redemptions and transfers, and early-bird presales for next season are now sold directly to existing members.',
      },
      features: [
        { en: 'Season shares issued as tokens on Polygon with audited smart contracts' },
        { en: 'Card checkout and email-based embedded wallets with no crypto required' },
        { en: 'QR-code pickup redemption for farm staff on tablets' },
        { en: 'Member marketplace with price caps and farm royalties on resale' },
        { en: 'Half, full and family share options per farm' },
        { en: 'Cooperative dashboard for sales, redemptions and transfers' },
      ],
      results: {
        en: 'In its first season the platform sold 1,150 shares, 38% more than the previous paper-based year, and presales for the following season brought in $186,000 four months earlier than usual. Member renewal rose from 70% to 88%, 212 shares changed hands through the marketplace instead of going unused, and refund requests fell by 91%. Average gas cost per transaction stayed under one cent.',
      },
      kpis: [
        { icon: 'trending-up', value: '38%', label: { en: 'more shares sold in the first season' } },
        { icon: 'refresh', value: '88%', label: { en: 'member renewal rate' } },
        { icon: 'dollar', value: '$186K', label: { en: 'raised through early-bird presales' } },
        { icon: 'handshake', value: '212', label: { en: 'shares resold or gifted between members' } },
      ],
      services: [{ en: 'Web3 & Blockchain' }, { en: 'Smart Contract Development' }, { en: 'Web Development' }],
      technologies: ['Solidity', 'Polygon', 'Hardhat', 'OpenZeppelin', 'ethers.js', 'Next.js', 'The Graph', 'Stripe'],
      gallery: [
        '/images/case-studies/community-supported-agriculture-g1.webp',
        '/images/case-studies/community-supported-agriculture-g2.webp',
      ],
      relatedCaseStudies: ['non-profit-organization', 'm1', 'crm-erp-1'],
      testimonial: {
        quote: {
          en: 'I was skeptical about anything blockchain, but our members never even notice it. They buy a share, scan a code at pickup and pass it along if they go on vacation. We funded our spring planting with presales for the first time.',
        },
        author: 'Caleb Jennings',
        title: { en: 'Board Chair, Sulphur Bluff Growers Cooperative' },
      },
    },
    {
      id: 'epicor-ecommerce',
      title: { en: 'B2B E-Commerce and Search Growth on Epicor ERP' },
      category: 'web-development',
      description: {
        en: 'We launched a B2B storefront connected in real time to Epicor Kinetic ERP and built the SEO and digital marketing program that made it a growth channel. Organic traffic and online orders grew steadily while the sales team stopped keying phone orders.',
      },
      client: 'Lone Star Industrial Supply',
      industry: { en: 'Industrial Distribution' },
      year: 2023,
      duration: { en: '8 months' },
      image: '/images/case-studies/epicor-ecommerce.webp',
      challenge: {
        en: 'Lone Star Industrial Supply stocks more than 42,000 fasteners, fittings and MRO parts, but customers could only order by phone, email or fax. Inside sales reps spent much of their day re-keying orders into Epicor, and the company website was a brochure that ranked for little beyond its own name.\n\nCompetitors with online catalogs were winning new accounts through search. The company needed customer-specific pricing, real-time stock and order history online, all pulled directly from Epicor, plus a marketing plan to get thousands of product pages found by engineers and purchasing managers.',
      },
      analysis: {
        en: '<p>Our technical and search audit looked at the ERP data, the existing site and the competitive landscape:</p><ul><li><strong>Product data was thin.</strong> Most items in Epicor had only a part number and a short description, which gave search engines nothing to index.</li><li><strong>Search demand was real.</strong> We found about 180,000 monthly searches for part types and specifications the company already stocked.</li><li><strong>Pricing was complex.</strong> Over 1,300 customer-specific price lists had to display correctly after login.</li></ul><h3>Plan</h3><p>We paired the storefront build with a <em>product-data enrichment</em> program and a technical SEO foundation, then layered on paid search and email once the catalog was indexable.</p>',
      },
      solution: {
        en: 'We built a headless storefront integrated with Epicor Kinetic through its REST API, syncing inventory every five minutes and showing each customer their own contract pricing, quotes, invoices and order history. Orders flow straight into Epicor as sales orders, and punchout support lets larger accounts buy from their procurement systems.\n\nOn the marketing side, we enriched 42,000 product pages with specifications, structured data and category copy, fixed crawl and indexing issues, and built category landing pages around the highest-value search terms. Google Ads shopping campaigns, reorder reminder emails and GA4 ecommerce tracking closed the loop between marketing spend and ERP revenue.',
      },
      features: [
        { en: 'Real-time Epicor Kinetic integration for stock, pricing and orders' },
        { en: 'Customer-specific pricing, quotes and order history after login' },
        { en: 'Faceted product search across 42,000 SKUs' },
        { en: 'Product schema markup, XML sitemaps and optimized category pages' },
        { en: 'Google Ads shopping campaigns fed from ERP product data' },
        { en: 'Automated reorder reminder and abandoned-cart emails' },
        { en: 'GA4 ecommerce tracking tied to ERP revenue' },
      ],
      results: {
        en: 'Twelve months after launch, organic search traffic had grown 312% and the site ranked on page one for more than 2,600 product and category keywords. Online orders reached 41% of total order volume, generating $4.8M in web revenue, and 620 new accounts registered online. Manual order entry dropped by 68%, freeing three inside sales reps to focus on key accounts, and Google Ads returned 6.4x on ad spend.',
      },
      kpis: [
        { icon: 'search', value: '312%', label: { en: 'growth in organic search traffic' } },
        { icon: 'dollar', value: '$4.8M', label: { en: 'web revenue in the first year' } },
        { icon: 'trending-up', value: '6.4x', label: { en: 'return on ad spend' } },
        { icon: 'clock', value: '68%', label: { en: 'less manual order entry' } },
      ],
      services: [{ en: 'SEO & Digital Marketing' }, { en: 'E-Commerce Development' }, { en: 'ERP Integration' }],
      technologies: [
        'Epicor Kinetic',
        'Next.js',
        'Node.js',
        'Algolia',
        'Google Analytics 4',
        'Google Tag Manager',
        'Google Search Console',
        'Semrush',
      ],
      gallery: [
        '/images/case-studies/epicor-ecommerce-g1.webp',
        '/images/case-studies/epicor-ecommerce-g2.webp',
        '/images/case-studies/epicor-ecommerce-g3.webp',
      ],
      relatedCaseStudies: ['crm-erp-1', 'crm-erp-2', 'non-profit-organization'],
      testimonial: {
        quote: {
          en: 'We had tried e-commerce before and it never talked to Epicor properly. This time the store, the ERP and the marketing all work together, and customers we had never heard of are finding us through Google and ordering online.',
        },
        author: 'Trevor McAllister',
        title: { en: 'Vice President of Sales, Lone Star Industrial Supply' },
      },
    },
    {
      id: 'hiring-platform',
      title: { en: 'Skills-Based Hiring Platform for Skilled Trades' },
      category: 'web-development',
      description: {
        en: 'We built a hiring marketplace that matches electricians, welders and technicians with employers based on verified skills rather than resumes. Employers fill roles faster, and candidates apply in minutes from their phones.',
      },
      client: 'TradeLink Talent',
      industry: { en: 'Human Resources and Recruiting' },
      year: 2025,
      duration: { en: '6 months' },
      image: '/images/case-studies/hiring-platform.webp',
      challenge: {
        en: 'TradeLink Talent placed skilled-trade workers with construction and manufacturing employers through a team of recruiters working the phones. Demand was growing faster than the team, and job boards were a poor fit: many qualified tradespeople had no polished resume, and employers were flooded with applicants who lacked the right licenses.\n\nThe founders wanted a self-service platform where candidates could prove their skills and certifications once, employers could post jobs and see ranked matches, and recruiters could step in for harder placements, all while keeping time-to-hire under two weeks.',
      },
      solution: {
        en: 'We built a two-sided web platform with a mobile-first candidate experience. Workers create a profile in about five minutes, upload licenses and certifications for verification and complete short skills assessments designed with trade instructors. Employers post jobs from templates, and a matching engine ranks candidates by verified skills, certifications, distance and availability.\n\nBuilt-in messaging, interview scheduling and offer tracking keep the entire process in one place, while recruiters get a pipeline view to manage high-priority roles. Employers pay through tiered subscriptions and placement fees handled by Stripe.',
      },
      features: [
        { en: 'Five-minute mobile profile with license and certification uploads' },
        { en: 'Trade-specific skills assessments designed with instructors' },
        { en: 'Matching engine ranked by verified skills, distance and availability' },
        { en: 'In-app messaging and interview scheduling' },
        { en: 'Recruiter pipeline board for high-priority roles' },
        { en: 'Employer subscriptions and placement billing' },
      ],
      results: {
        en: 'Within nine months of launch, 18,500 workers had created verified profiles and 420 employers were actively hiring on the platform. Average time-to-hire fell from 27 days to 11, employers reported that 74% of shortlisted candidates met every job requirement, and each recruiter now manages 2.6x as many open roles. Platform subscriptions reached $1.2M in annual recurring revenue.',
      },
      kpis: [
        { icon: 'clock', value: '59%', label: { en: 'faster time-to-hire' } },
        { icon: 'users', value: '18.5K', label: { en: 'verified worker profiles' } },
        { icon: 'target', value: '74%', label: { en: 'of shortlisted candidates met every requirement' } },
        { icon: 'dollar', value: '$1.2M', label: { en: 'annual recurring revenue' } },
      ],
      services: [{ en: 'Web Development' }, { en: 'UI/UX Design' }, { en: 'AI & Automation' }],
      technologies: ['React', 'TypeScript', 'NestJS', 'PostgreSQL', 'Elasticsearch', 'Stripe', 'AWS'],
      gallery: ['/images/case-studies/hiring-platform-g1.webp', '/images/case-studies/hiring-platform-g2.webp'],
      relatedCaseStudies: ['m2', 'home-health-care', 'crm-erp-1'],
      testimonial: {
        quote: {
          en: 'Emberline built the product we had been sketching on whiteboards for two years. The matching works, the candidate sign-up is fast enough for someone on a job site, and our recruiters finally spend their time on the placements that need them.',
        },
        author: 'Marcus Reyes',
        title: { en: 'Co-Founder and CEO, TradeLink Talent' },
      },
    },
    {
      id: 'm1',
      title: { en: 'FitForge: Personal Fitness Coaching App' },
      category: 'mobile-app',
      description: {
        en: 'We built iOS and Android apps that connect personal trainers with their remote clients through adaptive workout plans, form-check videos and habit tracking. The app turned a regional coaching business into a national subscription service.',
      },
      client: 'FitForge Coaching',
      industry: { en: 'Health and Fitness' },
      year: 2024,
      duration: { en: '5 months' },
      image: '/images/case-studies/m1.webp',
      challenge: {
        en: "FitForge's 35 certified coaches delivered online programs through PDFs, spreadsheets and text messages. Clients lost track of their plans, coaches could not see whether workouts were done, and each coach topped out at about 25 clients because so much time went into manual check-ins.\n\nThe company wanted a branded app that felt as polished as the big consumer fitness apps while keeping the personal coaching relationship at the center, with subscriptions handled in the app stores and wearable data flowing in automatically.",
      },
      solution: {
        en: 'We designed and built a cross-platform app in React Native with a companion coach dashboard. Clients receive a weekly plan that adapts to their logged performance, follow guided workouts with video demonstrations and record short form-check videos that their coach reviews with on-screen notes.\n\nThe app syncs steps, heart rate and sleep from Apple Health and Health Connect, tracks nutrition and habits, and sends smart reminders. Coaches manage all of their clients from one dashboard that highlights who needs attention, and subscriptions run through in-app purchases on both stores.',
      },
      features: [
        { en: 'Adaptive weekly workout plans based on logged performance' },
        { en: 'Guided workouts with a library of 600+ exercise videos' },
        { en: 'Form-check video uploads with coach annotations' },
        { en: 'Apple Health and Health Connect integration' },
        { en: 'Habit and nutrition tracking with smart reminders' },
        { en: 'Coach dashboard that flags clients who need attention' },
        { en: 'In-app subscriptions on iOS and Android' },
      ],
      results: {
        en: 'In its first year the app passed 180,000 downloads with a 4.8 rating on the App Store and Google Play. Paying subscribers grew from 850 to 6,300, monthly churn fell from 11% to 4.2%, and workout completion rose to 81% of scheduled sessions. Each coach can now support about 60 clients, and annual recurring revenue grew 4.5x.',
      },
      kpis: [
        { icon: 'smartphone', value: '180K+', label: { en: 'downloads in the first year' } },
        { icon: 'star', value: '4.8', label: { en: 'average app store rating' } },
        { icon: 'refresh', value: '62%', label: { en: 'lower monthly subscriber churn' } },
        { icon: 'trending-up', value: '4.5x', label: { en: 'growth in annual recurring revenue' } },
      ],
      services: [{ en: 'Mobile App Development' }, { en: 'UI/UX Design' }, { en: 'Backend Development' }],
      technologies: [
        'React Native',
        'TypeScript',
        'Expo',
        'Node.js',
        'Firebase',
        'RevenueCat',
        'Apple HealthKit',
        'Mux',
      ],
      gallery: [
        '/images/case-studies/m1-g1.webp',
        '/images/case-studies/m1-g2.webp',
        '/images/case-studies/m1-g3.webp',
      ],
      relatedCaseStudies: ['m2', 'home-health-care', 'hiring-platform'],
      testimonial: {
        quote: {
          en: 'Our clients say the app feels like their coach is in their pocket. We more than doubled the number of clients each coach can handle without losing the personal touch, and the reviews speak for themselves.',
        },
        author: 'Jasmine Carter',
        title: { en: 'Founder and Head Coach, FitForge Coaching' },
      },
    },
    {
      id: 'm2',
      title: { en: 'FieldPro: Offline-First Field Service App for HVAC Technicians' },
      category: 'mobile-app',
      description: {
        en: 'We built an offline-first mobile app that gives HVAC and plumbing technicians their schedule, job history, checklists and invoicing in one place. Technicians complete more jobs per day, and the office gets paid days sooner.',
      },
      client: 'Brazos Mechanical Services',
      industry: { en: 'Home Services' },
      year: 2025,
      duration: { en: '4 months' },
      image: '/images/case-studies/m2.webp',
      challenge: {
        en: "Brazos Mechanical's 65 technicians ran on paper work orders, phone calls to dispatch and photos texted from personal phones. Invoices were typed up at the office days after each job, parts used in the field were rarely recorded, and customers often waited a week or more for a bill.\n\nMany jobs take place in attics, basements and rural properties with no cell coverage, so an off-the-shelf app that needed a constant connection had failed in an earlier trial. The company needed a tool that worked fully offline and synced reliably when a signal returned.",
      },
      solution: {
        en: 'We built FieldPro in Flutter for iOS and Android with a local-first database that keeps every job, customer history, checklist and price book on the device. Technicians see their route, update job status, capture photos and signatures, record parts from truck inventory and present good-better-best repair options on site, all without a signal.\n\nChanges sync automatically with conflict resolution when the device reconnects. Dispatchers see live job status on a web board, completed jobs become invoices in QuickBooks Online, and customers can pay by card on the spot or from a text-message link.',
      },
      features: [
        { en: 'Fully offline operation with automatic background sync' },
        { en: 'Daily route, job details and complete equipment history' },
        { en: 'Photo, signature and checklist capture on every job' },
        { en: 'Truck inventory tracking and parts usage recording' },
        { en: 'Good-better-best repair options and on-site card payments' },
        { en: 'QuickBooks Online invoicing integration' },
      ],
      results: {
        en: 'Within four months of rollout, technicians averaged 4.6 completed jobs a day, up from 3.7, and average days to payment fell from 19 to 3. Recorded parts usage rose by 94%, recovering about $210,000 a year in previously unbilled materials, and average ticket size grew 27% once technicians presented tiered repair options. Sync success rates have held above 99.9% since launch.',
      },
      kpis: [
        { icon: 'wrench', value: '24%', label: { en: 'more jobs completed per technician per day' } },
        { icon: 'clock', value: { en: '3 days' }, label: { en: 'average time to payment, down from 19' } },
        { icon: 'dollar', value: '$210K', label: { en: 'per year in recovered parts billing' } },
        { icon: 'trending-up', value: '27%', label: { en: 'higher average ticket size' } },
      ],
      services: [{ en: 'Mobile App Development' }, { en: 'UI/UX Design' }, { en: 'API Integration' }],
      technologies: [
        'Flutter',
        'Dart',
        'SQLite',
        'Node.js',
        'PostgreSQL',
        'Google Maps Platform',
        'QuickBooks Online API',
        'Stripe',
      ],
      gallery: ['/images/case-studies/m2-g1.webp', '/images/case-studies/m2-g2.webp'],
      relatedCaseStudies: ['m1', 'crm-erp-2', 'home-health-care'],
      testimonial: {
        quote: {
          en: 'The first app we tried died the moment a tech climbed into an attic. FieldPro just works, signal or not. We invoice the same day now, and we stopped giving away parts we forgot to bill.',
        },
        author: 'Luis Ortega',
        title: { en: 'Operations Manager, Brazos Mechanical Services' },
      },
    },
    {
      id: 'crm-erp-1',
      title: { en: 'CRM and ERP Rollout for a Regional Food Distributor' },
      category: 'crm-erp',
      description: {
        en: 'We implemented a unified CRM and ERP on Odoo for a food distributor serving 1,400 restaurants and grocers, replacing five disconnected systems. Sales, warehouse and accounting now work from one source of truth.',
      },
      client: 'Hill Country Provisions',
      industry: { en: 'Wholesale Food Distribution' },
      year: 2024,
      duration: { en: '8 months' },
      image: '/images/case-studies/crm-erp-1.webp',
      challenge: {
        en: 'Hill Country Provisions ran sales from spreadsheets, orders from a legacy accounting package, the warehouse from a separate inventory tool and deliveries from printed route sheets. Data was re-entered up to four times, sales reps could not see stock or credit status while visiting customers, and month-end close took nearly two weeks.\n\nPerishable inventory made the problem costly: without lot tracking and accurate stock levels, spoilage and write-offs were running above 4% of revenue. The company needed one system for customers, orders, inventory, purchasing, routes and accounting, rolled out without disrupting daily deliveries.',
      },
      analysis: {
        en: '<p>We mapped every process from customer call to cash receipt with the sales, warehouse, purchasing and finance teams. Key findings:</p><ul><li><strong>Order errors</strong> occurred on about 3.5% of orders, mostly from re-keying phone and email orders.</li><li><strong>Stock accuracy</strong> was only 86% in cycle counts, driving both stockouts and over-buying of perishables.</li><li><strong>Sales reps lacked context</strong>: no visibility into order history, open invoices or available inventory in the field.</li></ul><h3>Platform choice</h3><p>We compared three platforms and recommended <strong>Odoo</strong> for its integrated CRM, inventory and accounting modules, lower licensing cost and flexibility for <em>lot and expiry tracking</em>.</p>',
      },
      solution: {
        en: 'We implemented Odoo CRM, Sales, Inventory, Purchase and Accounting as a single system, with custom modules for catch-weight products, lot and expiry tracking with first-expired-first-out picking, and customer-specific price lists. Sales reps use a mobile view to check stock, credit limits and order history and place orders during visits, and customers can reorder through a B2B portal.\n\nWe migrated customers, products and two years of history, integrated route-planning software for delivery scheduling and built Power BI dashboards for margins and spoilage. The rollout happened in three phases over a weekend cutover each, with training for 85 staff.',
      },
      features: [
        { en: 'Unified CRM, sales, inventory, purchasing and accounting on Odoo' },
        { en: 'Lot and expiry tracking with first-expired-first-out picking' },
        { en: 'Catch-weight pricing for meat and produce' },
        { en: 'Mobile sales view with stock, credit and order history' },
        { en: 'B2B reorder portal for restaurant and grocery customers' },
        { en: 'Power BI dashboards for margin, spoilage and sales performance' },
      ],
      results: {
        en: 'In the first year after go-live, order errors fell from 3.5% to 0.6%, inventory accuracy rose from 86% to 98.5%, and spoilage write-offs dropped from 4.1% to 1.7% of revenue, saving about $640,000. Month-end close shrank from 12 days to 4, and 38% of repeat orders now come through the customer portal, freeing inside sales to focus on new accounts.',
      },
      kpis: [
        { icon: 'check', value: '83%', label: { en: 'fewer order errors' } },
        { icon: 'database', value: '98.5%', label: { en: 'inventory accuracy' } },
        { icon: 'dollar', value: '$640K', label: { en: 'annual savings from reduced spoilage' } },
        { icon: 'clock', value: { en: '4 days' }, label: { en: 'month-end close, down from 12' } },
      ],
      services: [
        { en: 'CRM & ERP Development' },
        { en: 'Data Migration' },
        { en: 'Business Intelligence' },
        { en: 'Training & Support' },
      ],
      technologies: ['Odoo', 'Python', 'PostgreSQL', 'OWL', 'Power BI', 'Docker', 'REST API'],
      gallery: [
        '/images/case-studies/crm-erp-1-g1.webp',
        '/images/case-studies/crm-erp-1-g2.webp',
        '/images/case-studies/crm-erp-1-g3.webp',
      ],
      relatedCaseStudies: ['crm-erp-2', 'm2', 'hiring-platform'],
      testimonial: {
        quote: {
          en: 'We went from five systems and a lot of paper to one place where everyone sees the same numbers. Emberline knew when to customize and when to tell us to change a process instead. Spoilage alone paid for the project within the first year.',
        },
        author: 'Brenda Kowalski',
        title: { en: 'Chief Financial Officer, Hill Country Provisions' },
      },
    },
    {
      id: 'crm-erp-2',
      title: { en: 'Manufacturing ERP for a Custom Metal Fabricator' },
      category: 'crm-erp',
      description: {
        en: 'We implemented Microsoft Dynamics 365 Business Central with custom job costing and shop-floor tracking for a metal fabrication company. Estimates are faster, jobs ship on time more often and management sees true margins per job.',
      },
      client: 'Sabine Precision Fabrication',
      industry: { en: 'Manufacturing' },
      year: 2025,
      duration: { en: '10 months' },
      image: '/images/case-studies/crm-erp-2.webp',
      challenge: {
        en: 'Sabine Precision builds custom steel and aluminum assemblies for energy, agriculture and construction customers. Estimates were built in spreadsheets by two senior estimators, job travelers were printed on paper, and actual labor and material costs were only compared to the estimate weeks after a job shipped, if at all.\n\nWith about 300 active jobs at any time, the shop struggled to know where each job stood, on-time delivery had slipped to 78%, and several large fixed-price jobs turned out to lose money. Leadership needed real-time job costing and scheduling without slowing down the shop floor.',
      },
      solution: {
        en: 'We implemented Dynamics 365 Business Central for finance, purchasing, inventory and manufacturing, and extended it in AL with a quoting module that builds estimates from routings, material prices and machine rates. Approved quotes convert to production orders with routings and bills of materials in a single step.\n\nShop-floor tablets at each work center let operators clock in and out of operations by scanning the job barcode, so labor and scrap are captured as work happens. A capacity board shows load by work center, and Power BI dashboards compare estimated versus actual cost for every job, updated hourly.',
      },
      features: [
        { en: 'Dynamics 365 Business Central for finance, purchasing and manufacturing' },
        { en: 'Routing-based quoting engine with live material pricing' },
        { en: 'One-step conversion from quote to production order' },
        { en: 'Barcode-driven shop-floor time and scrap tracking on tablets' },
        { en: 'Work-center capacity planning board' },
        { en: 'Estimated-versus-actual job cost dashboards in Power BI' },
      ],
      results: {
        en: 'Within six months of go-live, average quoting time fell from two days to four hours and quote volume rose 45% without adding estimators. On-time delivery improved from 78% to 94%, and real-time job costing helped the company reprice unprofitable work, lifting gross margin by 6.5 percentage points. Inventory carrying costs dropped 18% as purchasing shifted to actual job demand.',
      },
      kpis: [
        { icon: 'clock', value: { en: '4 hrs' }, label: { en: 'average quote turnaround, down from two days' } },
        { icon: 'check', value: '94%', label: { en: 'on-time delivery rate' } },
        { icon: 'trending-up', value: { en: '+6.5 pts' }, label: { en: 'gross margin improvement' } },
        { icon: 'layers', value: '18%', label: { en: 'lower inventory carrying costs' } },
      ],
      services: [{ en: 'CRM & ERP Development' }, { en: 'Business Intelligence' }, { en: 'Training & Support' }],
      technologies: [
        'Microsoft Dynamics 365 Business Central',
        'AL',
        'Microsoft Azure',
        'Power BI',
        'Power Automate',
        'Azure SQL Database',
      ],
      gallery: ['/images/case-studies/crm-erp-2-g1.webp', '/images/case-studies/crm-erp-2-g2.webp'],
      relatedCaseStudies: ['crm-erp-1', 'm2', 'smart-emr'],
      testimonial: {
        quote: {
          en: 'For the first time we know whether a job made money while it is still on the floor. Emberline spent real time in our shop before configuring anything, and it shows. Our estimators quote in hours now, not days.',
        },
        author: 'Ray Dominguez',
        title: { en: 'President, Sabine Precision Fabrication' },
      },
    },
  ],
  seo: [
    {
      id: 'case-study:stock-analysis',
      title: { en: 'AI Stock Analysis Platform Case Study | Emberline' },
      description: {
        en: 'How Emberline built an explainable AI research platform that screens 6,000+ equities nightly and helped an investment firm triple its coverage.',
      },
      ogImage: '/images/case-studies/stock-analysis.webp',
      keywords: [
        'AI stock analysis',
        'fintech development',
        'machine learning for investing',
        'earnings call summarization',
        'explainable AI',
        'market analysis platform',
      ],
    },
    {
      id: 'case-study:home-health-care',
      title: { en: 'Home Health Care Scheduling Case Study | Emberline' },
      description: {
        en: 'See how a HIPAA-compliant scheduling, EVV and family portal platform cut missed home health visits by 77% and shortened billing cycles by 57%.',
      },
      ogImage: '/images/case-studies/home-health-care.webp',
      keywords: [
        'home health care software',
        'caregiver scheduling',
        'electronic visit verification',
        'HIPAA compliant web app',
        'healthcare web development',
      ],
    },
    {
      id: 'case-study:smart-emr',
      title: { en: 'SmartEMR Electronic Medical Records Case Study' },
      description: {
        en: 'How Emberline built a cloud EMR with FHIR integrations for a five-clinic practice, cutting documentation time 44% and migrating 1.9M records safely.',
      },
      ogImage: '/images/case-studies/smart-emr.webp',
      keywords: [
        'electronic medical records',
        'EMR development',
        'HL7 FHIR integration',
        'patient portal',
        'healthcare software',
        'EMR data migration',
      ],
    },
    {
      id: 'case-study:non-profit-organization',
      title: { en: 'Non-Profit Donation Platform Case Study | Emberline' },
      description: {
        en: 'How a new donation, volunteer and pantry-finder website helped a regional food bank grow online giving by 146% and volunteer hours by 52%.',
      },
      ogImage: '/images/case-studies/non-profit-organization.webp',
      keywords: [
        'non-profit website',
        'online donation platform',
        'volunteer management',
        'food bank website',
        'accessible web design',
      ],
    },
    {
      id: 'case-study:community-supported-agriculture',
      title: { en: 'Tokenized CSA Farm Shares on Blockchain | Emberline' },
      description: {
        en: 'How Emberline turned CSA farm shares into transferable blockchain memberships, lifting member renewals to 88% and raising $186K in presales.',
      },
      ogImage: '/images/case-studies/community-supported-agriculture.webp',
      keywords: [
        'community supported agriculture',
        'tokenized memberships',
        'Polygon smart contracts',
        'Web3 development',
        'blockchain for agriculture',
        'NFT memberships',
      ],
    },
    {
      id: 'case-study:epicor-ecommerce',
      title: { en: 'Epicor B2B E-Commerce and SEO Case Study | Emberline' },
      description: {
        en: 'How an Epicor-integrated B2B storefront and SEO program grew organic traffic 312% and generated $4.8M in first-year web revenue for a distributor.',
      },
      ogImage: '/images/case-studies/epicor-ecommerce.webp',
      keywords: [
        'Epicor ecommerce',
        'B2B ecommerce',
        'Epicor Kinetic integration',
        'B2B SEO',
        'industrial distribution marketing',
        'Google Ads shopping',
      ],
    },
    {
      id: 'case-study:hiring-platform',
      title: { en: 'Skills-Based Hiring Platform Case Study | Emberline' },
      description: {
        en: 'How Emberline built a skilled-trades hiring marketplace with verified skills matching that cut time-to-hire 59% and reached $1.2M in recurring revenue.',
      },
      ogImage: '/images/case-studies/hiring-platform.webp',
      keywords: [
        'hiring platform development',
        'recruiting software',
        'skills-based hiring',
        'job marketplace',
        'HR tech web app',
      ],
    },
    {
      id: 'case-study:m1',
      title: { en: 'FitForge Fitness Coaching App Case Study | Emberline' },
      description: {
        en: 'How Emberline built FitForge, a React Native coaching app with 180K+ downloads and a 4.8 rating that grew recurring revenue 4.5x in its first year.',
      },
      ogImage: '/images/case-studies/m1.webp',
      keywords: [
        'fitness app development',
        'personal training app',
        'React Native app',
        'coaching app',
        'mobile app case study',
      ],
    },
    {
      id: 'case-study:m2',
      title: { en: 'FieldPro Offline Field Service App Case Study' },
      description: {
        en: 'How an offline-first Flutter app helped HVAC technicians finish 24% more jobs a day and cut time to payment from 19 days to 3 for a home services firm.',
      },
      ogImage: '/images/case-studies/m2.webp',
      keywords: [
        'field service app',
        'offline-first mobile app',
        'HVAC software',
        'Flutter app development',
        'technician app',
        'QuickBooks integration',
      ],
    },
    {
      id: 'case-study:crm-erp-1',
      title: { en: 'Odoo CRM and ERP for a Food Distributor | Emberline' },
      description: {
        en: 'How a unified Odoo CRM and ERP rollout cut order errors 83%, raised inventory accuracy to 98.5% and saved a food distributor $640K a year in spoilage.',
      },
      ogImage: '/images/case-studies/crm-erp-1.webp',
      keywords: [
        'Odoo implementation',
        'CRM and ERP integration',
        'food distribution ERP',
        'lot and expiry tracking',
        'ERP data migration',
        'Power BI dashboards',
      ],
    },
    {
      id: 'case-study:crm-erp-2',
      title: { en: 'Manufacturing ERP for a Metal Fabricator | Emberline' },
      description: {
        en: 'How Dynamics 365 Business Central with custom quoting and shop-floor tracking lifted on-time delivery to 94% and gross margin 6.5 points for a fabricator.',
      },
      ogImage: '/images/case-studies/crm-erp-2.webp',
      keywords: [
        'manufacturing ERP',
        'Dynamics 365 Business Central',
        'job costing software',
        'shop floor tracking',
        'metal fabrication ERP',
      ],
    },
  ],
} satisfies SeedFile;
