import type { SeedFile } from '..';

export default {
  textTestimonials: [
    {
      id: 'sarah-mitchell',
      order: 0,
      name: 'Sarah Mitchell',
      role: { en: 'Founder & CEO, Pinecrest Outfitters (outdoor retail)' },
      quote: {
        en: 'Emberline rebuilt our Shopify store from the ground up and cut page load times from over five seconds to under two. Within four months our online revenue was up 58%, and abandoned carts dropped by almost a third. They felt like part of our own team from the first call.',
      },
      rating: 5,
      image: '/images/people/sarah-mitchell.webp',
    },
    {
      id: 'david-okafor',
      order: 1,
      name: 'David Okafor',
      role: { en: 'Director of Operations, Halvorsen Freight (logistics)' },
      quote: {
        en: 'Our dispatchers were spending hours every day copying load details between e-mail, spreadsheets and our TMS. Emberline built an AI workflow that reads rate confirmations and creates the loads automatically, saving us about 30 hours a week. It paid for itself in the first quarter.',
      },
      rating: 5,
      image: '/images/people/david-okafor.webp',
    },
    {
      id: 'priya-raman',
      order: 2,
      name: 'Priya Raman',
      role: { en: 'Head of Product, Tessaly Finance (fintech)' },
      quote: {
        en: 'We launched our React Native budgeting app on iOS and Android in just under five months, on schedule and within budget. The app holds a 4.7-star rating and passed 120,000 downloads in its first year. Their two-week sprint demos made it easy to keep our investors in the loop.',
      },
      rating: 5,
      image: '/images/people/priya-raman.webp',
    },
    {
      id: 'marcus-delgado',
      order: 3,
      name: 'Marcus Delgado',
      role: { en: 'Managing Broker, Oak Hollow Realty (real estate)' },
      quote: {
        en: 'Our new property search site with MLS integration turned our website into our best source of buyers. Qualified leads are up 72% year over year, and agents get instant alerts when a visitor books a showing. Emberline still handles our maintenance, and they answer every request the same day.',
      },
      rating: 5,
      image: '/images/people/marcus-delgado.webp',
    },
    {
      id: 'emily-carter',
      order: 4,
      name: 'Emily Carter',
      role: { en: "Executive Director, Bright Harbor Children's Fund (nonprofit)" },
      quote: {
        en: 'Emberline redesigned our donation experience and added recurring giving with one-click checkout. Online donations grew 64% in the first campaign season, and monthly donors nearly doubled. They understood our mission and a nonprofit budget without ever cutting corners.',
      },
      rating: 5,
      image: '/images/people/emily-carter.webp',
    },
    {
      id: 'james-whitfield',
      order: 5,
      name: 'James Whitfield',
      role: { en: 'COO, Redfern Manufacturing (industrial manufacturing)' },
      quote: {
        en: 'The team implemented our ERP and connected it to our suppliers and shop floor in four months. Inventory accuracy is now above 98%, and order-to-shipment time fell by 35%. What impressed me most was how clearly they explained every trade-off along the way.',
      },
      rating: 5,
      image: '/images/people/james-whitfield.webp',
    },
    {
      id: 'aisha-bello',
      order: 6,
      name: 'Aisha Bello',
      role: { en: 'Marketing Director, Meadowlark Dental Group (healthcare)' },
      quote: {
        en: 'Emberline took over SEO and paid search for our six clinics. Within nine months we ranked on the first page for more than 40 local keywords, and new-patient bookings from search rose 81%. Their monthly reports show exactly what every dollar is doing.',
      },
      rating: 5,
      image: '/images/people/aisha-bello.webp',
    },
  ],
  videoTestimonials: [
    {
      id: 'brightforge-learning',
      order: 0,
      company: 'Brightforge Learning',
      reviewer: 'Nathan Brooks',
      role: { en: 'VP of Engineering' },
      videoUrl: '/videos/brightforge-learning.mp4',
      poster: '/images/videos/brightforge-learning.webp',
      rating: 5,
    },
    {
      id: 'solvane-energy',
      order: 1,
      company: 'Solvane Energy',
      reviewer: 'Laura Kim',
      role: { en: 'Director of Marketing' },
      videoUrl: '/videos/solvane-energy.mp4',
      poster: '/images/videos/solvane-energy.webp',
      rating: 5,
    },
  ],
} satisfies SeedFile;
