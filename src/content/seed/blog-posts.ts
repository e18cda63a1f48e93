import type { SeedFile } from '..';

const techStackContent = `Most business owners don't care which framework their web app is built with, and they shouldn't have to. What they do care about is what that choice leads to: how fast the first version ships, how easy it is to hire for, what hosting costs each month, and whether the app can still be changed cheaply three years from now. A tech stack is a business decision wearing technical clothes. Here is how we help clients make it.

## Start with your constraints, not the tools

Before anyone names a framework, write down the answers to five questions:

1. **Who will maintain it?** An in-house developer, an agency, or a mix of both? A stack your future team can't hire for is a liability, however elegant it looks today.
2. **How soon must it be live?** A four-month runway favors mature frameworks with ready-made pieces for sign-in, payments and admin screens.
3. **What does it connect to?** Your CRM, ERP, accounting or payment systems often decide the stack for you, because some of them offer well-maintained SDKs in only a few languages.
4. **What are the data rules?** Health, finance and education data bring requirements for hosting region, encryption and audit logs.
5. **What load do you really expect?** Be honest. Most business apps serve hundreds or a few thousand users a day, which any modern stack handles on modest hardware.

## The default we reach for in 2026

When nothing in the constraints argues otherwise, our starting point for a business web app looks like this:

- **TypeScript end to end.** One language in the browser and on the server means shared validation rules, fewer handoffs and a very large hiring pool.
- **React with Next.js** for the interface. Server rendering gives fast first loads and pages that search engines can read, which matters for anything that should rank.
- **PostgreSQL** as the database. It is open source, runs on every major cloud, handles relational data, JSON documents and full-text search, and will be around long after this year's trendy databases.
- **A managed host** for the app and the database, with automated backups and a staging environment that mirrors production.
- **Python alongside it only where it earns its place,** typically for machine learning, data pipelines or AI features, connected to the main app through a small internal API.

None of this is exotic, and that is the point. Well-documented, widely used technology lets your budget go into features instead of workarounds.

## When to depart from the default

A default is a starting point, not a rule. We change course when the project gives us a reason:

- **Your team already knows another stack well.** A company with three experienced .NET or Laravel developers should usually stay with C# or PHP. Productivity beats fashion.
- **You need a mobile app too.** If phones are the main channel, we design the backend API first and build the app with React Native or Flutter, so one codebase serves iOS and Android. Our [mobile app development](/services/mobile-apps) projects start from exactly that decision.
- **It's mostly a content site.** A marketing site with a blog may be better served by a headless CMS, or by a platform your marketing team already knows, than by a custom application.
- **It's really a CRM or ERP problem.** Before building from scratch, check whether extending a platform you already pay for covers most of the need. Our [CRM and ERP development](/services/crm-erp-development) work often starts with that audit.

## Architecture matters more than the framework

A handful of architecture decisions shape your costs more than the choice of framework:

- **Start with a well-organized monolith.** One deployable app with clear internal modules is cheaper to build, test and host than a dozen microservices. Split a part out later, if it truly needs to scale on its own.
- **Keep business rules out of the interface.** Pricing, permissions and validation belong on the server, where they can be tested and reused by a future mobile app.
- **Own your data.** Outside services for e-mail, payments and search are fine, but your core records should live in your own database and be exportable at any time.
- **Automate from day one.** Automated tests, continuous integration and one-click deployments cost a little at the start and save a great deal every month after.

## Watch the running costs

The build is a one-time cost; the stack's running costs recur. Ask for an estimate of hosting, third-party subscriptions and routine maintenance such as security updates. For a typical business app, hosting often lands between $50 and $400 a month. Usage-based AI features are the line item most likely to surprise you, so set per-user limits early.

## Red flags in a proposed stack

- The vendor recommends the same niche tool for every project, or one that only they can maintain.
- Nobody can explain in plain language why it fits your constraints.
- There is no plan for backups, updates or handing over the source code.

## A checklist before you commit

1. Could you find at least three independent developers or agencies who know this stack?
2. Does every system you must integrate with have a maintained library for it?
3. Do you own the code, the data and the hosting accounts?
4. Is there a written plan for security updates after launch?
5. Would the monthly running cost still fit your budget at ten times today's usage?

If the answer to all five is yes, the stack is very likely fine, and the rest comes down to the team that builds it. If you'd like a second opinion on a proposal you've received, or a first idea of what a build might cost, try our [pricing calculator](/pricing-calculator) or [tell us about your project](/contact-us). Our [web development](/services/web-development) team replies to new inquiries within 4 hours.`;

const mvpCostContent = `"How much will it cost to build my app?" is the first question almost every founder asks us, and the honest answer is a range. A minimum viable product can cost less than a used car or more than a house, depending on what you decide belongs in version one. This article gives you the ranges we see in practice and a method for keeping your MVP small enough to finish.

## What "minimum viable" actually means

An MVP is the smallest product that lets real users complete one valuable task, so that you can learn whether they want it. It is not a cheaper copy of the full vision with every feature half-built. The goal is learning, and the measure of a good MVP is how quickly it answers your riskiest question: will people sign up, will they pay, will they come back?

## Typical price ranges

The ranges below are the ones our [pricing calculator](/pricing-calculator) uses, and they match what we quote day to day.

### Web MVPs

- **Base build:** $3,500 to $15,000, from a focused marketing site with a lead form up to a web application with user accounts and a dashboard.
- **Design:** $1,200 to $2,500 for custom UI/UX beyond a refined template.
- **Functionality:** $1,200 to $2,200 per major feature, such as bookings, payments or a customer portal.
- **Extras:** $600 to $3,000 for items like multilingual content, advanced analytics or third-party integrations.

A booking site for a service business often lands around $7,000 to $10,000. A customer portal with sign-in, payments and an admin area typically runs $15,000 to $25,000.

### Mobile app MVPs

- **Base build:** $12,000 to $22,000 for a cross-platform app for iOS and Android.
- **Design:** $1,800 to $4,500.
- **Core features:** $2,000 to $3,500 each, for example push notifications, in-app payments, maps or chat.

A realistic first mobile release with two or three core features usually falls between $20,000 and $35,000. If the product depends on AI, a custom ERP integration or blockchain, budget more; those have their own tabs in the calculator for a reason.

The calculator also applies a volume discount to larger totals: 10% from $15,000, 15% from $25,000 and 25% from $50,000. As a veteran-owned business, we also give veterans and active military 10% off.

## What drives the cost up

- **The number of user roles.** Each role (customer, staff, admin, partner) multiplies screens, permissions and testing.
- **Integrations.** Connecting to a mainstream payment provider is routine; connecting to a 15-year-old ERP with no documentation is not.
- **Platforms.** Web plus iOS plus Android means three front ends to design and test, even with shared code.
- **Compliance.** Health records, financial data and data about minors add security reviews, audit logs and hosting requirements.
- **Unclear requirements.** Changing direction halfway through the build is the most expensive line item of all, and it never appears in the first quote.

## How to scope an MVP that ships

1. **Write a one-sentence promise.** For example: "Clinic patients can book and pay for an appointment from their phone." If a feature doesn't serve that sentence, it waits.
2. **Name your riskiest assumption.** Is it demand, willingness to pay, or a technical unknown? Build whatever tests it first.
3. **Map one happy path.** Sketch every screen a user sees from the first visit to the completed task. That list is your scope.
4. **Sort everything else into must, should and later.** Be strict with yourself: most "must" items turn out to be "should".
5. **Buy before you build.** Use proven services for sign-in, payments, e-mail and analytics instead of writing your own.
6. **Pick one platform first.** Launch on the web, or in one app store, if your users allow it, and add the second once you've learned something.
7. **Set a launch date and a budget ceiling together.** A fixed date forces honest trade-offs; an open-ended timeline invites scope creep.

## Features that can almost always wait

- A full admin dashboard, when a simple internal view or a spreadsheet export covers the first months
- Social sign-in with five providers, when e-mail plus one provider is plenty
- Dark mode, elaborate animations and custom illustrations
- Detailed reporting and data exports
- Referral programs, badges and other gamification

## Plan for life after launch

Budget for the months after release, not just the build. A sensible rule of thumb is 15% to 25% of the build cost per year for hosting, updates and small fixes, plus a reserve for the changes your first users will ask for. Every project we deliver includes a 60-day warranty after launch, and our basic maintenance plans start at $100 to $250 a month for updates, backups and monitoring.

## Timelines to expect

A simple website typically takes 4 to 6 weeks. A web or mobile MVP with accounts and payments usually needs 8 to 14 weeks, and complex apps take 3 to 6 months. We work in two-week sprints, so you see working software every two weeks and can shift priorities as you learn.

## Get a number for your idea

The fastest route to a realistic budget is to price the pieces. Open the [pricing calculator](/pricing-calculator), choose the Web Development or Mobile Apps tab, and switch on only the features from your must-have list. Then [send us your scope](/contact-us): we'll review it with you, point out what can wait, and turn the estimate into a written proposal. You can also read how our [web development](/services/web-development) and [mobile app](/services/mobile-apps) projects run from discovery to launch.`;

const seoBasicsContent = `Most small businesses don't need a complicated SEO strategy. They need to be found by people nearby who are already searching for what they sell, and to give those people a clear reason to call. The good news is that the basics account for most of the results, and you can do many of them yourself. Here is where we start with every small business client.

## Claim and complete your Google Business Profile

For a local business, the map results often matter more than the website itself. Claim your free [Google Business Profile](https://www.google.com/business/) and fill in every field: categories, service area, hours, phone number, photos and a plain-language description. Post an update or a new photo every couple of weeks; an active profile signals that the business is open and responsive.

Make sure your business name, address and phone number are identical everywhere they appear: your website footer, your profile, review sites, industry directories and social media. Inconsistent details make search engines less confident about which listing is correct.

## Give every service its own page

A single "Services" page listing ten things rarely ranks for any of them. Create one page per core service, each answering the questions customers actually ask: what it includes, who it's for, how long it takes, what affects the price and how to get started. If you serve several towns, mention them naturally, and consider a page for each main area with genuinely local content rather than the same text with the town name swapped.

## Write titles and descriptions people want to click

Every page needs a unique title tag and meta description, because they are what people see in the search results.

- **Title tag:** up to about 60 characters, main keyword first, business name at the end. For example: "Emergency Plumbing in Tyler, TX - Smith Plumbing".
- **Meta description:** 120 to 160 characters that summarize the page and give a reason to click, such as same-day service or free estimates.
- **One main heading per page** that matches the topic of the title.

Search engines sometimes rewrite descriptions, but a good one still improves how often people click through.

## Make the site fast and mobile-friendly

Most local searches happen on phones. A page that takes five seconds to load loses visitors before they ever see your phone number. The essentials:

- Compress images and serve modern formats such as WebP.
- Avoid heavy page builders and stacks of plugins that load scripts on every page.
- Put your phone number and a clear call to action at the top of every page on mobile.
- Check your [Core Web Vitals](https://web.dev/articles/vitals) with Google's PageSpeed Insights and fix the worst problems first.

## Collect reviews, steadily

Reviews influence both your rankings and whether people choose you once they find you. Ask every happy customer, make it easy with a direct link, and reply to every review, including the critical ones. A steady flow of recent reviews beats a burst of fifty from three years ago.

## Add structured data

Structured data is code that describes your business to search engines in a format they can read reliably. At a minimum, add LocalBusiness markup with your name, address, phone number, hours and service area. There are dedicated types for articles, products, FAQs and events as well. Structured data won't make a weak page rank on its own, but it helps search engines understand and display your information correctly.

## Publish helpful content, not filler

A blog is worth having only if it answers real questions. Start with the ten questions customers ask you most often and write a clear, honest answer to each. One genuinely useful article a month beats four thin ones. Link every article to the related service page, so that readers, and search engines, can find the next step.

## Measure what matters

Connect your site to [Google Search Console](https://search.google.com/search-console/about) to see which searches show your pages, which pages are indexed and whether Google found any errors. Submit your XML sitemap there. Then track the actions that matter to the business, such as calls, form submissions and quote requests, not just the number of visits.

## Be patient and skip the shortcuts

SEO compounds slowly. Most small businesses see meaningful movement after three to six months of consistent work. Be wary of anyone who promises first-page rankings within weeks, sells links in bulk or tells you to stuff keywords into every paragraph. Those tactics can get a site penalized, and recovering takes far longer than doing it right the first time.

## Five things to do this week

1. Claim or update your Google Business Profile.
2. Check that your name, address and phone number match everywhere.
3. Rewrite the title tags of your five most important pages.
4. Ask five recent customers for a review.
5. Connect Google Search Console and submit your sitemap.

If you'd rather have a team handle it, our [digital marketing services](/services/digital-marketing) cover technical SEO, local SEO and content. You can price SEO, pay-per-click and content packages on the Digital Marketing tab of our [pricing calculator](/pricing-calculator), or [contact us](/contact-us) and we'll tell you what your site needs first.`;

export default {
  blogPosts: [
    {
      id: 'how-to-choose-a-tech-stack-for-your-business-web-app',
      slug: 'how-to-choose-a-tech-stack-for-your-business-web-app',
      title: { en: 'How to Choose a Tech Stack for Your Business Web App in 2026' },
      date: '2026-06-16',
      author: 'Dana Whitfield',
      description: {
        en: 'A practical framework for choosing languages, frameworks, databases and hosting for a business web app, plus the default stack we reach for when nothing argues against it.',
      },
      content: { en: techStackContent },
      image: '/images/blog/how-to-choose-a-tech-stack-for-your-business-web-app.webp',
      imageAlt: {
        en: 'Two developers at a desk reviewing an architecture diagram on a large monitor, with code open on a laptop beside it',
      },
    },
    {
      id: 'what-an-mvp-really-costs-and-how-to-scope-it',
      slug: 'what-an-mvp-really-costs-and-how-to-scope-it',
      title: { en: 'What an MVP Really Costs, and How to Scope One That Ships' },
      date: '2026-08-25',
      author: 'Caleb Ortiz',
      description: {
        en: 'Realistic price ranges for web and mobile MVPs, what pushes the number up or down, and a scoping method that keeps your first release small enough to launch and learn from.',
      },
      content: { en: mvpCostContent },
      image: '/images/blog/what-an-mvp-really-costs-and-how-to-scope-it.webp',
      imageAlt: {
        en: 'A founder and a project manager sorting sticky notes with feature ideas into columns on a whiteboard',
      },
    },
    {
      id: 'seo-basics-for-small-businesses',
      slug: 'seo-basics-for-small-businesses',
      title: { en: 'SEO Basics for Small Businesses: A Practical Checklist' },
      date: '2026-10-14',
      author: 'Priya Raman',
      description: {
        en: 'The search engine optimization steps that matter most for a small business website, from your Google Business Profile and page titles to site speed, reviews and measuring results.',
      },
      content: { en: seoBasicsContent },
      image: '/images/blog/seo-basics-for-small-businesses.webp',
      imageAlt: {
        en: 'A small shop owner at a counter checking local search results and a map listing on a smartphone',
      },
    },
  ],
  seo: [
    {
      id: 'blog:how-to-choose-a-tech-stack-for-your-business-web-app',
      title: { en: 'How to Choose a Tech Stack for a Web App in 2026' },
      description: {
        en: 'How to pick languages, frameworks, databases and hosting for a business web app in 2026: the questions to ask, a sensible default stack and red flags.',
      },
      ogImage: '/images/blog/how-to-choose-a-tech-stack-for-your-business-web-app.webp',
      keywords: [
        'tech stack for web app',
        'choosing a tech stack',
        'business web application',
        'Next.js',
        'TypeScript',
        'PostgreSQL',
        'web app architecture',
        'custom software development',
      ],
    },
    {
      id: 'blog:what-an-mvp-really-costs-and-how-to-scope-it',
      title: { en: 'What an MVP Really Costs and How to Scope It' },
      description: {
        en: 'Realistic MVP costs for web apps and mobile apps, what drives the price, and a seven-step method to scope a first release you can launch and learn from.',
      },
      ogImage: '/images/blog/what-an-mvp-really-costs-and-how-to-scope-it.webp',
      keywords: [
        'MVP cost',
        'how much does an app cost',
        'MVP scoping',
        'minimum viable product',
        'mobile app cost',
        'web app cost',
        'startup budget',
        'app development pricing',
      ],
    },
    {
      id: 'blog:seo-basics-for-small-businesses',
      title: { en: 'SEO Basics for Small Businesses: A Practical Checklist' },
      description: {
        en: 'A practical SEO checklist for small businesses: Google Business Profile, service pages, title tags, site speed, reviews, structured data and Search Console.',
      },
      ogImage: '/images/blog/seo-basics-for-small-businesses.webp',
      keywords: [
        'small business SEO',
        'local SEO',
        'Google Business Profile',
        'SEO checklist',
        'title tags',
        'meta description',
        'structured data',
        'Google Search Console',
      ],
    },
  ],
} satisfies SeedFile;
