import type { SeedFile } from '..';

/**
 * Portfolio projects 1–15 (Web Development) and their SEO entries.
 * Rich text formats differ on purpose: 1–10 allowlisted HTML, 11–13 "• " bullet lines, 14–15 "- " bullet lines.
 */
export default {
  projects: [
    {
      id: 1,
      slug: 'hands-with-cans',
      title: { en: 'Hands With Cans Donation Platform' },
      shortDescription: {
        en: 'A donation and food-drive platform that helps a community non-profit collect gifts, canned goods and volunteer hours across Northeast Texas.',
      },
      longDescription: {
        en: 'Hands With Cans runs neighborhood food drives that stock pantries in rural Northeast Texas. We replaced a one-page site and paper sign-up sheets with a fast donation platform that takes one-time and monthly gifts, maps every drop-off bin and lets volunteers claim pickup routes themselves. Donors now give in under a minute, and the two-person staff spends its time on food instead of spreadsheets.',
      },
      image: '/images/projects/p1.webp',
      imageAlt: { en: 'Hands With Cans donation platform home page with a food-drive progress bar' },
      categories: ['web-development'],
      technologies: ['Next.js', 'React', 'TypeScript', 'Tailwind CSS', 'Stripe', 'Sanity', 'Mapbox GL JS', 'Vercel'],
      features: [
        { en: 'One-time and monthly donations with Apple Pay and Google Pay' },
        { en: 'Interactive drop-off bin map with fill levels staff update from a phone' },
        { en: 'Volunteer route sign-up with automatic SMS reminders' },
        { en: 'Food-drive campaign pages with live progress bars' },
        { en: 'Tax receipts e-mailed automatically after every gift' },
        { en: 'Editor-friendly CMS for news, pantry hours and drive announcements' },
      ],
      link: 'https://handswithcans.org',
      client: 'Hands With Cans',
      industry: { en: 'Non-Profit / Food Security' },
      services: [
        { en: 'Web Design' },
        { en: 'Web Development' },
        { en: 'Donation Payment Integration' },
        { en: 'Volunteer Scheduling' },
      ],
      duration: { en: '2 months' },
      completedDate: '2023-04',
      challenge: {
        en:
          '<p>Hands With Cans relied on a single web page, a generic payment button and paper sign-up sheets left in church halls. Donors could not set up monthly gifts, volunteers double-booked pickup routes, and the staff spent evenings retyping receipts.</p>' +
          '<ul><li>No recurring giving, so income dropped sharply between holiday drives</li>' +
          '<li>Drop-off bin locations lived in a PDF that was months out of date</li>' +
          '<li>Volunteer coordination ran through group texts and paper lists</li>' +
          '<li>Donation receipts were written and mailed by hand</li></ul>',
      },
      solution: {
        en:
          '<p>We designed a warm, mobile-first site around three actions: <strong>give</strong>, <strong>drop off</strong> and <strong>volunteer</strong>. Stripe handles one-time and monthly gifts, a live map shows every bin, and a lightweight scheduling module lets volunteers claim routes on their own.</p>' +
          '<ul><li>Suggested gift amounts tied to meals provided, for example $25 feeds a family of four for a week</li>' +
          '<li>Bin locations and fill levels managed by staff in Sanity from any phone</li>' +
          '<li>Route calendar with SMS reminders sent the evening before each pickup</li>' +
          "<li>Receipts generated and e-mailed automatically with the organization's tax details</li></ul>",
      },
      results: {
        en:
          '<p>Within the first year the platform turned seasonal giving into a steady monthly base and gave volunteers a dependable way to plan their time.</p>' +
          '<ul><li><strong>212%</strong> increase in online donations in the first 12 months</li>' +
          '<li><strong>340</strong> recurring monthly donors, up from none</li>' +
          '<li>Volunteer no-shows cut by <strong>58%</strong> with SMS reminders</li>' +
          '<li><strong>96,000 lb</strong> of food collected in the first holiday drive on the new site</li></ul>',
      },
      gallery: [
        '/images/projects/p1-g1.webp',
        '/images/projects/p1-g2.webp',
        '/images/projects/p1-g3.webp',
        '/images/projects/p1-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 2,
      title: { en: 'Caddo Ridge Land Company Listings Website' },
      shortDescription: {
        en: 'A map-driven listings website for a rural land brokerage selling ranches, farmland and recreational tracts across Texas and Oklahoma.',
      },
      longDescription: {
        en: 'Caddo Ridge Land Company sells large rural tracts where buyers care about acreage, water, soil and road access far more than bedrooms. We built a listings site with parcel boundaries drawn on satellite imagery, downloadable survey packets and filters for the details land buyers actually search for. Agents publish a complete listing in minutes from a custom WordPress dashboard.',
      },
      image: '/images/projects/p2.webp',
      imageAlt: { en: 'Caddo Ridge Land Company listing with parcel boundaries on a satellite map' },
      categories: ['web-development'],
      technologies: ['WordPress', 'PHP', 'Advanced Custom Fields', 'Mapbox GL JS', 'MySQL', 'Cloudflare'],
      features: [
        { en: 'Parcel boundaries on satellite and topographic base maps' },
        { en: 'Filters for acreage, price per acre, water features, road frontage and mineral rights' },
        { en: 'Downloadable survey, soil and flood-zone packets on every listing' },
        { en: 'Drone video tours embedded beside the map' },
        { en: 'Agent dashboard for active listings and a searchable sold archive' },
        { en: 'Inquiry forms routed straight to the listing agent' },
      ],
      link: 'https://caddoridgeland.com',
      client: 'Caddo Ridge Land Company',
      industry: { en: 'Real Estate / Rural Land' },
      services: [
        { en: 'Web Design' },
        { en: 'WordPress Development' },
        { en: 'GIS Map Integration' },
        { en: 'Local SEO' },
      ],
      duration: { en: '3 months' },
      completedDate: '2022-08',
      challenge: {
        en:
          "<p>The firm's previous site was a residential real-estate template. It showed one photo per property, had no maps, and forced buyers to call just to learn a tract's acreage or whether it had water.</p>" +
          '<ul><li>Listings had no boundaries, so buyers could not judge shape, access or terrain</li>' +
          '<li>Survey and soil documents were e-mailed one at a time on request</li>' +
          '<li>Search filters were built for houses, not for acreage or price per acre</li>' +
          '<li>The site ranked on page three or lower for land searches in its own counties</li></ul>',
      },
      solution: {
        en:
          '<p>We rebuilt the site around the map. Every listing carries its parcel outline, acreage breakdown and document packet, and the search experience speaks the language of ranch, farm and hunting-land buyers.</p>' +
          '<ul><li>Custom post types and fields so agents enter acreage, water, soil and easements once</li>' +
          '<li>Mapbox layers for satellite, topography and flood zones with parcel GeoJSON uploads</li>' +
          '<li>County and property-type landing pages written for local search intent</li>' +
          '<li>Cloudflare caching so image-heavy listings load quickly on rural connections</li></ul>',
      },
      results: {
        en:
          '<p>Buyers now arrive at showings already knowing the land, and the brokerage has become the top local result for the searches that matter.</p>' +
          '<ul><li><strong>185%</strong> growth in organic traffic within nine months</li>' +
          '<li><strong>2.4x</strong> more qualified inquiries per listing</li>' +
          '<li>Average time to first offer reduced from 94 to <strong>61 days</strong></li>' +
          '<li>Agents save about <strong>5 hours</strong> of paperwork per listing</li></ul>',
      },
      gallery: ['/images/projects/p2-g1.webp', '/images/projects/p2-g2.webp', '/images/projects/p2-g3.webp'],
      awardWinning: false,
    },
    {
      id: 3,
      title: { en: 'Verdant Basin Environmental Consulting Website' },
      shortDescription: {
        en: 'A fast, credibility-first website for an environmental consulting firm that wins remediation, permitting and site-assessment contracts.',
      },
      longDescription: {
        en: 'Verdant Basin Environmental handles site assessments, wetland delineation, stormwater permitting and remediation for developers and municipalities. Their old site undersold two decades of fieldwork, so we built a structured site with service pages, a filterable project map and a proposal-request flow procurement teams can use without a phone call. Recruiting field scientists became easier too.',
      },
      image: '/images/projects/p3.webp',
      imageAlt: { en: 'Verdant Basin Environmental home page showing a wetland restoration project' },
      categories: ['web-development'],
      technologies: ['Next.js', 'React', 'TypeScript', 'Tailwind CSS', 'Contentful', 'Vercel'],
      features: [
        { en: 'Service pages for site assessments, wetlands, stormwater and remediation' },
        { en: 'Filterable project map by service, client type and region' },
        { en: 'Proposal-request form with document upload for RFP packages' },
        { en: 'Downloadable statements of qualifications and certifications' },
        { en: 'Careers section with open field and lab positions' },
        { en: 'WCAG 2.1 AA accessible design for public-sector clients' },
      ],
      client: 'Verdant Basin Environmental',
      industry: { en: 'Environmental Consulting' },
      services: [{ en: 'Web Design' }, { en: 'Web Development' }, { en: 'Content Strategy' }],
      duration: { en: '10 weeks' },
      completedDate: '2023-09',
      challenge: {
        en:
          '<p>Procurement officers judge consultants by their track record, yet the firm showed almost none of it online. The old site was slow, hard to update and carried no proof of the work behind its bids.</p>' +
          '<ul><li>Only six of more than 400 completed projects appeared on the site</li>' +
          '<li>Pages took close to 5 seconds to load on mobile</li>' +
          '<li>RFP contacts had to call or e-mail to request qualifications</li>' +
          '<li>Field-scientist job openings got few applications</li></ul>',
      },
      solution: {
        en:
          "<p>We structured the firm's experience as searchable content. Project managers add case entries in Contentful, and the site turns them into a map, service-page highlights and downloadable qualification sheets.</p>" +
          '<ul><li>Project library with 120 documented engagements at launch</li>' +
          '<li>Static rendering on Vercel for sub-second page loads</li>' +
          '<li>Self-service proposal requests with secure file upload</li>' +
          '<li>Career pages that show real field days, equipment and growth paths</li></ul>',
      },
      results: {
        en:
          '<p>The website now works as a proposal asset instead of a business card.</p>' +
          '<ul><li><strong>130%</strong> more proposal requests in the first six months</li>' +
          '<li>Mobile load time down from 4.8 s to <strong>1.1 s</strong>, with a Lighthouse performance score of 98</li>' +
          '<li><strong>70%</strong> more applications for field positions</li>' +
          '<li>Two municipal contracts credited to the online project library</li></ul>',
      },
      gallery: [
        '/images/projects/p3-g1.webp',
        '/images/projects/p3-g2.webp',
        '/images/projects/p3-g3.webp',
        '/images/projects/p3-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 4,
      title: { en: 'Juniper & Twine Gift Store' },
      shortDescription: {
        en: 'A Shopify storefront for curated artisan gift boxes with a build-your-own box flow and self-service corporate gifting.',
      },
      longDescription: {
        en: 'Juniper & Twine sells curated gift boxes filled with goods from small-batch makers. We rebuilt their Shopify store with a visual box builder, scheduled delivery and a corporate portal where companies upload hundreds of recipient addresses at once. The store now handles its busiest holiday season without extra staff.',
      },
      image: '/images/projects/p4.webp',
      imageAlt: { en: 'Juniper & Twine store page with a curated artisan gift box' },
      categories: ['web-development'],
      technologies: ['Shopify', 'Liquid', 'JavaScript', 'Tailwind CSS', 'Klaviyo', 'Figma'],
      features: [
        { en: 'Build-your-own gift box with live price and box preview' },
        { en: 'Corporate gifting with CSV upload of recipient addresses' },
        { en: 'Gift messages and scheduled delivery dates' },
        { en: 'Quarterly gift-box subscriptions' },
        { en: 'Occasion and budget collections for fast browsing' },
        { en: 'Klaviyo flows for abandoned carts and gifting reminders' },
      ],
      link: 'https://junipertwine.com',
      client: 'Juniper & Twine',
      industry: { en: 'E-commerce / Gifts' },
      services: [{ en: 'E-commerce Design' }, { en: 'Shopify Development' }, { en: 'E-mail Automation' }],
      duration: { en: '3 months' },
      completedDate: '2022-11',
      challenge: {
        en:
          '<p>The store ran on a stock theme that treated every gift box as a fixed product. Custom boxes and company orders were handled by e-mail, which broke down every December.</p>' +
          '<ul><li>Conversion rate stuck at 1.4% on mobile and desktop</li>' +
          '<li>Corporate orders arrived as spreadsheets that staff keyed in by hand</li>' +
          '<li>No way to pick a delivery date for birthdays and holidays</li>' +
          '<li>One in three carts was abandoned at shipping</li></ul>',
      },
      solution: {
        en:
          '<p>We designed a custom Shopify theme around the way people shop for gifts: by occasion, budget and recipient. A box builder and a corporate ordering flow turned the two manual processes into self-service.</p>' +
          '<ul><li>Box builder with item limits, live preview and upsells for add-on cards</li>' +
          '<li>Corporate checkout that validates a CSV of recipients and splits shipments automatically</li>' +
          '<li>Delivery-date picker connected to fulfillment cut-offs</li>' +
          '<li>Klaviyo flows for carts, birthdays and <em>order again</em> reminders</li></ul>',
      },
      results: {
        en:
          "<p>The first holiday season on the new store was the strongest in the company's history.</p>" +
          '<ul><li>Conversion rate up from 1.4% to <strong>3.1%</strong></li>' +
          '<li>Average order value up <strong>38%</strong> with the box builder</li>' +
          '<li><strong>$420,000</strong> in corporate orders in a single fourth quarter</li>' +
          '<li>Cart abandonment down <strong>22%</strong></li></ul>',
      },
      gallery: ['/images/projects/p4-g1.webp', '/images/projects/p4-g2.webp', '/images/projects/p4-g3.webp'],
      awardWinning: false,
    },
    {
      id: 5,
      title: { en: 'Cedar Bluff Reserve Luxury Community Website' },
      shortDescription: {
        en: "A sales website and residents' portal for a gated lakefront community with custom homesites, a marina and a private clubhouse.",
      },
      longDescription: {
        en: 'Cedar Bluff Reserve is a master-planned lakefront community of 180 custom homesites. We built a polished sales site with an interactive lot map and builder showcase, plus a private portal where residents book amenities, read HOA documents and follow community events. One platform now serves prospective buyers and the people who already live there.',
      },
      image: '/images/projects/p5.webp',
      imageAlt: { en: 'Cedar Bluff Reserve website with an aerial view of the lakefront community' },
      categories: ['web-development'],
      technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Sanity', 'PostgreSQL', 'Mapbox GL JS', 'Vercel'],
      features: [
        { en: 'Interactive lot map with live availability, size and pricing' },
        { en: 'Builder showcase with floor plans and completed homes' },
        { en: 'Private tour booking with the sales team' },
        { en: "Residents' portal for marina, clubhouse and court reservations" },
        { en: 'HOA documents, notices and event calendar' },
        { en: 'Cinematic amenity pages with drone footage' },
      ],
      client: 'Cedar Bluff Reserve',
      industry: { en: 'Real Estate / Master-Planned Communities' },
      services: [{ en: 'Web Design' }, { en: 'Web Development' }, { en: 'Resident Portal Development' }],
      duration: { en: '4 months' },
      completedDate: '2024-03',
      challenge: {
        en:
          '<p>The developer sold homesites from printed plat maps and ran resident services through e-mail and a clipboard at the clubhouse. Neither matched the premium the community commands.</p>' +
          '<ul><li>Buyers could not see which lots were still available without calling</li>' +
          '<li>Builder information was scattered across three partner websites</li>' +
          '<li>Amenity bookings caused double reservations and complaints</li>' +
          '<li>The HOA office answered the same document requests every week</li></ul>',
      },
      solution: {
        en:
          '<p>We created one platform with two faces: an immersive sales experience for prospects and a secure, simple portal for residents. The sales team updates lot status in Sanity and the map reflects it instantly.</p>' +
          '<ul><li>Lot map with status, acreage, views and price, filterable by lake frontage</li>' +
          '<li>Builder profiles with plans that fit each lot</li>' +
          '<li>Reservation engine with rules for guests, time slots and slip sizes</li>' +
          '<li>Role-based portal access for owners, residents and HOA staff</li></ul>',
      },
      results: {
        en:
          '<p>The site became the center of both sales and community life.</p>' +
          '<ul><li><strong>46</strong> homesites reserved in the first nine months</li>' +
          '<li>Private tour bookings up <strong>160%</strong></li>' +
          "<li><strong>88%</strong> of households active in the residents' portal</li>" +
          '<li>HOA office calls down <strong>40%</strong></li></ul>',
      },
      gallery: [
        '/images/projects/p5-g1.webp',
        '/images/projects/p5-g2.webp',
        '/images/projects/p5-g3.webp',
        '/images/projects/p5-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 6,
      title: { en: 'Quillsend Cold Email Outreach SaaS' },
      shortDescription: {
        en: 'A cold-email SaaS platform with mailbox rotation, deliverability monitoring and sequence automation for B2B sales teams.',
      },
      longDescription: {
        en: 'Quillsend helps B2B sales teams run compliant outbound campaigns without landing in spam. We built the product end to end: the marketing site, a sequence builder with A/B testing, mailbox rotation and warm-up, a unified reply inbox and Stripe subscription billing. The platform went from prototype to paying customers in six months.',
      },
      image: '/images/projects/p6.webp',
      imageAlt: { en: 'Quillsend dashboard showing e-mail sequence performance' },
      categories: ['web-development'],
      technologies: ['Next.js', 'React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Redis', 'Stripe', 'AWS'],
      features: [
        { en: 'Multi-step sequence builder with A/B tests and conditional steps' },
        { en: 'Mailbox rotation and gradual warm-up across connected accounts' },
        { en: 'SPF, DKIM and DMARC checks with deliverability alerts' },
        { en: 'Unified inbox that groups replies by lead and intent' },
        { en: 'Automatic unsubscribe handling and suppression lists' },
        { en: 'HubSpot and Salesforce sync for contacts and activity' },
        { en: 'Stripe subscription billing with seat-based plans' },
      ],
      link: 'https://quillsend.io',
      client: 'Quillsend',
      industry: { en: 'SaaS / Sales Technology' },
      services: [
        { en: 'Product Design' },
        { en: 'SaaS Development' },
        { en: 'Cloud Architecture' },
        { en: 'Subscription Billing' },
      ],
      duration: { en: '6 months' },
      completedDate: '2024-08',
      challenge: {
        en:
          '<p>The founders had a working script and early customers but no product. Their prototype sent from a single server, had no deliverability safeguards and needed a developer to launch every campaign.</p>' +
          '<ul><li>Inbox placement fell below 70% once volume grew</li>' +
          '<li>No self-service onboarding, billing or team accounts</li>' +
          '<li>Replies were scattered across dozens of connected mailboxes</li>' +
          '<li>Unsubscribe and compliance handling was manual</li></ul>',
      },
      solution: {
        en:
          '<p>We designed and built a multi-tenant SaaS on Next.js and Node.js with a queue-based sending engine on AWS. Every send is throttled per mailbox, warmed up gradually and checked against suppression lists before it leaves.</p>' +
          '<ul><li>Redis-backed job queues that spread sends across mailboxes and time zones</li>' +
          '<li>Daily DNS and blocklist checks with plain-language fixes</li>' +
          '<li>Reply classification that flags interested, not-now and out-of-office replies</li>' +
          '<li>Stripe Billing with trials, seat upgrades and usage limits</li></ul>',
      },
      results: {
        en:
          '<p>Quillsend launched publicly on schedule and scaled without re-architecture.</p>' +
          '<ul><li><strong>1,900</strong> paying teams within 12 months of launch</li>' +
          '<li>Average inbox placement of <strong>94%</strong> across customers</li>' +
          '<li>Trial-to-paid conversion up from 11% to <strong>19%</strong> after onboarding redesign</li>' +
          '<li>Sending engine handling <strong>3 million</strong> e-mails a day</li></ul>',
      },
      gallery: ['/images/projects/p6-g1.webp', '/images/projects/p6-g2.webp', '/images/projects/p6-g3.webp'],
      awardWinning: false,
    },
    {
      id: 7,
      title: { en: 'Harborline Hosting Website and Client Area' },
      shortDescription: {
        en: 'A conversion-focused website and client dashboard for a managed WordPress and VPS hosting provider.',
      },
      longDescription: {
        en: 'Harborline Hosting offers managed WordPress and VPS plans to agencies and small businesses. We rebuilt their marketing site and client area with real-time domain search, a plan configurator, a searchable knowledge base and a public status page. Customers can now compare, buy and manage hosting without opening a ticket.',
      },
      image: '/images/projects/p7.webp',
      imageAlt: { en: 'Harborline Hosting pricing page with plan comparison' },
      categories: ['web-development'],
      technologies: ['Laravel', 'PHP', 'Vue.js', 'MySQL', 'Tailwind CSS', 'Stripe', 'Cloudflare'],
      features: [
        { en: 'Real-time domain availability search with bundle pricing' },
        { en: 'Plan configurator for storage, CPU and backup add-ons' },
        { en: 'Client dashboard for invoices, services and one-click migrations' },
        { en: 'Searchable knowledge base with step-by-step guides' },
        { en: 'Public status page with incident history' },
        { en: 'Stripe billing with cards, ACH and annual discounts' },
      ],
      link: 'https://harborlinehosting.com',
      client: 'Harborline Hosting',
      industry: { en: 'Web Hosting / Cloud Infrastructure' },
      services: [{ en: 'UX Design' }, { en: 'Laravel Development' }, { en: 'Payment Integration' }],
      duration: { en: '4 months' },
      completedDate: '2022-05',
      challenge: {
        en:
          '<p>Harborline competed against much larger hosts with a dated site and a confusing checkout. Prospects left during plan selection, and existing customers opened tickets for tasks they should have handled themselves.</p>' +
          '<ul><li>Plan pages listed specs without explaining which plan fit which site</li>' +
          '<li>Checkout took seven steps and failed on mobile</li>' +
          '<li>Support answered the same setup questions dozens of times a week</li>' +
          '<li>Outages were communicated only by e-mail, after the fact</li></ul>',
      },
      solution: {
        en:
          '<p>We rebuilt the site and client area in Laravel and Vue.js, cut checkout to three steps and put answers where customers look for them.</p>' +
          '<ul><li>A short plan-finder quiz that recommends a plan by traffic and site type</li>' +
          '<li>Domain search and plan checkout combined into one flow</li>' +
          '<li>Knowledge base with 140 articles surfaced inside the client dashboard</li>' +
          '<li>Status page fed by the monitoring system, with subscriber alerts</li></ul>',
      },
      results: {
        en:
          '<p>More visitors became customers, and customers needed less help.</p>' +
          '<ul><li>New sign-ups up <strong>74%</strong> in the first two quarters</li>' +
          '<li>Support tickets down <strong>31%</strong></li>' +
          '<li>Average page load of <strong>0.9 s</strong></li>' +
          '<li>Monthly churn reduced by <strong>18%</strong></li></ul>',
      },
      gallery: [
        '/images/projects/p7-g1.webp',
        '/images/projects/p7-g2.webp',
        '/images/projects/p7-g3.webp',
        '/images/projects/p7-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 8,
      title: { en: 'ClearChart Health Medical Records Platform' },
      shortDescription: {
        en: 'A HIPAA-compliant patient records platform that unifies charts, intake and lab results for a network of 14 outpatient clinics.',
      },
      longDescription: {
        en: 'ClearChart Health operates 14 outpatient clinics that had grown through acquisitions, each with its own records system. We built a secure web platform that brings patient charts, digital intake, lab results and referrals into one place, with a patient portal on top. Clinicians find what they need in seconds, and every access is logged for compliance.',
      },
      image: '/images/projects/p8.webp',
      imageAlt: { en: 'ClearChart Health patient chart view with visit history and lab results' },
      categories: ['web-development'],
      technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'HL7 FHIR', 'Docker', 'AWS'],
      features: [
        { en: 'Unified patient chart across all 14 clinic locations' },
        { en: 'Digital intake forms with e-signatures before the visit' },
        { en: 'Lab results imported automatically through HL7 FHIR interfaces' },
        { en: 'Role-based access with full audit logging' },
        { en: 'Patient portal for records, appointments and secure messages' },
        { en: 'Referral tracking between clinics and specialists' },
      ],
      client: 'ClearChart Health',
      industry: { en: 'Healthcare' },
      services: [
        { en: 'Healthcare Software Development' },
        { en: 'Systems Integration' },
        { en: 'Security and Compliance' },
        { en: 'Data Migration' },
      ],
      duration: { en: '7 months' },
      completedDate: '2025-02',
      challenge: {
        en:
          '<p>Each clinic kept records in a different system, so a patient seen at two locations had two incomplete charts. Staff phoned and faxed between sites, and intake still ran on clipboards.</p>' +
          '<ul><li>Clinicians spent about 6 minutes locating records from another location</li>' +
          '<li>Lab results arrived as PDFs that staff attached by hand</li>' +
          '<li>Paper intake forms added 15 minutes to every new-patient visit</li>' +
          '<li>Audit trails were incomplete across the older systems</li></ul>',
      },
      solution: {
        en:
          '<p>We designed a HIPAA-compliant platform on AWS with encryption at rest and in transit, migrated 210,000 patient records and connected lab partners through FHIR APIs.</p>' +
          '<ul><li>Record matching that merged duplicate patients with clinician review</li>' +
          '<li>Mobile-friendly intake patients complete at home, with signatures</li>' +
          '<li>Granular roles for physicians, nurses, front desk and billing</li>' +
          '<li>Immutable audit logs and automated access reports for compliance staff</li></ul>',
      },
      results: {
        en:
          '<p>Care teams now work from one chart, and compliance reviews take hours instead of weeks.</p>' +
          '<ul><li>Chart retrieval time down from 6 minutes to <strong>under 20 seconds</strong></li>' +
          '<li>New-patient intake time reduced by <strong>45%</strong></li>' +
          '<li><strong>210,000</strong> records migrated with zero data loss</li>' +
          '<li>No findings in the independent HIPAA security assessment after launch</li></ul>',
      },
      gallery: ['/images/projects/p8-g1.webp', '/images/projects/p8-g2.webp', '/images/projects/p8-g3.webp'],
      awardWinning: false,
    },
    {
      id: 9,
      title: { en: 'Dana Whitfield Consulting Personal Website' },
      shortDescription: {
        en: 'A personal brand website for an operations consultant that turns expertise into booked discovery calls and speaking invitations.',
      },
      longDescription: {
        en: 'Dana Whitfield advises mid-size manufacturers on operations and lean leadership. We built a personal site that leads with results, publishes her articles and client stories, and lets visitors book a discovery call in two clicks. A newsletter sign-up with a downloadable operations checklist grows her audience between engagements.',
      },
      image: '/images/projects/p9.webp',
      imageAlt: { en: 'Dana Whitfield Consulting home page with a call to book a discovery call' },
      categories: ['web-development'],
      technologies: ['Next.js', 'React', 'TypeScript', 'Tailwind CSS', 'MDX', 'Calendly', 'Vercel'],
      features: [
        { en: 'Discovery-call booking embedded on every key page' },
        { en: 'Articles written in MDX with reading time and topic tags' },
        { en: 'Client stories with before-and-after metrics' },
        { en: 'Speaking page with topics, past events and a media kit' },
        { en: 'Newsletter sign-up with a downloadable checklist' },
      ],
      link: 'https://danawhitfield.com',
      client: 'Whitfield Advisory',
      industry: { en: 'Professional Services / Consulting' },
      services: [{ en: 'Personal Branding' }, { en: 'Web Design' }, { en: 'Web Development' }],
      duration: { en: '6 weeks' },
      completedDate: '2023-01',
      challenge: {
        en:
          '<p>Dana won nearly all of her work through referrals, but prospects who looked her up found only a thin profile page. She wanted a site that proved her results and filled her calendar without her chasing leads.</p>' +
          '<ul><li>No place to show client outcomes or publish her thinking</li>' +
          '<li>Booking a call took several e-mails back and forth</li>' +
          '<li>Event organizers could not find her speaking topics</li></ul>',
      },
      solution: {
        en:
          '<p>We positioned the site around outcomes for manufacturers and kept it fast and simple to update. Dana writes articles in plain text files, and the site publishes them on push.</p>' +
          '<ul><li>Homepage built around three measurable client results</li>' +
          '<li>Calendly booking with qualifying questions before each call</li>' +
          '<li>Speaking page with a downloadable media kit and booking form</li>' +
          '<li>Lead magnet and newsletter flow that delivers her operations checklist</li></ul>',
      },
      results: {
        en:
          '<p>The site now brings in work that referrals alone did not.</p>' +
          '<ul><li>Discovery calls booked up <strong>3x</strong> in the first quarter</li>' +
          '<li><strong>2,600</strong> newsletter subscribers in eight months</li>' +
          '<li>An average of <strong>2</strong> speaking invitations a month</li>' +
          '<li>Page-one rankings for her core consulting topics</li></ul>',
      },
      gallery: ['/images/projects/p9-g1.webp', '/images/projects/p9-g2.webp', '/images/projects/p9-g3.webp'],
      awardWinning: false,
    },
    {
      id: 10,
      title: { en: 'Keystone Yield Partners Investor Portal' },
      shortDescription: {
        en: 'A secure investor portal for a multifamily real-estate sponsor covering offerings, e-signed subscriptions, funding, distributions and tax documents.',
      },
      longDescription: {
        en: 'Keystone Yield Partners syndicates apartment communities for more than 1,100 accredited investors. We built a secure portal where investors review offerings, verify accreditation, sign subscription documents and fund online, then follow their capital accounts, distributions and K-1s in one dashboard. Closings that used to take weeks of e-mail now finish in days.',
      },
      image: '/images/projects/p10.webp',
      imageAlt: { en: 'Keystone Yield Partners investor dashboard with portfolio performance' },
      categories: ['web-development'],
      technologies: ['Next.js', 'React', 'TypeScript', 'Node.js', 'PostgreSQL', 'AWS', 'DocuSign API', 'Plaid'],
      features: [
        { en: 'Offering rooms with property details, projections and data-room documents' },
        { en: 'Accreditation verification and investor profile management' },
        { en: 'E-signed subscription documents through DocuSign' },
        { en: 'Bank-verified ACH funding through Plaid' },
        { en: 'Capital account, distribution and performance dashboards' },
        { en: 'Secure document vault for K-1s and quarterly reports' },
        { en: 'Admin console for capital calls, waterfalls and investor updates' },
      ],
      client: 'Keystone Yield Partners',
      industry: { en: 'Real Estate Investment' },
      services: [
        { en: 'Portal Design' },
        { en: 'Web Application Development' },
        { en: 'Fintech Integration' },
        { en: 'Security Architecture' },
      ],
      duration: { en: '5 months' },
      completedDate: '2024-10',
      challenge: {
        en:
          '<p>Keystone ran each raise through e-mail, PDFs and spreadsheets. As the investor base passed 1,000, closings slowed, errors crept into capital accounts and the small team spent most of each quarter answering status questions.</p>' +
          '<ul><li>Subscription packets took an average of <strong>3 weeks</strong> to collect and check</li>' +
          '<li>Wire instructions sent by e-mail created a real fraud risk</li>' +
          '<li>Investors had no self-service view of their positions or distributions</li>' +
          '<li>K-1 season meant hundreds of individually e-mailed tax documents</li></ul>',
      },
      solution: {
        en:
          '<p>We designed a portal that takes an investor from first look to funded position in one secure flow, and gives the sponsor a single source of truth for every account.</p>' +
          '<ul><li>Step-by-step subscription flow with DocuSign and automated completeness checks</li>' +
          '<li>Plaid-verified ACH funding that removes e-mailed wire instructions</li>' +
          '<li>Waterfall-aware distribution engine and per-investor dashboards</li>' +
          '<li>Multi-factor authentication, encrypted storage on AWS and full audit trails</li></ul>',
      },
      results: {
        en:
          '<p>The portal became the backbone of every raise that followed.</p>' +
          '<ul><li><strong>$18.6M</strong> raised through the portal for its first two offerings</li>' +
          '<li>Subscription closing time cut from 3 weeks to <strong>4 days</strong></li>' +
          '<li>Investor support e-mails down <strong>63%</strong></li>' +
          '<li><strong>100%</strong> of K-1s delivered digitally in the first tax season</li></ul>',
      },
      gallery: [
        '/images/projects/p10-g1.webp',
        '/images/projects/p10-g2.webp',
        '/images/projects/p10-g3.webp',
        '/images/projects/p10-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 11,
      title: { en: 'Statewide Early Childhood Data Platform' },
      shortDescription: {
        en: 'A statewide data platform that joins childcare, pre-K and workforce data into public dashboards and a secure reporting portal for providers.',
      },
      longDescription: {
        en: 'The First Years Data Collaborative brings together the agencies that license childcare, fund subsidies and run public pre-K. We built a platform that joins their data nightly, publishes county-level dashboards and a childcare-access map for the public, and gives 4,100 providers a simple portal to report enrollment and openings. Policymakers now direct funding with current figures instead of year-old reports.',
      },
      image: '/images/projects/p11.webp',
      imageAlt: { en: 'Early childhood data dashboard with a county map of childcare access' },
      categories: ['web-development'],
      technologies: ['Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'Python', 'AWS', 'D3.js', 'Mapbox GL JS'],
      features: [
        { en: 'Public county dashboards for childcare supply, demand and cost' },
        { en: 'Childcare-access map that highlights underserved areas' },
        { en: 'Secure provider portal for enrollment, openings and staffing' },
        { en: 'Nightly data pipelines from six agency systems' },
        { en: 'Small-number suppression that protects the privacy of children and families' },
        { en: 'WCAG 2.1 AA accessibility with English and Spanish interfaces' },
        { en: 'CSV and API exports for researchers and legislative staff' },
      ],
      client: 'First Years Data Collaborative',
      industry: { en: 'Government / Early Childhood Education' },
      services: [
        { en: 'Data Platform Development' },
        { en: 'Data Visualization' },
        { en: 'Systems Integration' },
        { en: 'Accessibility Compliance' },
      ],
      duration: { en: '8 months' },
      completedDate: '2025-06',
      challenge: {
        en:
          'Early-childhood data sat in six separate agency systems with different identifiers and reporting calendars. Answering a basic question such as how many infant slots exist in a county took analysts weeks, and the published annual report was already a year old on release day.\n' +
          '• Six source systems with no shared provider or child identifiers\n' +
          '• Providers re-entered the same enrollment data for three different agencies\n' +
          '• Legislators and advocates had no current, public view of childcare access\n' +
          '• Strict privacy rules limited what could be shown about small communities',
      },
      solution: {
        en:
          'We built a secure data platform on AWS with Python pipelines that match, clean and load agency data every night into PostgreSQL, and a Next.js front end with two faces: public dashboards for everyone and a role-based portal for providers and agency staff.\n' +
          '• Record-linkage rules that matched 96% of providers across systems automatically\n' +
          '• One provider report that feeds all three agencies, replacing duplicate submissions\n' +
          '• D3.js and Mapbox dashboards with automatic suppression of small counts\n' +
          '• Accessible, bilingual design tested with screen readers and provider focus groups',
      },
      results: {
        en:
          'The platform is now the shared source of truth for early-childhood planning across the state.\n' +
          '• 4,100 providers onboarded in the first year, with 91% reporting monthly\n' +
          '• Data refresh moved from a yearly report to nightly updates\n' +
          '• $42M in expansion grants directed to 31 underserved counties using the access map\n' +
          '• 120,000 public dashboard views in the first 12 months',
      },
      gallery: [
        '/images/projects/p11-g1.webp',
        '/images/projects/p11-g2.webp',
        '/images/projects/p11-g3.webp',
        '/images/projects/p11-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 12,
      title: { en: 'Halcyon & Reeve Luxury Real Estate Website' },
      shortDescription: {
        en: 'A cinematic luxury real-estate website with live MLS search, 3D tours and private off-market listings for a Dallas–Fort Worth brokerage.',
      },
      longDescription: {
        en: 'Halcyon & Reeve represents estates and high-rise residences across Dallas–Fort Worth. We built a website that feels like their print brochures but performs like a search engine: live MLS listings, 4K video and 3D tours, neighborhood guides and a private off-market collection for registered buyers. Every listing page is designed to win both the buyer and the next seller.',
      },
      image: '/images/projects/p12.webp',
      imageAlt: { en: 'Halcyon & Reeve luxury listing page with full-screen estate photography' },
      categories: ['web-development'],
      technologies: ['Next.js', 'React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Tailwind CSS', 'Matterport', 'AWS'],
      features: [
        { en: 'Live MLS and IDX search with map drawing and saved searches' },
        { en: 'Full-screen listing galleries with 4K video and Matterport 3D tours' },
        { en: 'Private off-market collection for registered and verified buyers' },
        { en: 'Neighborhood guides with schools, dining and market data' },
        { en: 'Agent profiles with sold history and reviews' },
        { en: 'Instant alerts when matching listings come on the market' },
      ],
      link: 'https://halcyonreeve.com',
      client: 'Halcyon & Reeve Luxury Properties',
      industry: { en: 'Luxury Real Estate' },
      services: [{ en: 'Brand-Led Web Design' }, { en: 'Web Development' }, { en: 'MLS Integration' }, { en: 'SEO' }],
      duration: { en: '4 months' },
      completedDate: '2025-09',
      challenge: {
        en:
          'The brokerage sold homes above $3 million with a template site that looked like every other agent website. Listing photos were compressed, search was a slow third-party frame, and serious buyers rarely left their details.\n' +
          '• Buyers left quickly, with an average visit under one minute\n' +
          '• An embedded MLS search hurt load times and gave the site no search visibility\n' +
          '• No secure way to share off-market listings with vetted buyers\n' +
          '• Sellers saw nothing that set the brokerage apart during listing presentations',
      },
      solution: {
        en:
          "We designed an editorial, image-first experience and built our own MLS integration so every listing lives on the brokerage's own domain, loads fast and can be found in search.\n" +
          '• Nightly MLS sync with instant updates for price and status changes\n' +
          '• Responsive image pipeline that keeps photography sharp at a fraction of the file size\n' +
          '• Registration with agent approval for the off-market collection\n' +
          '• Neighborhood and building guides written for high-intent local searches',
      },
      results: {
        en:
          "The website now plays a central role in the brokerage's listing presentations and buyer pipeline.\n" +
          '• 2.7x more buyer leads in the first six months\n' +
          '• Average session length up to 4 minutes 12 seconds\n' +
          '• 1,150 verified buyers registered for off-market access\n' +
          '• $86M in closed sales attributed to website leads in the first year',
      },
      gallery: [
        '/images/projects/p12-g1.webp',
        '/images/projects/p12-g2.webp',
        '/images/projects/p12-g3.webp',
        '/images/projects/p12-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 13,
      title: { en: 'Marisol Coastal Estates Waterfront Homes Website' },
      shortDescription: {
        en: 'A luxury real-estate website for Gulf Coast waterfront homes, built for out-of-state and international buyers who shop remotely.',
      },
      longDescription: {
        en: 'Marisol Coastal Estates sells beachfront and bayfront homes along the Gulf Coast, mostly to buyers who live hundreds or thousands of miles away. We built a site that lets them explore homes remotely with video walkthroughs, shoreline maps and prices shown in their own currency, then book a live virtual showing in their time zone. The team now closes deals with buyers who first visit the property at closing.',
      },
      image: '/images/projects/p13.webp',
      imageAlt: { en: 'Marisol Coastal Estates website featuring a beachfront home at sunset' },
      categories: ['web-development'],
      technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'Sanity', 'Google Maps Platform', 'HubSpot', 'Vercel'],
      features: [
        { en: "Virtual showing scheduler that adapts to the buyer's time zone" },
        { en: 'Prices shown in dollars, euros, pounds or Canadian dollars' },
        { en: 'Shoreline maps with beach access, flood zones and marinas' },
        { en: 'Video walkthroughs and drone footage on every listing' },
        { en: 'Concierge request form for inspections, insurance and property management' },
        { en: 'HubSpot lead routing with follow-up sequences by buyer region' },
      ],
      client: 'Marisol Coastal Estates',
      industry: { en: 'Luxury Real Estate / Waterfront Property' },
      services: [{ en: 'Web Design' }, { en: 'Web Development' }, { en: 'CRM Integration' }],
      duration: { en: '3 months' },
      completedDate: '2026-02',
      challenge: {
        en:
          "More than 60% of Marisol's buyers live out of state or abroad, yet the old site assumed everyone could drive over for a showing. Remote buyers struggled to judge location and value, and the agents lost time to scheduling across time zones.\n" +
          '• Listings showed photos only, with no sense of the shoreline or neighborhood\n' +
          '• International visitors had to convert prices and measurements themselves\n' +
          '• Showings were arranged through long e-mail threads\n' +
          '• Leads from abroad were not followed up consistently',
      },
      solution: {
        en:
          'We built a remote-first buying experience that answers the questions distant buyers ask before they ever call, and connects every inquiry to HubSpot.\n' +
          '• Listing pages with walkthrough video, drone footage and shoreline context maps\n' +
          '• Currency and measurement switcher remembered for each visitor\n' +
          '• Self-service virtual showings booked directly into agent calendars\n' +
          '• Region-specific follow-up sequences for domestic and international buyers',
      },
      results: {
        en:
          'Remote buyers now move from first visit to live showing without friction.\n' +
          '• International inquiries up 145% in the first four months\n' +
          '• 320 virtual showings booked through the site\n' +
          '• Bounce rate down 38% on listing pages\n' +
          '• Largest Contentful Paint of 1.3 seconds on mobile',
      },
      gallery: ['/images/projects/p13-g1.webp', '/images/projects/p13-g2.webp', '/images/projects/p13-g3.webp'],
      awardWinning: false,
    },
    {
      id: 14,
      title: { en: 'OpenWell Alliance Global Giving Platform' },
      shortDescription: {
        en: 'A global donation and impact-tracking platform for a clean-water non-profit working in 14 countries.',
      },
      longDescription: {
        en: 'OpenWell Alliance builds and maintains community water points in 14 countries across Africa, Asia and Latin America. We built a giving platform that accepts donations in 20 currencies, lets supporters launch their own fundraising pages and shows every funded well on a live map with sensor data from the field. Donors see exactly where their money goes, and the platform stays fast even on the low-bandwidth connections field teams depend on.',
      },
      image: '/images/projects/p14.webp',
      imageAlt: { en: 'OpenWell Alliance impact map showing funded water points around the world' },
      categories: ['web-development'],
      technologies: ['Next.js', 'React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Stripe', 'Contentful', 'AWS'],
      features: [
        { en: 'Donations in 20 currencies with local payment methods' },
        { en: 'Peer-to-peer fundraising pages for birthdays, races and schools' },
        { en: 'Live impact map with water-flow data from well sensors' },
        { en: 'Donor dashboard with giving history, receipts and project updates' },
        { en: 'Translation-ready content structure for six languages' },
        { en: 'Lightweight pages for low-bandwidth field offices' },
        { en: 'Annual transparency reports with downloadable financials' },
      ],
      link: 'https://openwellalliance.org',
      client: 'OpenWell Alliance',
      industry: { en: 'Non-Profit / International Development' },
      services: [
        { en: 'Web Design' },
        { en: 'Web Development' },
        { en: 'Payment Integration' },
        { en: 'Data Visualization' },
      ],
      duration: { en: '6 months' },
      completedDate: '2025-11',
      challenge: {
        en:
          'OpenWell raised money on four country-specific websites, each with its own payment provider and design. Donors could not see what their gifts achieved, and the sites slowed to a crawl during year-end campaigns.\n' +
          '- Four separate sites with inconsistent branding and duplicate content\n' +
          '- Donations limited to a handful of currencies and card types\n' +
          '- No supporter-led fundraising, although volunteers kept asking for it\n' +
          '- Site outages during the biggest giving day of the year',
      },
      solution: {
        en:
          'We consolidated everything into one multi-region platform on Next.js and AWS, with Stripe for global payments and Contentful as a single, translation-ready content hub.\n' +
          '- Region-aware checkout that shows local currency and payment methods automatically\n' +
          '- Peer-to-peer fundraising with team pages, goals and shareable progress\n' +
          '- Impact map fed by field sensor data and photo updates from local partners\n' +
          '- Edge caching and load testing for 50x normal traffic before the year-end campaign',
      },
      results: {
        en:
          'In its first giving season the platform raised more than any previous year and stayed online through record traffic.\n' +
          '- Online donations up 94% year over year\n' +
          '- 3,700 peer-to-peer fundraising pages created in six months\n' +
          '- Supporters giving from 41 countries\n' +
          '- 99.98% uptime through the year-end campaign peak',
      },
      gallery: [
        '/images/projects/p14-g1.webp',
        '/images/projects/p14-g2.webp',
        '/images/projects/p14-g3.webp',
        '/images/projects/p14-g4.webp',
      ],
      awardWinning: false,
    },
    {
      id: 15,
      title: { en: 'Little Lanterns Charity Site and Crew Hiring Portal' },
      shortDescription: {
        en: "A children's charity website with donations and camper sponsorships, plus a crew-hiring portal that recruits and schedules camp and event staff.",
      },
      longDescription: {
        en: 'Little Lanterns Foundation runs free summer camps and hospital activity programs for children living with serious illness. We built a donation site where supporters sponsor a camper week, and a crew-hiring portal that recruits, screens and schedules counselors, nurses and event crews every season. What used to take the team three months of paperwork now runs through one system.',
      },
      image: '/images/projects/p15.webp',
      imageAlt: { en: 'Little Lanterns Foundation home page with children at summer camp' },
      categories: ['web-development'],
      technologies: ['Next.js', 'React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Stripe', 'Checkr API', 'AWS'],
      features: [
        { en: 'Donations and camper-week sponsorships with monthly giving' },
        { en: 'Crew job board for counselors, nurses, cooks and event staff' },
        { en: 'Online applications with references and background checks' },
        { en: 'Credential uploads with expiry tracking for CPR and nursing licenses' },
        { en: 'Shift and cabin scheduling for each camp session' },
        { en: 'Family program pages and camper application forms' },
      ],
      link: 'https://littlelanternsfoundation.org',
      client: 'Little Lanterns Foundation',
      industry: { en: "Non-Profit / Children's Health" },
      services: [
        { en: 'Web Design' },
        { en: 'Web Application Development' },
        { en: 'Recruiting Workflow Automation' },
        { en: 'Donation Integration' },
      ],
      duration: { en: '5 months' },
      completedDate: '2026-05',
      challenge: {
        en:
          'Every spring Little Lanterns had to hire more than 300 seasonal crew members while raising the funds to keep camp free for families. Both ran on e-mail, paper forms and a donation page that did not work well on phones.\n' +
          '- Crew applications arrived as e-mailed PDFs and were tracked in spreadsheets\n' +
          '- Background checks and medical credentials were chased one by one\n' +
          '- Donors could not sponsor a specific camper week or give monthly\n' +
          '- Hiring often ran right up to opening day, leaving cabins short-staffed',
      },
      solution: {
        en:
          'We combined the charity site and a crew-hiring portal on one platform, so the same team manages fundraising and staffing from a single dashboard.\n' +
          '- Stripe-powered sponsorships that tie each gift to camper weeks funded\n' +
          '- Application pipeline with reviewer scoring, interviews and offer letters\n' +
          '- Checkr background checks started automatically once an offer is accepted\n' +
          '- Scheduling that matches certified staff to sessions, cabins and medical shifts',
      },
      results: {
        en:
          'The first season on the new platform was fully staffed early and better funded than ever.\n' +
          '- 1,240 crew applications for the 2026 season\n' +
          '- Average time to hire cut from 34 to 12 days\n' +
          '- All camp positions filled three weeks before opening day\n' +
          '- Online donations up 118%, funding 860 camper weeks',
      },
      gallery: [
        '/images/projects/p15-g1.webp',
        '/images/projects/p15-g2.webp',
        '/images/projects/p15-g3.webp',
        '/images/projects/p15-g4.webp',
      ],
      awardWinning: false,
    },
  ],
  seo: [
    {
      id: 'project:1',
      title: { en: 'Hands With Cans Donation Platform | Emberline Digital' },
      description: {
        en: 'How Emberline Digital built a donation, food-drive and volunteer platform that grew online giving 212% for a Northeast Texas food non-profit.',
      },
      ogImage: '/images/projects/p1.webp',
      keywords: [
        'non-profit website',
        'donation platform',
        'food drive website',
        'volunteer scheduling',
        'Stripe donations',
        'Next.js',
      ],
    },
    {
      id: 'project:2',
      title: { en: 'Caddo Ridge Land Listings Website | Emberline Digital' },
      description: {
        en: 'A map-driven WordPress site for a rural land brokerage with parcel boundaries, survey packets and land-buyer filters. Organic traffic up 185%.',
      },
      ogImage: '/images/projects/p2.webp',
      keywords: ['land brokerage website', 'ranch listings', 'WordPress development', 'GIS maps', 'rural real estate'],
    },
    {
      id: 'project:3',
      title: { en: 'Environmental Consulting Website | Emberline Digital' },
      description: {
        en: 'A fast Next.js website for an environmental consulting firm with a project map and proposal requests, which lifted RFP inquiries by 130%.',
      },
      ogImage: '/images/projects/p3.webp',
      keywords: [
        'environmental consulting website',
        'B2B website design',
        'Next.js',
        'Contentful',
        'professional services web design',
      ],
    },
    {
      id: 'project:4',
      title: { en: 'Juniper & Twine Shopify Gift Store | Emberline Digital' },
      description: {
        en: 'A custom Shopify gift store with a box builder and corporate gifting portal that more than doubled conversion and drove $420K in Q4 orders.',
      },
      ogImage: '/images/projects/p4.webp',
      keywords: ['Shopify development', 'e-commerce website', 'gift box store', 'corporate gifting', 'Klaviyo'],
    },
    {
      id: 'project:5',
      title: { en: 'Cedar Bluff Reserve Community Site | Emberline Digital' },
      description: {
        en: "A luxury lakefront community website with an interactive lot map and residents' portal for amenity booking, HOA documents and events.",
      },
      ogImage: '/images/projects/p5.webp',
      keywords: [
        'luxury community website',
        'master-planned community',
        'interactive lot map',
        'resident portal',
        'HOA portal',
      ],
    },
    {
      id: 'project:6',
      title: { en: 'Quillsend Cold Email SaaS | Emberline Digital' },
      description: {
        en: 'Emberline Digital designed and built Quillsend, a cold-email SaaS with mailbox rotation and deliverability tools, reaching 1,900 paying teams.',
      },
      ogImage: '/images/projects/p6.webp',
      keywords: [
        'SaaS development',
        'cold email software',
        'email deliverability',
        'Next.js',
        'Node.js',
        'Stripe Billing',
      ],
    },
    {
      id: 'project:7',
      title: { en: 'Harborline Hosting Website | Emberline Digital' },
      description: {
        en: 'A Laravel website and client area for a hosting provider with domain search, plan configurator and knowledge base. New sign-ups grew 74%.',
      },
      ogImage: '/images/projects/p7.webp',
      keywords: ['hosting provider website', 'Laravel development', 'client portal', 'Vue.js', 'web hosting'],
    },
    {
      id: 'project:8',
      title: { en: 'ClearChart Medical Records Platform | Emberline Digital' },
      description: {
        en: 'A HIPAA-compliant medical records platform that unifies charts, intake and FHIR lab results for 14 clinics, with retrieval now under 20 seconds.',
      },
      ogImage: '/images/projects/p8.webp',
      keywords: [
        'medical records platform',
        'HIPAA compliant software',
        'HL7 FHIR integration',
        'healthcare web app',
        'patient portal',
      ],
    },
    {
      id: 'project:9',
      title: { en: 'Consultant Personal Website | Emberline Digital' },
      description: {
        en: 'A personal brand website for an operations consultant with call booking, articles and a newsletter, tripling discovery calls in one quarter.',
      },
      ogImage: '/images/projects/p9.webp',
      keywords: ['consultant website', 'personal brand website', 'Next.js', 'lead generation', 'Calendly integration'],
    },
    {
      id: 'project:10',
      title: { en: 'Real Estate Investor Portal | Emberline Digital' },
      description: {
        en: 'A secure investor portal for a multifamily sponsor with e-signed subscriptions, ACH funding and K-1 delivery. $18.6M raised, closings in 4 days.',
      },
      ogImage: '/images/projects/p10.webp',
      keywords: [
        'investor portal',
        'real estate syndication software',
        'DocuSign integration',
        'Plaid ACH',
        'fintech web app',
        'Next.js',
      ],
    },
    {
      id: 'project:11',
      title: { en: 'Early Childhood Data Platform | Emberline Digital' },
      description: {
        en: 'A statewide early-childhood data platform with public dashboards, an access map and a provider portal, guiding $42M in childcare grants.',
      },
      ogImage: '/images/projects/p11.webp',
      keywords: [
        'government data platform',
        'early childhood data',
        'data dashboards',
        'data visualization',
        'PostgreSQL',
        'accessibility',
      ],
    },
    {
      id: 'project:12',
      title: { en: 'Halcyon & Reeve Luxury Real Estate | Emberline Digital' },
      description: {
        en: 'A luxury real-estate website with MLS search, 3D tours and off-market listings for a Dallas–Fort Worth brokerage. 2.7x more buyer leads.',
      },
      ogImage: '/images/projects/p12.webp',
      keywords: [
        'luxury real estate website',
        'MLS IDX integration',
        'real estate web design',
        'Matterport',
        'Dallas real estate',
      ],
    },
    {
      id: 'project:13',
      title: { en: 'Marisol Coastal Estates Website | Emberline Digital' },
      description: {
        en: 'A remote-first luxury website for Gulf Coast waterfront homes with virtual showings and currency switching. International inquiries up 145%.',
      },
      ogImage: '/images/projects/p13.webp',
      keywords: [
        'waterfront real estate website',
        'luxury real estate',
        'virtual showings',
        'HubSpot integration',
        'Sanity CMS',
      ],
    },
    {
      id: 'project:14',
      title: { en: 'OpenWell Alliance Giving Platform | Emberline Digital' },
      description: {
        en: 'A global giving platform for a clean-water non-profit with 20-currency donations, peer-to-peer fundraising and a live well impact map.',
      },
      ogImage: '/images/projects/p14.webp',
      keywords: [
        'global non-profit website',
        'multi-currency donations',
        'peer-to-peer fundraising',
        'impact map',
        'Stripe',
        'Contentful',
      ],
    },
    {
      id: 'project:15',
      title: { en: 'Little Lanterns Charity and Crew Hiring | Emberline Digital' },
      description: {
        en: "A children's charity website with camper sponsorships and a crew-hiring portal that cut time to hire from 34 to 12 days for camp staff.",
      },
      ogImage: '/images/projects/p15.webp',
      keywords: [
        'charity website',
        'crew hiring portal',
        'recruiting software',
        'donation platform',
        'background check integration',
        'Next.js',
      ],
    },
  ],
} satisfies SeedFile;
