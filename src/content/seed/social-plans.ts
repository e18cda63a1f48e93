import type { SeedFile } from '..';

export default {
  socialPlans: [
    {
      id: 'starter',
      order: 0,
      name: { en: 'Starter' },
      price: 99,
      originalPrice: 197,
      description: {
        en: 'For local businesses and solo professionals who want a consistent, professional presence on social media without spending their evenings creating posts.',
      },
      quantities: { blogPosts: 10, videos: 5, carousels: 8 },
      features: [
        { en: '10 SEO-optimized blog posts per month' },
        { en: '5 short-form branded videos per month' },
        { en: '8 carousel posts per month' },
        { en: 'Automatic publishing to 3 social platforms' },
        { en: 'Content written in your brand voice' },
        { en: 'Monthly performance summary by email' },
      ],
      popular: false,
    },
    {
      id: 'professional',
      order: 1,
      name: { en: 'Professional' },
      price: 199,
      originalPrice: 397,
      description: {
        en: 'For growing businesses that want to post every day, grow their following and turn social media into a steady source of leads and website traffic.',
      },
      quantities: { blogPosts: 25, videos: 15, carousels: 20 },
      features: [
        { en: '25 SEO-optimized blog posts per month' },
        { en: '15 short-form branded videos per month' },
        { en: '20 carousel posts per month' },
        { en: 'Automatic publishing to 5 social platforms' },
        { en: 'Hashtag and posting-time optimization' },
        { en: 'Content approval calendar before anything goes live' },
        { en: 'Monthly analytics report and strategy call' },
      ],
      popular: true,
    },
    {
      id: 'enterprise',
      order: 2,
      name: { en: 'Enterprise' },
      price: 349,
      originalPrice: 697,
      description: {
        en: 'For multi-location brands and high-volume marketers who need a full content engine across every channel, with priority service and a dedicated strategist.',
      },
      quantities: { blogPosts: 50, videos: 30, carousels: 40 },
      features: [
        { en: '50 SEO-optimized blog posts per month' },
        { en: '30 short-form branded videos per month' },
        { en: '40 carousel posts per month' },
        { en: 'Publishing to all supported platforms, including Google Business Profile' },
        { en: 'Content for up to 3 locations or brands' },
        { en: 'Dedicated content strategist' },
        { en: 'Competitor tracking and quarterly strategy review' },
        { en: 'Priority support with a response within 4 hours' },
      ],
      popular: false,
    },
  ],
  pages: [
    {
      id: 'socialPlans',
      headline: {
        en: 'Automated Social Media That Posts, Grows and Sells While You Run Your Business',
      },
      intro: {
        en: 'Emberline Digital plans, writes, designs and publishes your blog posts, short videos and carousels every month, automatically and in your brand voice. You approve the calendar; we handle everything else. Join 500+ businesses that have replaced inconsistent posting with a content engine that brings in followers, traffic and leads.',
      },
      offer: {
        discountPercent: 50,
        expiresInHours: 72,
        clientLimit: 100,
        moneyBackDays: 30,
        businessesServed: '500+',
      },
      results: [
        {
          title: { en: 'Family dental practice fills its schedule' },
          description: {
            en: 'A two-location dental practice in North Texas went from posting twice a month to daily content on Facebook, Instagram and Google Business Profile. Patient education videos and before-and-after carousels drove a steady stream of new-patient bookings within the first quarter.',
          },
          metrics: [
            { value: '212%', label: { en: 'more profile visits' } },
            { value: '38', label: { en: 'new patients per month' } },
            { value: '4.1x', label: { en: 'engagement rate' } },
          ],
          image: '/images/social/result-1.webp',
        },
        {
          title: { en: 'Home services company cuts its ad costs' },
          description: {
            en: 'A roofing and remodeling contractor used our Professional plan to publish project videos and customer stories every week. Organic reach grew enough that the company reduced its paid social budget while still increasing quote requests.',
          },
          metrics: [
            { value: '156%', label: { en: 'organic reach growth' } },
            { value: '44%', label: { en: 'lower paid social spend' } },
            { value: '2.7x', label: { en: 'more quote requests' } },
          ],
          image: '/images/social/result-2.webp',
        },
        {
          title: { en: 'Boutique fitness studio builds a loyal community' },
          description: {
            en: 'A boutique fitness studio combined short workout videos, member spotlights and weekly blog posts. Within 90 days its Instagram following more than doubled and class bookings from social media became its largest source of new members.',
          },
          metrics: [
            { value: '2.3x', label: { en: 'Instagram followers' } },
            { value: '61%', label: { en: 'more class bookings' } },
            { value: '90', label: { en: 'days to results' } },
          ],
          image: '/images/social/result-3.webp',
        },
      ],
      testimonials: [
        {
          name: 'Dr. Melissa Tran',
          company: 'Brightside Family Dental',
          image: '/images/people/social-1.webp',
          rating: 5,
          text: {
            en: 'We tried doing social media ourselves for years and it always fell to the bottom of the list. Now we get a full month of posts to approve in one sitting, and new patients regularly tell us they found us on Instagram.',
          },
        },
        {
          name: 'Jason Whitfield',
          company: 'Whitfield Roofing & Remodeling',
          image: '/images/people/social-2.webp',
          rating: 5,
          text: {
            en: 'The project videos they produce from our job-site photos look better than anything we paid an agency for before. Our phone rings more and we spend less on ads. The Professional plan paid for itself in the first month.',
          },
        },
        {
          name: 'Alicia Moreno',
          company: 'Pulse Fitness Studio',
          image: '/images/people/social-3.webp',
          rating: 5,
          text: {
            en: 'The content actually sounds like us. Our members share the videos, our classes are fuller, and I finally have my Sunday evenings back.',
          },
        },
        {
          name: 'Greg Dawson',
          company: 'Lakeside Realty Group',
          image: '/images/people/social-4.webp',
          rating: 5,
          text: {
            en: 'With three offices we needed consistent content for every location. The Enterprise plan gives each office its own posts and listings carousels, and our strategist keeps the whole program on track.',
          },
        },
      ],
      faqs: [
        {
          question: { en: 'How does automated social media content work?' },
          answer: {
            en: 'After a short onboarding call about your business, audience and brand voice, our team and AI tools create a month of blog posts, videos and carousels. You review everything in a content calendar, and approved posts are published automatically at the best times for your audience.',
          },
        },
        {
          question: { en: 'Do I get to approve posts before they go live?' },
          answer: {
            en: 'Yes. Every post appears in your approval calendar first. You can approve, request changes or skip any post, and nothing is published without your approval unless you choose auto-approval.',
          },
        },
        {
          question: { en: 'Which platforms do you publish to?' },
          answer: {
            en: 'We publish to Facebook, Instagram, LinkedIn, X, TikTok, Pinterest and Google Business Profile, and blog posts go directly to your website. The number of connected platforms depends on your plan.',
          },
        },
        {
          question: { en: 'How does the 50% launch offer work?' },
          answer: {
            en: 'The launch price locks in 50% off the regular monthly rate for as long as you stay subscribed. The offer ends after 72 hours or once 100 new clients have joined, whichever comes first.',
          },
        },
        {
          question: { en: 'What is your money-back guarantee?' },
          answer: {
            en: 'If you are not satisfied within the first 30 days, contact us and we will refund your first month in full. No complicated conditions.',
          },
        },
        {
          question: { en: 'Can I change plans or cancel later?' },
          answer: {
            en: 'Yes. Plans are month-to-month. You can upgrade, downgrade or cancel at any time, and changes take effect at the start of your next billing cycle.',
          },
        },
      ],
    },
  ],
} satisfies SeedFile;
