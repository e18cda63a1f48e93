import { comingSoonRoute } from '@/features/shell/coming-soon-route';
import { paths } from '@/lib/paths';

const route = comingSoonRoute({ name: 'pricing', seoKey: 'pricing', path: paths.pricing });
export const generateMetadata = route.generateMetadata;
export default route.Page;
