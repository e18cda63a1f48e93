/**
 * The technology icon table: a name (matched case-insensitively, ignoring spaces and dots) maps to a monogram in the
 * technology's brand colour. Unknown names get the default icon. Marks are drawn by the site, so no logo is fetched.
 */
interface TechIcon {
  mark: string;
  /** Background colour of the mark (white text must read on it). */
  color: string;
}

const table: Record<string, TechIcon> = {
  react: { mark: 'Re', color: '#087ea4' },
  reactnative: { mark: 'RN', color: '#087ea4' },
  nextjs: { mark: 'N', color: '#111827' },
  typescript: { mark: 'TS', color: '#3178c6' },
  javascript: { mark: 'JS', color: '#a16207' },
  nodejs: { mark: 'No', color: '#3c873a' },
  vuejs: { mark: 'Vu', color: '#2f855a' },
  tailwindcss: { mark: 'Tw', color: '#0e7490' },
  wordpress: { mark: 'WP', color: '#21759b' },
  shopify: { mark: 'Sh', color: '#5e8e3e' },
  python: { mark: 'Py', color: '#306998' },
  fastapi: { mark: 'FA', color: '#05998b' },
  django: { mark: 'Dj', color: '#0c4b33' },
  laravel: { mark: 'La', color: '#e3342f' },
  php: { mark: 'PHP', color: '#4f5b93' },
  graphql: { mark: 'GQ', color: '#c026d3' },
  postgresql: { mark: 'Pg', color: '#336791' },
  mysql: { mark: 'My', color: '#00758f' },
  mongodb: { mark: 'Mo', color: '#13aa52' },
  redis: { mark: 'Rd', color: '#dc382d' },
  docker: { mark: 'Dk', color: '#1d63ed' },
  kubernetes: { mark: 'K8', color: '#326ce5' },
  aws: { mark: 'AWS', color: '#232f3e' },
  googlecloud: { mark: 'GC', color: '#4285f4' },
  microsoftazure: { mark: 'Az', color: '#0078d4' },
  vercel: { mark: '▲', color: '#111827' },
  firebase: { mark: 'Fb', color: '#dd2c00' },
  swift: { mark: 'Sw', color: '#f05138' },
  kotlin: { mark: 'Kt', color: '#7f52ff' },
  flutter: { mark: 'Fl', color: '#02569b' },
  dart: { mark: 'Da', color: '#0175c2' },
  fastlane: { mark: 'FL', color: '#00a4ba' },
  sentry: { mark: 'Se', color: '#362d59' },
  solidity: { mark: 'So', color: '#363636' },
  ethereum: { mark: 'Eth', color: '#3c3c3d' },
  ethersjs: { mark: 'Ej', color: '#2535a0' },
  polygon: { mark: 'Po', color: '#7b3fe4' },
  hardhat: { mark: 'Hh', color: '#a16207' },
  foundry: { mark: 'Fo', color: '#44403c' },
  openzeppelin: { mark: 'OZ', color: '#4e5ee4' },
  thegraph: { mark: 'TG', color: '#6747ed' },
  ipfs: { mark: 'IP', color: '#0a7d88' },
  wagmi: { mark: 'wg', color: '#1f2937' },
  openai: { mark: 'AI', color: '#10a37f' },
  openaiapi: { mark: 'AI', color: '#10a37f' },
  langchain: { mark: 'LC', color: '#1c3c3c' },
  huggingface: { mark: 'HF', color: '#b45309' },
  pinecone: { mark: 'Pc', color: '#1e293b' },
  tensorflow: { mark: 'TF', color: '#e65100' },
  pytorch: { mark: 'PT', color: '#c2410c' },
  scikitlearn: { mark: 'sk', color: '#e07a00' },
  n8n: { mark: 'n8', color: '#ea4b71' },
  zapier: { mark: 'Za', color: '#ff4f00' },
  googleads: { mark: 'GA', color: '#1a73e8' },
  googleanalytics4: { mark: 'G4', color: '#e37400' },
  ga4: { mark: 'G4', color: '#e37400' },
  googlesearchconsole: { mark: 'SC', color: '#4285f4' },
  googletagmanager: { mark: 'TM', color: '#246fdb' },
  lookerstudio: { mark: 'LS', color: '#4285f4' },
  semrush: { mark: 'SR', color: '#ff642d' },
  ahrefs: { mark: 'Ah', color: '#054ada' },
  hotjar: { mark: 'Hj', color: '#fd3a5c' },
  metaads: { mark: 'Me', color: '#0866ff' },
  hubspot: { mark: 'Hs', color: '#ff5c35' },
  salesforce: { mark: 'SF', color: '#00a1e0' },
  odoo: { mark: 'Od', color: '#714b67' },
  erpnext: { mark: 'ER', color: '#0089ff' },
  microsoftdynamics365: { mark: 'D3', color: '#002050' },
  powerbi: { mark: 'BI', color: '#b58a00' },
  quickbooks: { mark: 'QB', color: '#2ca01c' },
  stripe: { mark: 'St', color: '#635bff' },
  figma: { mark: 'Fg', color: '#a259ff' },
  epicor: { mark: 'Ep', color: '#0063a3' },
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of white text on a colour (WCAG). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** Darkens a brand colour just enough for white text to reach 4.5:1 (WCAG AA). */
export function readable(hex: string): string {
  let color = hex;
  for (let factor = 0.95; contrastWithWhite(color) < 4.5 && factor > 0; factor -= 0.05) {
    color = `#${[1, 3, 5]
      .map((i) =>
        Math.round(parseInt(hex.slice(i, i + 2), 16) * factor)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  }
  return color;
}

function key(name: string): string {
  return name.toLowerCase().replace(/[\s.\-_/]+/g, '');
}

/** The icon of a technology, or undefined for an unknown name (the caller shows the default icon). */
export function techIcon(name: string): TechIcon | undefined {
  const icon = table[key(name)];
  return icon && { mark: icon.mark, color: readable(icon.color) };
}

export const knownTechnologies = Object.keys(table);
