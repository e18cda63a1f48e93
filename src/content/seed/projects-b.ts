import type { SeedFile } from '..';

/** Portfolio projects 16-31 (mobile, Web3, AI & automation, SEO & digital marketing, CRM/ERP) and their SEO entries. */
export default {
  projects: [
    {
      id: 16,
      slug: 'tradiuus',
      title: {
        en: 'Tradiuus: On-Demand Trades Marketplace App',
      },
      shortDescription: {
        en: 'A mobile marketplace that connects homeowners with licensed electricians, plumbers and HVAC technicians for same-week jobs.',
      },
      longDescription: {
        en: 'Tradiuus needed a two-sided marketplace where homeowners can post a repair, compare quotes from verified tradespeople and pay securely, all from their phone. We designed and built iOS and Android apps in React Native, a Node.js API and a Stripe Connect payment flow that holds funds until the job is signed off. The app launched in three Texas metros and has since expanded statewide.',
      },
      image: '/images/projects/p16.webp',
      imageAlt: {
        en: 'Tradiuus app screens showing a job post, competing quotes and live technician tracking',
      },
      categories: ['mobile-app'],
      technologies: [
        'React Native',
        'TypeScript',
        'Node.js',
        'Firebase',
        'PostgreSQL',
        'Stripe Connect',
        'Google Maps Platform',
      ],
      features: [
        {
          en: 'License and insurance verification for every tradesperson before their first bid',
        },
        {
          en: 'Photo-based job posting with side-by-side quote comparison',
        },
        {
          en: 'Escrow-style payments through Stripe Connect, released on job sign-off',
        },
        {
          en: 'Live technician tracking and arrival notifications',
        },
        {
          en: 'In-app chat with photo and video sharing',
        },
        {
          en: 'Two-way ratings and verified reviews',
        },
        {
          en: 'Availability calendar and route planning for tradespeople',
        },
      ],
      link: 'https://tradiuus.app',
      client: 'Tradiuus Inc.',
      industry: {
        en: 'Home Services',
      },
      services: [
        {
          en: 'iOS & Android App Development',
        },
        {
          en: 'UI/UX Design',
        },
        {
          en: 'Backend & API Development',
        },
        {
          en: 'Payment Integration',
        },
      ],
      duration: {
        en: '5 months',
      },
      completedDate: '2024-06',
      challenge: {
        en: "<p>Homeowners in the client's launch markets relied on word of mouth and generic listing sites, and tradespeople were losing hours chasing unpaid invoices. Tradiuus had a validated concept and seed funding but no product, and needed to launch before the spring repair season.</p><ul><li><strong>Trust:</strong> homeowners had no way to confirm a contractor was licensed and insured</li><li>Late and disputed payments were the top complaint among the tradespeople surveyed</li><li>A fixed launch date 20 weeks out, with iOS and Android both required on day one</li><li>Quotes arrived by text and phone, making like-for-like comparison impossible</li></ul>",
      },
      solution: {
        en: '<p>We ran a two-week discovery sprint with homeowners and tradespeople, then built a single React Native codebase for both platforms on a Node.js and PostgreSQL backend. Verification, quoting and payment were designed as one continuous flow, so a job moves from posting to payout without leaving the app.</p><ul><li>Automated license lookups against state licensing databases, with manual review for edge cases</li><li>Structured quote templates so every bid shows labor, materials and timeline in the same format</li><li>Stripe Connect escrow with automatic payout within 24 hours of sign-off</li><li>Firebase push notifications and live location for arrival updates</li></ul>',
      },
      results: {
        en: "<p>Tradiuus launched on schedule in both app stores and became the client's primary channel for new bookings within its first quarter.</p><ul><li><strong>180,000+ downloads</strong> in the first nine months</li><li><strong>47%</strong> of posted jobs booked within 48 hours</li><li>Payment disputes down 68% compared with the text-and-invoice pilot</li><li>4.8-star average rating across the App Store and Google Play</li></ul>",
      },
      gallery: [
        '/images/projects/p16-g1.webp',
        '/images/projects/p16-g2.webp',
        '/images/projects/p16-g3.webp',
        '/images/projects/p16-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 17,
      slug: 'properstylez',
      title: {
        en: 'ProperStylez: Barber Booking App',
      },
      shortDescription: {
        en: 'A booking and loyalty app that lets clients reserve their favorite barber, prepay and skip the wait.',
      },
      longDescription: {
        en: 'ProperStylez set out to give independent barbers and small shops the kind of booking app usually reserved for large salon chains. We built a Flutter app for clients, a companion app for barbers and a web dashboard for shop owners, all running on Firebase. Deposits, reminders and a points-based loyalty program now handle the work barbers used to do by phone and text.',
      },
      image: '/images/projects/p17.webp',
      imageAlt: {
        en: 'ProperStylez booking app showing barber availability, service menu and loyalty points',
      },
      categories: ['mobile-app'],
      technologies: ['Flutter', 'Dart', 'Firebase', 'Cloud Functions', 'Stripe', 'Twilio', 'Google Calendar API'],
      features: [
        {
          en: 'Real-time availability by barber, service and location',
        },
        {
          en: 'Deposits and prepayment with Apple Pay and Google Pay',
        },
        {
          en: 'Automated SMS and push reminders 24 hours and 2 hours before each appointment',
        },
        {
          en: 'Points-based loyalty program with birthday rewards',
        },
        {
          en: 'Barber app for managing schedules, breaks and walk-ins',
        },
        {
          en: 'Shop dashboard with revenue, chair utilization and no-show reports',
        },
      ],
      link: 'https://properstylez.com',
      client: 'ProperStylez Inc.',
      industry: {
        en: 'Beauty & Grooming',
      },
      services: [
        {
          en: 'Mobile App Development',
        },
        {
          en: 'UI/UX Design',
        },
        {
          en: 'Web Dashboard Development',
        },
      ],
      duration: {
        en: '4 months',
      },
      completedDate: '2023-09',
      challenge: {
        en: '<p>Most barbers on the waitlist were taking bookings through text messages and social media DMs, and no-shows were costing them several paid slots every week. Existing salon software was priced and designed for large spas, not a two-chair barbershop.</p><ul><li>No-shows averaged <strong>18%</strong> of booked appointments among pilot barbers</li><li>Booking by text interrupted barbers in the middle of cuts</li><li>No client history to run promotions or reward regulars</li><li>Onboarding had to take a barber under 10 minutes with no training</li></ul>',
      },
      solution: {
        en: '<p>We designed a three-tap booking flow in Flutter and paired it with a barber-side app so schedules stay in sync in real time. Firebase Cloud Functions handle deposits, reminders and loyalty points, and Twilio sends SMS reminders to clients who have not enabled push notifications.</p><ul><li>Configurable deposits per service, refunded automatically on timely cancellation</li><li>Two-way Google Calendar sync for barbers who already keep a personal calendar</li><li>Loyalty points awarded automatically at checkout</li><li>Role-based access for owners, shop managers and barbers</li></ul>',
      },
      results: {
        en: '<p>ProperStylez grew from a 40-barber pilot to a regional platform in its first year.</p><ul><li><strong>1,200+ barbers and shops</strong> onboarded in 12 months</li><li><strong>68% fewer no-shows</strong> after deposits and reminders went live</li><li><strong>3.8x</strong> more repeat bookings from loyalty members</li><li>95,000+ client downloads across iOS and Android</li></ul>',
      },
      gallery: [
        '/images/projects/p17-g1.webp',
        '/images/projects/p17-g2.webp',
        '/images/projects/p17-g3.webp',
        '/images/projects/p17-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 18,
      slug: 'ez-cb-radio',
      title: {
        en: 'EZ CB Radio: Push-to-Talk App for Truckers',
      },
      shortDescription: {
        en: "A hands-free push-to-talk app that brings CB-style channels, road reports and hazard alerts to truckers' phones.",
      },
      longDescription: {
        en: 'EZ CB Radio reimagines the citizens band radio for long-haul drivers who want to stay connected without extra hardware. We built native iOS and Android apps with location-based voice channels that follow the driver down the interstate, plus CarPlay and Android Auto support so the app works without touching the phone. A WebRTC backend keeps voice latency under half a second across thousands of concurrent drivers.',
      },
      image: '/images/projects/p18.webp',
      imageAlt: {
        en: 'EZ CB Radio running on a truck dashboard with a highway channel and hazard alerts',
      },
      categories: ['mobile-app'],
      technologies: ['Swift', 'Kotlin', 'WebRTC', 'Node.js', 'Redis', 'AWS', 'CarPlay', 'Android Auto'],
      features: [
        {
          en: 'Location-based voice channels that switch automatically by highway and direction',
        },
        {
          en: 'Hands-free push-to-talk with steering-wheel and Bluetooth button support',
        },
        {
          en: 'CarPlay and Android Auto interfaces designed for use while driving',
        },
        {
          en: 'Crowd-sourced alerts for weigh stations, accidents, construction and weather',
        },
        {
          en: 'Private channels for fleets and convoys',
        },
        {
          en: 'Truck-stop parking reports from other drivers',
        },
        {
          en: 'Low-bandwidth audio mode for rural coverage',
        },
      ],
      link: 'https://ezcbradio.com',
      client: 'EZ CB Radio LLC',
      industry: {
        en: 'Transportation & Logistics',
      },
      services: [
        {
          en: 'Native iOS Development',
        },
        {
          en: 'Native Android Development',
        },
        {
          en: 'Real-Time Backend Development',
        },
        {
          en: 'App Store Launch',
        },
      ],
      duration: {
        en: '6 months',
      },
      completedDate: '2022-11',
      challenge: {
        en: '<p>Traditional CB radios have short range, crowded channels and require installed hardware, while generic walkie-talkie apps ignore how drivers actually travel. The client needed an app that was safe to use behind the wheel and reliable on weak rural cellular signals.</p><ul><li>Drivers cannot look at or tap a screen while the truck is moving</li><li>Coverage drops to 3G or worse along long stretches of interstate</li><li>Channels had to follow the driver automatically from region to region</li><li>Voice latency above one second made conversations unusable</li></ul>',
      },
      solution: {
        en: '<p>We built fully native apps in Swift and Kotlin for direct access to audio sessions, Bluetooth buttons and the CarPlay and Android Auto frameworks. A geo-sharded WebRTC relay on AWS places each driver in the right channel based on location and heading, while Redis tracks channel membership in real time.</p><ul><li><strong>Voice-first design:</strong> every action while moving is done by voice or a physical button</li><li>Adaptive audio bitrate that falls back to a low-bandwidth mode on weak signals</li><li>Automatic channel handoff along 48,000 miles of mapped interstates and US highways</li><li>Moderation and report-abuse tools to keep channels usable</li></ul>',
      },
      results: {
        en: '<p>EZ CB Radio grew through word of mouth at truck stops and driver forums, with no paid acquisition in its first year.</p><ul><li><strong>420,000+ downloads</strong> across iOS and Android</li><li>Median voice latency of 380 ms, including on 3G connections</li><li>61% of active drivers use the app at least four days a week</li><li>4.7-star average rating from more than 9,000 reviews</li></ul>',
      },
      gallery: ['/images/projects/p18-g1.webp', '/images/projects/p18-g2.webp', '/images/projects/p18-g3.webp'],
      awardWinning: false,
    },
    {
      id: 19,
      slug: 'need-a-guy',
      title: {
        en: 'Need A Guy: AI-Matched Gig Work App',
      },
      shortDescription: {
        en: 'A gig-work app that uses AI to match local odd jobs with the right nearby worker in minutes.',
      },
      longDescription: {
        en: 'Need A Guy connects people who need help with moving, yard work, furniture assembly and small repairs with vetted local workers. We built the React Native apps and a Python matching service that reads each job post, estimates effort and price, and ranks available workers by skills, distance and track record. Most posters now receive a confirmed match in under 15 minutes.',
      },
      image: '/images/projects/p19.webp',
      imageAlt: {
        en: 'Need A Guy app showing a job post, an AI price estimate and matched local workers',
      },
      categories: ['mobile-app', 'ai-automation'],
      technologies: [
        'React Native',
        'TypeScript',
        'Python',
        'FastAPI',
        'OpenAI API',
        'PostgreSQL',
        'pgvector',
        'Firebase',
      ],
      features: [
        {
          en: 'Natural-language job posting: describe the task and the app structures it',
        },
        {
          en: 'AI-suggested price ranges based on task type, size and local rates',
        },
        {
          en: 'Worker ranking by skills, distance, reliability and reviews',
        },
        {
          en: 'ID verification and background checks for workers',
        },
        {
          en: 'Instant payouts to workers after job completion',
        },
        {
          en: 'In-app chat, photo check-in and proof of completion',
        },
      ],
      link: 'https://needaguy.app',
      client: 'Need A Guy Technologies',
      industry: {
        en: 'On-Demand Services',
      },
      services: [
        {
          en: 'Mobile App Development',
        },
        {
          en: 'AI Integration',
        },
        {
          en: 'Backend & API Development',
        },
        {
          en: 'Product Strategy',
        },
      ],
      duration: {
        en: '6 months',
      },
      completedDate: '2025-03',
      challenge: {
        en: "<p>The client's first version relied on workers browsing a feed of jobs, so posts often sat for hours and workers wasted time on jobs they could not do. Job descriptions were inconsistent, which made pricing disputes common.</p><ul><li>Median time to a first response on a job was over 3 hours</li><li>22% of jobs were cancelled before a worker arrived</li><li>Posters routinely under-priced jobs, driving away experienced workers</li><li>Manual review of every job post did not scale beyond one city</li></ul>",
      },
      solution: {
        en: '<p>We replaced the open feed with an AI matching pipeline. The OpenAI API turns free-text posts into structured tasks with skills, tools and estimated hours; embeddings stored in pgvector compare each task with worker profiles; and a scoring model blends that similarity with distance, ratings and acceptance history.</p><ul><li>Structured job extraction with confidence checks and a human review queue for unclear posts</li><li>Price guidance based on completed jobs in each market</li><li>Top-ranked workers notified first, with automatic fallback to the next group after 5 minutes</li><li>Automated moderation for prohibited or unsafe job types</li></ul>',
      },
      results: {
        en: '<p>AI matching turned Need A Guy from a message board into a dependable on-demand service.</p><ul><li><strong>Median time to match cut from 3 hours to 12 minutes</strong></li><li>Job cancellations down 57%</li><li>Average worker earnings per hour up 34% thanks to better-priced jobs</li><li>150,000+ downloads in the first year across four metro areas</li></ul>',
      },
      gallery: [
        '/images/projects/p19-g1.webp',
        '/images/projects/p19-g2.webp',
        '/images/projects/p19-g3.webp',
        '/images/projects/p19-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 20,
      title: {
        en: 'Harborline Tix: NFT Event Ticketing Platform',
      },
      shortDescription: {
        en: 'A blockchain ticketing platform that issues event tickets as NFTs, stops counterfeits and pays organizers a royalty on every resale.',
      },
      longDescription: {
        en: 'Harborline Live, an independent concert promoter, wanted to end ticket fraud and capture value from the resale market. We built a ticketing platform on Polygon where each ticket is an NFT with resale rules written into the smart contract, plus a mobile-friendly web app that hides wallets and gas from fans. Gate staff scan rotating QR codes that cannot be screenshotted or reused.',
      },
      image: '/images/projects/p20.webp',
      imageAlt: {
        en: 'Harborline Tix NFT ticket on a phone next to the gate scanner app at a concert venue',
      },
      categories: ['web3'],
      technologies: ['Solidity', 'Hardhat', 'OpenZeppelin', 'ethers.js', 'Polygon', 'Next.js', 'The Graph'],
      features: [
        {
          en: 'ERC-721 tickets with seat, tier and event metadata',
        },
        {
          en: 'Programmable resale price caps and organizer royalties',
        },
        {
          en: 'Email sign-up with embedded wallets, so fans need no crypto knowledge',
        },
        {
          en: "Card payments that mint tickets directly to the fan's wallet",
        },
        {
          en: 'Rotating QR codes for gate check-in, with offline scanning',
        },
        {
          en: 'Official secondary marketplace with instant transfer',
        },
      ],
      link: 'https://harborlinetix.com',
      client: 'Harborline Live',
      industry: {
        en: 'Live Events & Entertainment',
      },
      services: [
        {
          en: 'Smart Contract Development',
        },
        {
          en: 'Web3 Frontend Development',
        },
        {
          en: 'Wallet Integration',
        },
        {
          en: 'Security Audit Preparation',
        },
      ],
      duration: {
        en: '5 months',
      },
      completedDate: '2023-04',
      challenge: {
        en: '<p>Counterfeit and duplicated tickets were turning fans away at the door, and scalpers were reselling seats at several times face value without the promoter or artists seeing any of it. Earlier blockchain pilots the client had evaluated required fans to buy cryptocurrency first, which was a non-starter.</p><ul><li>An estimated 4% of entries at sold-out shows involved a fake or duplicated ticket</li><li>No visibility into, or revenue from, the secondary market</li><li>Fans expected a checkout as simple as any mainstream ticketing site</li><li>Network fees had to stay below one cent per ticket</li></ul>',
      },
      solution: {
        en: '<p>We wrote and tested the ticket contracts in Solidity with Hardhat, building on audited OpenZeppelin components, and deployed them to Polygon for low fees. Fans sign up with an email address and receive an embedded wallet behind the scenes, while The Graph indexes ownership so the app and gate scanners always see the current holder.</p><ul><li>Resale caps and royalty splits enforced on-chain for every transfer</li><li><strong>100% branch coverage</strong> on contract tests and an external audit before launch</li><li>Gasless minting sponsored by the organizer</li><li>Offline-capable scanner app that syncs when connectivity returns</li></ul>',
      },
      results: {
        en: '<p>The platform has ticketed every Harborline show since launch and now serves partner venues as well.</p><ul><li><strong>87% reduction</strong> in fraudulent entries at the gate</li><li><strong>3x</strong> growth in resale revenue reaching the promoter and artists</li><li>120,000+ tickets minted in the first season</li><li>Average check-in time per fan down 42%</li></ul>',
      },
      gallery: [
        '/images/projects/p20-g1.webp',
        '/images/projects/p20-g2.webp',
        '/images/projects/p20-g3.webp',
        '/images/projects/p20-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 21,
      title: {
        en: 'Vaultwise: AI-Assisted DAO Treasury Platform',
      },
      shortDescription: {
        en: 'A DAO treasury platform that pairs policy-enforcing smart contracts with an AI assistant that monitors risk and drafts spending proposals.',
      },
      longDescription: {
        en: 'Vaultwise Labs serves DAOs and crypto-native companies that hold millions in on-chain treasuries but manage them with spreadsheets and group chats. We built smart-contract vaults with on-chain spending policies and an AI assistant, built with LangChain and the OpenAI API, that watches positions, flags risk and explains every transaction in plain English. Treasury committees now review proposals with full context instead of raw transaction data.',
      },
      image: '/images/projects/p21.webp',
      imageAlt: {
        en: 'Vaultwise treasury dashboard with vault balances, risk alerts and an AI transaction summary',
      },
      categories: ['web3', 'ai-automation'],
      technologies: ['Solidity', 'Hardhat', 'ethers.js', 'Chainlink', 'Python', 'LangChain', 'OpenAI API', 'React'],
      features: [
        {
          en: 'Policy vaults with spending limits, allowlists and time locks enforced on-chain',
        },
        {
          en: 'Multi-signature approvals that work with existing Safe wallets',
        },
        {
          en: 'AI risk monitor that flags concentration, depeg and counterparty exposure',
        },
        {
          en: 'Plain-English summaries of every pending transaction',
        },
        {
          en: 'AI-drafted spending proposals with supporting data for committee review',
        },
        {
          en: 'Chainlink price feeds for real-time treasury valuation',
        },
        {
          en: 'Exportable reports for accounting and token-holder updates',
        },
      ],
      client: 'Vaultwise Labs',
      industry: {
        en: 'Decentralized Finance',
      },
      services: [
        {
          en: 'Smart Contract Development',
        },
        {
          en: 'AI Agent Development',
        },
        {
          en: 'Web3 Dashboard Development',
        },
        {
          en: 'Security Review',
        },
      ],
      duration: {
        en: '7 months',
      },
      completedDate: '2025-08',
      challenge: {
        en: "<p>Treasury committees at the client's early customers were approving transactions they could not fully read, tracking positions across chains in spreadsheets and reacting to market events hours after they happened. Any automation also had to keep an AI model away from direct control of funds.</p><ul><li>Signers approved raw calldata with little context</li><li>Weekly treasury reports took a contributor 10 to 12 hours to compile</li><li>Risk events such as stablecoin depegs were noticed too late</li><li><strong>Hard requirement:</strong> the AI could advise but never move funds</li></ul>",
      },
      solution: {
        en: '<p>We separated authority from analysis. Solidity vaults, tested with Hardhat and reviewed by an external auditor, enforce every spending rule on-chain. A Python service built with LangChain reads chain data and Chainlink price feeds and uses the OpenAI API to summarize, flag and draft, while the React dashboard uses ethers.js for signing. The AI has read-only access, and every transaction still requires human signers.</p><ul><li>Transaction decoder that turns calldata into readable actions before signing</li><li>Configurable risk rules with AI-written explanations posted to Discord and Slack</li><li>Proposal drafts that cite on-chain data and link to their sources</li><li>Read-only AI architecture with a full log of every model call</li></ul>',
      },
      results: {
        en: '<p>Vaultwise launched with six DAO customers and now monitors more than <strong>$180 million</strong> in on-chain assets.</p><ul><li>Weekly reporting time cut from 11 hours to under 1 hour</li><li>Time to flag a risk event down from hours to under 5 minutes</li><li>64% faster proposal approval cycles</li><li>Zero critical findings in the pre-launch smart contract audit</li></ul>',
      },
      gallery: ['/images/projects/p21-g1.webp', '/images/projects/p21-g2.webp', '/images/projects/p21-g3.webp'],
      awardWinning: false,
    },
    {
      id: 22,
      title: {
        en: 'Northgate Outfitters: AI Customer Support Agent',
      },
      shortDescription: {
        en: 'An AI support agent that resolves order, sizing and return questions for an outdoor retailer around the clock.',
      },
      longDescription: {
        en: "Northgate Outfitters was hiring seasonal agents every fall just to answer the same order-status and return questions. We built an AI support agent with LangChain and the OpenAI API that answers from the company's own policies and product data, looks up live orders in Shopify and hands complex cases to a human with a full summary. The agent now handles most chat and email conversations without a wait.",
      },
      image: '/images/projects/p22.webp',
      imageAlt: {
        en: 'Northgate Outfitters support chat with the AI agent tracking an order and starting a return',
      },
      categories: ['ai-automation'],
      technologies: ['Python', 'OpenAI API', 'LangChain', 'Pinecone', 'FastAPI', 'Shopify API', 'Zendesk API'],
      features: [
        {
          en: "Answers grounded in the retailer's policies, size guides and product catalog",
        },
        {
          en: 'Live order lookup, tracking and return initiation through Shopify',
        },
        {
          en: 'Handoff to human agents in Zendesk with a conversation summary',
        },
        {
          en: 'Brand-voice guidelines applied to every reply',
        },
        {
          en: 'Guardrails that block refunds or discounts outside policy',
        },
        {
          en: 'Dashboard of resolution rate, topics and customer satisfaction',
        },
      ],
      link: 'https://northgateoutfitters.com',
      client: 'Northgate Outfitters',
      industry: {
        en: 'Retail & E-commerce',
      },
      services: [
        {
          en: 'AI Agent Development',
        },
        {
          en: 'Systems Integration',
        },
        {
          en: 'Conversation Design',
        },
        {
          en: 'Analytics & Reporting',
        },
      ],
      duration: {
        en: '3 months',
      },
      completedDate: '2024-10',
      challenge: {
        en: '<p>Ticket volume tripled between September and December, and 70% of tickets were repeat questions about order status, sizing and returns. Response times stretched past 30 hours at peak, and seasonal hiring and training cost the client heavily every year.</p><ul><li>Peak first-response time above 30 hours</li><li>70% of tickets were repetitive, low-complexity questions</li><li>An earlier rule-based chatbot frustrated customers and had been switched off</li><li>Every AI answer had to match current policy exactly</li></ul>',
      },
      solution: {
        en: '<p>We built a retrieval-augmented agent that answers only from approved sources indexed in Pinecone and calls Shopify and Zendesk through tools with strict permissions. Before launch we tested it against 2,000 historical tickets and reviewed every failure with the support team.</p><ul><li>Retrieval over policies, size charts and 4,000+ product pages, re-indexed nightly</li><li>Tool calls for order status, address changes and return labels</li><li>Confidence thresholds that route uncertain cases to a human</li><li>Weekly review of escalated conversations to improve answers</li></ul>',
      },
      results: {
        en: '<p>The first holiday season with the agent ran without a single seasonal support hire.</p><ul><li><strong>75%</strong> of conversations resolved without a human</li><li>First-response time down from 30+ hours to under 1 minute</li><li>Customer satisfaction up from 78% to 89%</li><li>About 2,600 agent hours saved per quarter</li></ul>',
      },
      gallery: ['/images/projects/p22-g1.webp', '/images/projects/p22-g2.webp', '/images/projects/p22-g3.webp'],
      testimonial: {
        quote: {
          en: 'We went into the holidays without hiring a single seasonal agent, and our satisfaction scores went up. Emberline built something our customers actually like talking to, and our team finally has time for the conversations that need a person.',
        },
        author: 'Dana Whitfield',
        position: {
          en: 'Director of Customer Experience, Northgate Outfitters',
        },
      },
      awardWinning: false,
    },
    {
      id: 23,
      title: {
        en: 'Red River Freight: AI Document Processing',
      },
      shortDescription: {
        en: "An AI pipeline that reads bills of lading, rate confirmations and invoices and posts them straight into a freight broker's TMS.",
      },
      longDescription: {
        en: 'Red River Freight Brokers processed thousands of carrier documents a week by hand, re-keying data from PDFs and phone photos into their transportation management system. We built an automated pipeline that classifies each document, extracts the key fields with AWS Textract and the OpenAI API, checks them against the load record and posts clean data automatically. Staff now review only the exceptions.',
      },
      image: '/images/projects/p23.webp',
      imageAlt: {
        en: 'Red River Freight exception queue showing an extracted bill of lading beside the source scan',
      },
      categories: ['ai-automation'],
      technologies: ['Python', 'OpenAI API', 'LangChain', 'AWS Textract', 'AWS Lambda', 'n8n', 'PostgreSQL'],
      features: [
        {
          en: 'Automatic intake from email inboxes, carrier portals and driver photo uploads',
        },
        {
          en: 'Classification of bills of lading, rate confirmations, proofs of delivery and invoices',
        },
        {
          en: 'Field extraction with confidence scoring and validation against load records',
        },
        {
          en: 'Exception queue that shows staff the source document side by side',
        },
        {
          en: 'Automatic carrier invoice matching and payment approval',
        },
        {
          en: 'Audit trail of every extracted field and correction',
        },
      ],
      client: 'Red River Freight Brokers',
      industry: {
        en: 'Freight & Logistics',
      },
      services: [
        {
          en: 'AI Workflow Automation',
        },
        {
          en: 'Document Processing',
        },
        {
          en: 'Systems Integration',
        },
      ],
      duration: {
        en: '4 months',
      },
      completedDate: '2025-05',
      challenge: {
        en: "<p>The client's eight-person back office spent most of the day copying data from documents into the TMS, and carrier payments slipped whenever the team fell behind. Documents arrived as scans, photos and multi-page PDFs with no consistent layout.</p><ul><li>About 3,500 documents a week entered by hand</li><li>An average of 6 days from delivery to carrier invoice approval</li><li>Keying errors caused billing disputes with shippers and carriers</li><li>Scanned and photographed documents of widely varying quality</li></ul>",
      },
      solution: {
        en: '<p>We combined AWS Textract OCR with OpenAI models orchestrated by LangChain to classify documents and extract fields, then validated every value against the load data in PostgreSQL. n8n workflows route documents from each intake channel and push approved records to the TMS; anything below the confidence threshold goes to a review queue.</p><ul><li>Layout-independent extraction tuned on 5,000 historical documents</li><li>Cross-checks on load numbers, weights, rates and dates before posting</li><li>Human-in-the-loop review for low-confidence fields</li><li>Corrections captured monthly to refine prompts and validation rules</li></ul>',
      },
      results: {
        en: '<p>Document processing went from a full-time bottleneck to an exception-only task within two months of launch.</p><ul><li><strong>89%</strong> of documents processed with no human touch</li><li>Roughly <strong>1,900 staff hours saved</strong> per quarter</li><li>Carrier invoice approval time down from 6 days to 1 day</li><li>Billing errors reduced by 43%</li></ul>',
      },
      gallery: ['/images/projects/p23-g1.webp', '/images/projects/p23-g2.webp', '/images/projects/p23-g3.webp'],
      testimonial: {
        quote: {
          en: 'Our team used to spend the whole day typing numbers off PDFs. Now the system does it, flags the handful it is unsure about, and our carriers get paid in a day instead of a week. It paid for itself in the first quarter.',
        },
        author: 'Marcus Delgado',
        position: {
          en: 'Operations Manager, Red River Freight Brokers',
        },
      },
      awardWinning: false,
    },
    {
      id: 24,
      title: {
        en: 'BrightSmile Dental: Multi-Location Local SEO',
      },
      shortDescription: {
        en: 'An award-winning local SEO program that put a 12-location dental group at the top of Google Maps in every market it serves.',
      },
      longDescription: {
        en: 'BrightSmile Dental Partners had grown through acquisitions, leaving a patchwork of websites, duplicate listings and inconsistent addresses across 12 practices. We consolidated everything onto one site with dedicated location pages, cleaned up every listing and ran a steady program of reviews, local content and links. Organic new-patient bookings more than doubled in the first year, and the campaign won a regional healthcare marketing award.',
      },
      image: '/images/projects/p24.webp',
      imageAlt: {
        en: 'BrightSmile Dental location pages and Google Maps rankings across 12 practices',
      },
      categories: ['seo-digital-marketing'],
      technologies: [
        'Semrush',
        'Google Business Profile',
        'GA4',
        'Google Search Console',
        'BrightLocal',
        'Screaming Frog',
      ],
      features: [
        {
          en: 'Site consolidation with 12 optimized location pages and service pages',
        },
        {
          en: 'Google Business Profile optimization and duplicate listing cleanup',
        },
        {
          en: 'Citation audit and correction across 60+ directories',
        },
        {
          en: 'Automated post-visit review requests',
        },
        {
          en: 'Monthly local content and link-building plan for each market',
        },
        {
          en: 'Call and booking tracking by location in GA4',
        },
      ],
      link: 'https://brightsmiledentalpartners.com',
      client: 'BrightSmile Dental Partners',
      industry: {
        en: 'Healthcare',
      },
      services: [
        {
          en: 'Local SEO',
        },
        {
          en: 'Technical SEO',
        },
        {
          en: 'Content Marketing',
        },
        {
          en: 'Reputation Management',
        },
      ],
      duration: {
        en: '12 months',
      },
      completedDate: '2022-08',
      challenge: {
        en: '<p>After several acquisitions, the group had 12 practices operating under different names and websites, with conflicting addresses and phone numbers across the web. Several locations did not appear in the Google Maps local pack even for searches in their own neighborhoods.</p><ul><li>31 duplicate or outdated Google listings</li><li>Seven separate websites splitting authority and confusing patients</li><li>An average review rating of 3.9 with few recent reviews</li><li>No way to attribute new-patient calls to a marketing channel</li></ul>',
      },
      solution: {
        en: "<p>We migrated the practices to a single brand site with 301 redirects from every legacy domain, then rebuilt each location's local presence from the ground up. A review-request workflow and monthly content for each market kept momentum going after the cleanup.</p><ul><li>Structured data for every practice, dentist and service</li><li>Consistent name, address and phone data across every major directory</li><li>Review requests sent by text after each appointment</li><li>Call tracking numbers and GA4 conversion events for each location</li></ul>",
      },
      results: {
        en: '<p>Within 12 months every practice ranked in the local pack for its primary searches, and the program won a regional award for healthcare marketing.</p><ul><li><strong>137% increase</strong> in organic new-patient bookings</li><li>Top-3 Google Maps position for 84% of tracked keywords</li><li>Average rating up from 3.9 to 4.8 across 2,300+ reviews</li><li>Cost per new patient down 41% compared with paid directories</li></ul>',
      },
      gallery: [
        '/images/projects/p24-g1.webp',
        '/images/projects/p24-g2.webp',
        '/images/projects/p24-g3.webp',
        '/images/projects/p24-g4.webp',
      ],
      awardWinning: true,
    },
    {
      id: 25,
      title: {
        en: 'Lone Star Solar: PPC & Conversion Optimization',
      },
      shortDescription: {
        en: "A paid search and landing page program that cut a residential solar installer's cost per qualified lead by more than half.",
      },
      longDescription: {
        en: 'Lone Star Solar was spending heavily on Google and Meta ads but drowning in unqualified leads from renters and homeowners outside its service area. We rebuilt the account structure, launched landing pages with an instant savings estimate and connected the ad platforms to the CRM so campaigns optimize for signed contracts rather than form fills. The sales team now spends its time on homeowners who are ready to install.',
      },
      image: '/images/projects/p25.webp',
      imageAlt: {
        en: 'Lone Star Solar landing page with an instant savings estimate beside a campaign performance dashboard',
      },
      categories: ['seo-digital-marketing'],
      technologies: ['Google Ads', 'Meta Ads Manager', 'GA4', 'Google Tag Manager', 'Unbounce', 'HubSpot'],
      features: [
        {
          en: 'Restructured Google Ads account with service-area and intent-based campaigns',
        },
        {
          en: 'Landing pages with an instant solar savings estimate',
        },
        {
          en: 'Qualifying questions on homeownership, roof type and utility bill',
        },
        {
          en: 'Offline conversion import from HubSpot to Google Ads and Meta',
        },
        {
          en: 'Weekly A/B tests on headlines, offers and forms',
        },
        {
          en: 'Lead-to-contract reporting dashboard',
        },
      ],
      client: 'Lone Star Solar Co.',
      industry: {
        en: 'Renewable Energy',
      },
      services: [
        {
          en: 'PPC Management',
        },
        {
          en: 'Landing Page Design',
        },
        {
          en: 'Conversion Rate Optimization',
        },
        {
          en: 'Marketing Analytics',
        },
      ],
      duration: {
        en: '6 months',
      },
      completedDate: '2024-02',
      challenge: {
        en: "<p>The client's ad account was optimized for form submissions, so the platforms found the cheapest leads rather than the best ones. Fewer than one in five leads qualified for a consultation, and the sales team was burning out on calls that went nowhere.</p><ul><li>Cost per qualified lead of <strong>$412</strong></li><li>Only 18% of leads were homeowners inside the service area</li><li>Broad-match keywords spending on free-solar and job searches</li><li>No connection between ad spend and signed contracts</li></ul>",
      },
      solution: {
        en: "<p>We rebuilt campaigns around high-intent searches in the client's service area and sent traffic to focused Unbounce landing pages that qualify visitors before they submit. Closed-won data from HubSpot flows back to Google Ads and Meta, so bidding now rewards the leads that actually sign.</p><ul><li>A negative keyword library of 1,400+ terms</li><li>Multi-step forms that ask the qualifying questions first</li><li>Offline conversion imports that optimize campaigns for signed contracts</li><li>Call tracking for visitors who prefer to phone</li></ul>",
      },
      results: {
        en: '<p>Six months in, the client was spending less on ads and signing more contracts than ever before.</p><ul><li><strong>68% lower</strong> cost per qualified lead, from $412 to $132</li><li>Qualified lead rate up from 18% to 61%</li><li><strong>3.4x</strong> return on ad spend measured against signed contracts</li><li>47% more installations booked per month</li></ul>',
      },
      gallery: ['/images/projects/p25-g1.webp', '/images/projects/p25-g2.webp', '/images/projects/p25-g3.webp'],
      awardWinning: false,
    },
    {
      id: 26,
      title: {
        en: 'Cedar & Loom: E-commerce SEO & Content Strategy',
      },
      shortDescription: {
        en: 'An SEO and content program that made organic search the largest revenue channel for a Shopify home textiles brand.',
      },
      longDescription: {
        en: "Cedar & Loom sells handwoven rugs and throws online but relied almost entirely on paid social for sales. We fixed the technical foundations of its Shopify store, restructured collections around how shoppers actually search and built a library of buying guides and care articles. Organic search is now the brand's top revenue channel.",
      },
      image: '/images/projects/p26.webp',
      imageAlt: {
        en: 'Cedar & Loom Shopify collection page for handwoven rugs with organic traffic growth chart',
      },
      categories: ['seo-digital-marketing'],
      technologies: ['Shopify', 'Semrush', 'Ahrefs', 'GA4', 'Google Search Console', 'Screaming Frog', 'Klaviyo'],
      features: [
        {
          en: 'Technical audit and fixes for duplicate collection and variant URLs',
        },
        {
          en: 'Collection architecture mapped to 900+ researched keywords',
        },
        {
          en: 'Product schema with reviews, price and availability',
        },
        {
          en: 'Buying guides and care articles linked to relevant products',
        },
        {
          en: 'Image compression and Core Web Vitals improvements',
        },
        {
          en: 'Klaviyo flows that capture and nurture organic visitors',
        },
      ],
      link: 'https://cedarandloom.com',
      client: 'Cedar & Loom',
      industry: {
        en: 'E-commerce & Home Goods',
      },
      services: [
        {
          en: 'Technical SEO',
        },
        {
          en: 'E-commerce SEO',
        },
        {
          en: 'Content Strategy',
        },
        {
          en: 'Email Marketing',
        },
      ],
      duration: {
        en: '9 months',
      },
      completedDate: '2023-06',
      challenge: {
        en: "Cedar & Loom's catalog had grown to more than 1,200 products, but default URL handling had created thousands of duplicate pages and most products were invisible in search. Rising paid social costs were squeezing margins every quarter.\n• More than 4,000 duplicate URLs indexed by Google\n• Organic search drove only 9% of revenue\n• Product pages with thin, manufacturer-style descriptions\n• Mobile pages taking over 5 seconds to load",
      },
      solution: {
        en: "We started with the technical fixes, then rebuilt the store's structure and content around real shopper demand. Every new article was mapped to a keyword cluster and linked to the collections it supports, and Klaviyo flows turned first-time organic visitors into subscribers.\n• Canonical tags, redirects and sitemap cleanup to consolidate duplicates\n• New collection pages by style, size, material and room\n• Forty long-form buying guides published over nine months\n• Rewritten descriptions for the top 300 products by margin",
      },
      results: {
        en: "Nine months in, organic search had overtaken paid social as the store's largest source of revenue.\n• Organic revenue up 212% year over year\n• Organic share of revenue grew from 9% to 38%\n• Mobile load time cut from 5.4 to 1.9 seconds\n• 26,000 new email subscribers from organic traffic",
      },
      gallery: [
        '/images/projects/p26-g1.webp',
        '/images/projects/p26-g2.webp',
        '/images/projects/p26-g3.webp',
        '/images/projects/p26-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 27,
      title: {
        en: 'Copper Kettle Brewing: Social Media Launch Campaign',
      },
      shortDescription: {
        en: "An award-winning social and paid media campaign that launched a craft brewery's canned beers in 420 stores across three states.",
      },
      longDescription: {
        en: 'Copper Kettle Brewing was moving from a single taproom to retail distribution in Texas, Oklahoma and Louisiana and needed shoppers to recognize its cans on crowded shelves. We built a short-form video campaign around the brewers and their town, ran geotargeted paid social near participating retailers and tied it together with a store locator. The campaign won a regional award for best integrated social campaign.',
      },
      image: '/images/projects/p27.webp',
      imageAlt: {
        en: 'Copper Kettle Brewing cans with short-form video ads from the launch campaign',
      },
      categories: ['seo-digital-marketing'],
      technologies: [
        'Meta Ads Manager',
        'TikTok Ads Manager',
        'Sprout Social',
        'Adobe Premiere Pro',
        'GA4',
        'Google Tag Manager',
      ],
      features: [
        {
          en: 'Short-form video series filmed at the brewery and taproom',
        },
        {
          en: 'Geotargeted ads within five miles of participating retailers',
        },
        {
          en: 'Audiences restricted to adults 21 and over',
        },
        {
          en: 'Store locator landing page with retailer stock information',
        },
        {
          en: 'Creator partnerships with regional food and drink accounts',
        },
        {
          en: 'Weekly creative testing and budget reallocation',
        },
      ],
      link: 'https://copperkettlebrewing.com',
      client: 'Copper Kettle Brewing Co.',
      industry: {
        en: 'Food & Beverage',
      },
      services: [
        {
          en: 'Social Media Marketing',
        },
        {
          en: 'Paid Social Advertising',
        },
        {
          en: 'Video Production',
        },
        {
          en: 'Campaign Analytics',
        },
      ],
      duration: {
        en: '4 months',
      },
      completedDate: '2021-10',
      challenge: {
        en: 'The brewery had a loyal taproom following but almost no awareness outside its hometown. Its new cans were launching into 420 grocery and liquor stores where dozens of national craft brands already had shelf space and far larger marketing budgets.\n• Under 3,000 social followers, nearly all of them local\n• A three-state retail launch on a fixed distributor timeline\n• Alcohol advertising rules limiting targeting and creative\n• A media budget a fraction of what national brands spend',
      },
      solution: {
        en: "We leaned into what national brands could not copy: real people, a real small town and beer made down the road. A library of 40 short videos fed Meta and TikTok campaigns aimed at adult shoppers near stocking retailers, with spend shifted weekly toward the best-performing stores and creatives.\n• Creative built around the brewers, the taproom and local landmarks\n• Retailer-level geotargeting updated as distribution expanded\n• A store locator linked from every ad to turn interest into store visits\n• Creator collaborations for reach beyond the brand's own followers",
      },
      results: {
        en: "The launch sold through faster than the distributor's forecast, and the campaign was recognized with a regional award for integrated social media.\n• First production run sold through in 5 weeks instead of the forecast 10\n• 4.6 million video views and 38,000 new followers\n• Store locator used 52,000 times during the campaign\n• Cost per thousand impressions 37% below the category benchmark",
      },
      gallery: [
        '/images/projects/p27-g1.webp',
        '/images/projects/p27-g2.webp',
        '/images/projects/p27-g3.webp',
        '/images/projects/p27-g4.webp',
      ],
      awardWinning: true,
    },
    {
      id: 28,
      title: {
        en: 'Fieldnote Analytics: B2B Demand Generation',
      },
      shortDescription: {
        en: "A LinkedIn, search and content program that filled a B2B analytics company's sales pipeline with qualified demo requests.",
      },
      longDescription: {
        en: 'Fieldnote Analytics sells field-service reporting software to mid-sized utilities and contractors, a niche audience that generic lead generation kept missing. We built account-based LinkedIn campaigns, bottom-of-funnel search ads and a content hub of benchmarks and templates, all tracked through HubSpot to pipeline and revenue. The sales team now starts every quarter with a predictable pipeline.',
      },
      image: '/images/projects/p28.webp',
      imageAlt: {
        en: 'Fieldnote Analytics LinkedIn ad and benchmark report landing page with a pipeline dashboard',
      },
      categories: ['seo-digital-marketing'],
      technologies: ['LinkedIn Campaign Manager', 'Google Ads', 'HubSpot', 'GA4', 'Semrush', 'Webflow'],
      features: [
        {
          en: 'Account-based LinkedIn campaigns targeting 1,800 named companies',
        },
        {
          en: 'High-intent search campaigns on competitor and category terms',
        },
        {
          en: 'Gated benchmark report and ROI calculator',
        },
        {
          en: 'HubSpot lead scoring and nurture sequences',
        },
        {
          en: 'Webflow landing pages built for fast testing',
        },
        {
          en: 'Pipeline and revenue attribution by channel',
        },
      ],
      client: 'Fieldnote Analytics',
      industry: {
        en: 'B2B Software',
      },
      services: [
        {
          en: 'Demand Generation',
        },
        {
          en: 'LinkedIn Advertising',
        },
        {
          en: 'Content Marketing',
        },
        {
          en: 'Marketing Automation',
        },
      ],
      duration: {
        en: '6 months',
      },
      completedDate: '2025-11',
      challenge: {
        en: "Fieldnote's early growth came from founder referrals, which had dried up. A previous agency's campaigns produced plenty of leads, but almost none came from companies that could buy, and marketing could not show its effect on revenue.\n• Fewer than 10% of leads matched the ideal customer profile\n• A five-month sales cycle with little nurturing between touchpoints\n• No attribution from ad spend to closed deals\n• A website conversion rate under 0.8%",
      },
      solution: {
        en: "We started from the sales team's best-fit accounts rather than from keywords. LinkedIn campaigns reached decision makers at those accounts with useful content, search ads captured buyers already comparing tools, and HubSpot scoring passed only sales-ready leads to the reps.\n• An annual field-service benchmark report as the core lead magnet\n• Retargeting sequences by role: operations, finance and IT\n• Lead scoring on fit and engagement, agreed with sales\n• Monthly pipeline reviews with marketing and sales together",
      },
      results: {
        en: 'Within six months, marketing had become the largest source of new pipeline for the company.\n• $2.4M in new qualified pipeline sourced by marketing\n• Demo requests up 173%, with 64% matching the ideal customer profile\n• Cost per sales-qualified lead down 46%\n• Website conversion rate up from 0.8% to 2.9%',
      },
      gallery: ['/images/projects/p28-g1.webp', '/images/projects/p28-g2.webp', '/images/projects/p28-g3.webp'],
      awardWinning: false,
    },
    {
      id: 29,
      title: {
        en: 'Hollis & Grant: Law Firm SEO & Call Tracking',
      },
      shortDescription: {
        en: 'An SEO, reputation and call tracking program that more than doubled signed cases from organic search for a personal injury firm.',
      },
      longDescription: {
        en: "Hollis & Grant Injury Law competes in one of the most expensive search categories online. We rebuilt the firm's WordPress site for speed and structure, created in-depth practice area and location pages, ran a review program and set up call tracking so every signed case can be traced to its source. The firm now wins more cases from organic search than from paid directory listings.",
      },
      image: '/images/projects/p29.webp',
      imageAlt: {
        en: 'Hollis & Grant practice area page with local search rankings and call tracking report',
      },
      categories: ['seo-digital-marketing'],
      technologies: ['WordPress', 'Semrush', 'GA4', 'Google Search Console', 'Google Business Profile', 'CallRail'],
      features: [
        {
          en: 'Practice area pages for 14 injury case types',
        },
        {
          en: 'City pages for every county the firm serves',
        },
        {
          en: 'Attorney profiles with credentials and case results',
        },
        {
          en: 'Review request workflow after each case closes',
        },
        {
          en: 'CallRail tracking with call recording and lead qualification',
        },
        {
          en: 'Monthly reporting from first click to signed case',
        },
      ],
      client: 'Hollis & Grant Injury Law',
      industry: {
        en: 'Legal Services',
      },
      services: [
        {
          en: 'Search Engine Optimization',
        },
        {
          en: 'Content Marketing',
        },
        {
          en: 'Reputation Management',
        },
        {
          en: 'Call Tracking & Analytics',
        },
      ],
      duration: {
        en: '10 months',
      },
      completedDate: '2026-02',
      challenge: {
        en: 'Personal injury clicks can cost well over $100 each, and the firm was paying lead directories for prospects that were also sold to competitors. Its website was slow, thin on content and outranked by national lead-generation sites in its own city.\n- Over 60% of new cases came from paid directories\n- A mobile load time of 6.1 seconds\n- Only 4 practice area pages for a firm handling 14 case types\n- No tracking of phone calls, the source of most new cases',
      },
      solution: {
        en: 'We rebuilt the site on a lean WordPress theme, then produced in-depth content for every case type and county the firm handles, written with the attorneys and reviewed for accuracy. Google Business Profile work, reviews and CallRail tracking connected local visibility to real intake numbers.\n- Legal schema markup for the firm, its attorneys and reviews\n- Sixty new pages of attorney-reviewed practice and location content\n- Local links earned through community sponsorships and bar associations\n- Intake call scoring to separate qualified cases from general inquiries',
      },
      results: {
        en: "Ten months in, organic search had become the firm's largest source of signed cases.\n- Signed cases from organic search up 118%\n- Organic phone calls up 164% year over year\n- Directory spend cut by $9,000 per month\n- First-page rankings for 72 of 90 target keywords",
      },
      gallery: ['/images/projects/p29-g1.webp', '/images/projects/p29-g2.webp', '/images/projects/p29-g3.webp'],
      awardWinning: false,
    },
    {
      id: 30,
      title: {
        en: 'Caddo Lake Property Group: Odoo Property Management',
      },
      shortDescription: {
        en: 'A property management system built on Odoo that runs leasing, rent collection, maintenance and owner accounting for 2,400 units.',
      },
      longDescription: {
        en: 'Caddo Lake Property Group manages residential and commercial properties across northeast Texas and had outgrown a mix of spreadsheets, a legacy rent portal and desktop accounting software. We built a property management system on Odoo with custom modules for leases, rent, maintenance and owner statements, plus a tenant portal for online payments and requests. Every department now works from one system of record.',
      },
      image: '/images/projects/p30.webp',
      imageAlt: {
        en: 'Caddo Lake Property Group Odoo dashboard with occupancy, rent collection and open work orders',
      },
      categories: ['crm-erp'],
      technologies: ['Odoo 17', 'Python', 'PostgreSQL', 'OWL', 'Stripe', 'DocuSign API'],
      features: [
        {
          en: 'Property, unit and lease records with renewal and rent escalation tracking',
        },
        {
          en: 'Automated rent invoicing, late fees and online payments',
        },
        {
          en: 'Tenant portal for payments, documents and maintenance requests',
        },
        {
          en: 'Work orders dispatched to in-house technicians and vendors with mobile updates',
        },
        {
          en: 'Monthly owner statements generated from Odoo Accounting',
        },
        {
          en: 'E-signature for leases and renewals through DocuSign',
        },
        {
          en: 'Occupancy, arrears and maintenance dashboards',
        },
      ],
      client: 'Caddo Lake Property Group',
      industry: {
        en: 'Real Estate & Property Management',
      },
      services: [
        {
          en: 'ERP Implementation',
        },
        {
          en: 'Custom Module Development',
        },
        {
          en: 'Data Migration',
        },
        {
          en: 'Tenant Portal Development',
        },
      ],
      duration: {
        en: '7 months',
      },
      completedDate: '2024-09',
      year: 2024,
      challenge: {
        en: "The client's leasing, maintenance and accounting teams each kept their own records, and month-end owner statements took a week of reconciliation. Tenants could pay rent online but had to call or email for everything else.\n- Five disconnected tools and dozens of spreadsheets\n- Owner statements took 6 working days to prepare each month\n- Maintenance requests tracked by email, with no response-time data\n- Late rent followed up by hand across 2,400 units",
      },
      solution: {
        en: 'We chose Odoo for its accounting, portal and workflow foundations and built property-specific modules on top in Python and OWL. Data from the legacy tools was migrated and reconciled in stages, and each team moved over only after parallel runs matched.\n- Custom lease module with rent schedules, deposits and escalations\n- Stripe integration for ACH and card payments, posted automatically to accounting\n- Maintenance app for technicians with photos, parts and time logging\n- Automated owner statements with drill-down to every transaction',
      },
      results: {
        en: 'The system went live across the whole portfolio with no disruption to rent collection.\n- 86% of tenants paying rent online within three months\n- 62% of maintenance requests now submitted through the tenant portal\n- Rent arrears down 34% after automated reminders\n- Owner statements prepared in 1 day instead of 6, saving about 140 staff hours a month',
      },
      gallery: [
        '/images/projects/p30-g1.webp',
        '/images/projects/p30-g2.webp',
        '/images/projects/p30-g3.webp',
        '/images/projects/p30-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 31,
      title: {
        en: 'Blackland Precision: ERPNext Supply Chain System',
      },
      shortDescription: {
        en: 'A supply chain system built on ERPNext that connects purchasing, inventory, production and shipping for a metal fabrication plant.',
      },
      longDescription: {
        en: 'Blackland Precision Fabrication builds custom steel components for agricultural and energy equipment makers. We implemented ERPNext and extended it with custom Frappe apps for material requirements planning, barcode-driven inventory, shop-floor tracking and supplier collaboration. Planners now see material shortages weeks ahead instead of on the day a job is due to start.',
      },
      image: '/images/projects/p31.webp',
      imageAlt: {
        en: 'Blackland Precision ERPNext production planning screen with material shortages and work orders',
      },
      categories: ['crm-erp'],
      technologies: ['ERPNext', 'Frappe Framework', 'Python', 'MariaDB', 'Redis', 'Vue.js', 'EDI'],
      features: [
        {
          en: 'Material requirements planning driven by sales orders and forecasts',
        },
        {
          en: 'Barcode receiving, picking and cycle counts on rugged handhelds',
        },
        {
          en: 'Shop-floor job tracking by work center and operation',
        },
        {
          en: 'Supplier portal for purchase order confirmations and delivery dates',
        },
        {
          en: 'Lot and heat-number traceability from raw steel to shipped part',
        },
        {
          en: 'EDI order intake from the largest customers',
        },
        {
          en: 'Late-material and capacity alerts for planners',
        },
      ],
      client: 'Blackland Precision Fabrication',
      industry: {
        en: 'Manufacturing',
      },
      services: [
        {
          en: 'ERP Implementation',
        },
        {
          en: 'Custom App Development',
        },
        {
          en: 'Supply Chain Integration',
        },
        {
          en: 'Data Migration',
        },
      ],
      duration: {
        en: '8 months',
      },
      completedDate: '2025-12',
      year: 2025,
      challenge: {
        en: 'The manufacturer ran purchasing in spreadsheets, inventory in an aging desktop system and production on paper travelers. Steel shortages were often discovered on the morning a job was scheduled to start, and customers asking about order status had to wait while staff walked the floor.\n- On-time delivery had slipped to 71%\n- Inventory records matched physical counts only about 80% of the time\n- Heat-number traceability took days of paperwork for each customer audit\n- Expedited steel freight cost over $20,000 a month',
      },
      solution: {
        en: "ERPNext provided manufacturing, stock and purchasing modules out of the box, and we built custom Frappe apps for the processes that make the client's shop different. Rollout went department by department, starting with receiving and inventory so planning could trust its data from day one.\n- MRP tuned for make-to-order jobs with long steel lead times\n- Barcode labels printed at receiving and scanned at every move\n- Tablet-based shop-floor screens replacing paper travelers\n- EDI integration with two key customers for automatic order entry",
      },
      results: {
        en: 'Within six months of go-live, the plant was shipping more orders on time with less inventory on hand.\n- On-time delivery up from 71% to 94%\n- Inventory accuracy up to 99% at cycle count\n- Expedited freight spending down 62% and inventory carrying costs down 18%\n- Audit traceability reports generated in minutes instead of days',
      },
      gallery: [
        '/images/projects/p31-g1.webp',
        '/images/projects/p31-g2.webp',
        '/images/projects/p31-g3.webp',
        '/images/projects/p31-g4.webp',
      ],
      awardWinning: false,
    },
  ],
  seo: [
    {
      id: 'project:16',
      title: {
        en: 'Tradiuus Trades Marketplace App | Emberline Digital',
      },
      description: {
        en: 'How Emberline Digital built Tradiuus, a React Native marketplace app connecting homeowners with licensed tradespeople, with Stripe escrow payments.',
      },
      ogImage: '/images/projects/p16.webp',
      keywords: [
        'trades marketplace app',
        'home services app development',
        'React Native marketplace',
        'Stripe Connect integration',
        'on-demand services app',
        'Tradiuus',
      ],
    },
    {
      id: 'project:17',
      title: {
        en: 'ProperStylez Barber Booking App | Emberline Digital',
      },
      description: {
        en: 'ProperStylez is a Flutter barber booking app with deposits, reminders and loyalty rewards that cut no-shows by 68% for 1,200+ barbers and shops.',
      },
      ogImage: '/images/projects/p17.webp',
      keywords: [
        'barber booking app',
        'appointment booking app development',
        'Flutter app development',
        'salon scheduling software',
        'ProperStylez',
      ],
    },
    {
      id: 'project:18',
      title: {
        en: 'EZ CB Radio Trucker Push-to-Talk App | Emberline',
      },
      description: {
        en: 'EZ CB Radio brings CB-style voice channels, hazard alerts and CarPlay support to truckers, built natively in Swift and Kotlin. 420,000+ downloads.',
      },
      ogImage: '/images/projects/p18.webp',
      keywords: [
        'CB radio app',
        'trucker app development',
        'push-to-talk app',
        'CarPlay app development',
        'WebRTC voice app',
        'EZ CB Radio',
      ],
    },
    {
      id: 'project:19',
      title: {
        en: 'Need A Guy AI Gig Work App | Emberline Digital',
      },
      description: {
        en: 'Need A Guy uses OpenAI-powered matching to pair local odd jobs with vetted workers in minutes. See how we cut time to match from 3 hours to 12 minutes.',
      },
      ogImage: '/images/projects/p19.webp',
      keywords: [
        'gig work app',
        'AI job matching',
        'on-demand app development',
        'React Native app',
        'OpenAI integration',
        'Need A Guy',
      ],
    },
    {
      id: 'project:20',
      title: {
        en: 'NFT Event Ticketing Platform Case | Emberline Digital',
      },
      description: {
        en: 'Harborline Tix issues concert tickets as NFTs on Polygon with on-chain resale rules, cutting fraudulent entries by 87% while fans pay by card.',
      },
      ogImage: '/images/projects/p20.webp',
      keywords: [
        'NFT ticketing',
        'blockchain event tickets',
        'Solidity smart contracts',
        'Polygon development',
        'Web3 development agency',
      ],
    },
    {
      id: 'project:21',
      title: {
        en: 'AI-Assisted DAO Treasury Platform | Emberline Digital',
      },
      description: {
        en: 'Vaultwise pairs policy-enforcing smart contracts with a read-only AI assistant that flags treasury risk and drafts proposals for DAO signers.',
      },
      ogImage: '/images/projects/p21.webp',
      keywords: [
        'DAO treasury management',
        'smart contract vaults',
        'AI risk monitoring',
        'Web3 AI integration',
        'LangChain',
        'Solidity development',
      ],
    },
    {
      id: 'project:22',
      title: {
        en: 'AI Customer Support Agent for Retail | Emberline',
      },
      description: {
        en: 'Our LangChain and OpenAI support agent for Northgate Outfitters resolves 75% of conversations on its own and saves about 2,600 agent hours a quarter.',
      },
      ogImage: '/images/projects/p22.webp',
      keywords: [
        'AI customer support',
        'AI chatbot for e-commerce',
        'LangChain agent',
        'OpenAI API integration',
        'Shopify automation',
        'Zendesk integration',
      ],
    },
    {
      id: 'project:23',
      title: {
        en: 'AI Document Processing for Freight | Emberline Digital',
      },
      description: {
        en: 'An AI pipeline reads bills of lading and carrier invoices for Red River Freight, processing 89% untouched and saving about 1,900 staff hours a quarter.',
      },
      ogImage: '/images/projects/p23.webp',
      keywords: [
        'AI document processing',
        'freight automation',
        'invoice data extraction',
        'AWS Textract',
        'intelligent document processing',
        'logistics AI',
      ],
    },
    {
      id: 'project:24',
      title: {
        en: 'Award-Winning Dental Local SEO Case | Emberline',
      },
      description: {
        en: 'Award-winning local SEO for a 12-location dental group: listing cleanup, location pages and reviews that lifted organic new-patient bookings 137%.',
      },
      ogImage: '/images/projects/p24.webp',
      keywords: [
        'dental SEO',
        'local SEO',
        'multi-location SEO',
        'Google Business Profile optimization',
        'healthcare marketing',
      ],
    },
    {
      id: 'project:25',
      title: {
        en: 'Solar PPC & Conversion Optimization | Emberline',
      },
      description: {
        en: "How restructured Google Ads, qualifying landing pages and CRM conversion data cut a solar installer's cost per qualified lead by 68%.",
      },
      ogImage: '/images/projects/p25.webp',
      keywords: [
        'solar PPC',
        'Google Ads management',
        'conversion rate optimization',
        'solar lead generation',
        'landing page optimization',
      ],
    },
    {
      id: 'project:26',
      title: {
        en: 'Shopify E-commerce SEO Case Study | Emberline Digital',
      },
      description: {
        en: 'Technical fixes, smarter collections and buying guides grew organic revenue 212% for Cedar & Loom and made search its largest sales channel.',
      },
      ogImage: '/images/projects/p26.webp',
      keywords: ['Shopify SEO', 'e-commerce SEO', 'content strategy', 'technical SEO audit', 'organic revenue growth'],
    },
    {
      id: 'project:27',
      title: {
        en: 'Craft Brewery Social Media Campaign | Emberline',
      },
      description: {
        en: 'Award-winning social video and geotargeted ads launched Copper Kettle Brewing cans in 420 stores and sold the first run out in half the forecast time.',
      },
      ogImage: '/images/projects/p27.webp',
      keywords: [
        'social media marketing',
        'craft beer marketing',
        'paid social advertising',
        'TikTok ads',
        'beverage brand launch',
      ],
    },
    {
      id: 'project:28',
      title: {
        en: 'B2B SaaS Demand Generation Case Study | Emberline',
      },
      description: {
        en: 'Account-based LinkedIn, search ads and HubSpot scoring delivered $2.4M in qualified pipeline and 173% more demo requests for Fieldnote Analytics.',
      },
      ogImage: '/images/projects/p28.webp',
      keywords: [
        'B2B demand generation',
        'LinkedIn advertising',
        'account-based marketing',
        'HubSpot lead scoring',
        'SaaS marketing',
      ],
    },
    {
      id: 'project:29',
      title: {
        en: 'Personal Injury Law Firm SEO Case Study | Emberline',
      },
      description: {
        en: 'SEO, attorney-reviewed content and CallRail tracking more than doubled signed cases from organic search for Hollis & Grant Injury Law.',
      },
      ogImage: '/images/projects/p29.webp',
      keywords: [
        'law firm SEO',
        'personal injury marketing',
        'legal content marketing',
        'call tracking',
        'local SEO for lawyers',
      ],
    },
    {
      id: 'project:30',
      title: {
        en: 'Odoo Property Management System | Emberline Digital',
      },
      description: {
        en: 'A property management system on Odoo for 2,400 units: leases, online rent, maintenance and owner statements, with 86% of tenants now paying online.',
      },
      ogImage: '/images/projects/p30.webp',
      keywords: [
        'Odoo property management',
        'Odoo development',
        'property management software',
        'tenant portal',
        'ERP implementation',
      ],
    },
    {
      id: 'project:31',
      title: {
        en: 'ERPNext Manufacturing Supply Chain | Emberline',
      },
      description: {
        en: 'ERPNext and custom Frappe apps for MRP, barcode inventory and traceability lifted on-time delivery from 71% to 94% for a metal fabrication plant.',
      },
      ogImage: '/images/projects/p31.webp',
      keywords: [
        'ERPNext implementation',
        'manufacturing ERP',
        'supply chain software',
        'Frappe development',
        'inventory management',
        'MRP',
      ],
    },
  ],
} satisfies SeedFile;
