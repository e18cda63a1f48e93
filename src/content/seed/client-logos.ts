import type { SeedFile } from '..';

export default {
  clientLogos: [
    {
      id: 'pinecrest-outfitters',
      order: 0,
      name: 'Pinecrest Outfitters',
      image: '/images/logos/pinecrest-outfitters.svg',
    },
    { id: 'halvorsen-freight', order: 1, name: 'Halvorsen Freight', image: '/images/logos/halvorsen-freight.svg' },
    { id: 'tessaly-finance', order: 2, name: 'Tessaly Finance', image: '/images/logos/tessaly-finance.svg' },
    { id: 'oak-hollow-realty', order: 3, name: 'Oak Hollow Realty', image: '/images/logos/oak-hollow-realty.svg' },
    {
      id: 'meadowlark-dental',
      order: 4,
      name: 'Meadowlark Dental Group',
      image: '/images/logos/meadowlark-dental.svg',
    },
    {
      id: 'redfern-manufacturing',
      order: 5,
      name: 'Redfern Manufacturing',
      image: '/images/logos/redfern-manufacturing.svg',
    },
    {
      id: 'brightforge-learning',
      order: 6,
      name: 'Brightforge Learning',
      image: '/images/logos/brightforge-learning.svg',
    },
    { id: 'solvane-energy', order: 7, name: 'Solvane Energy', image: '/images/logos/solvane-energy.svg' },
    { id: 'marrow-and-vine', order: 8, name: 'Marrow & Vine Hospitality', image: '/images/logos/marrow-and-vine.svg' },
    {
      id: 'keystone-pet-health',
      order: 9,
      name: 'Keystone Pet Health',
      image: '/images/logos/keystone-pet-health.svg',
    },
  ],
} satisfies SeedFile;
