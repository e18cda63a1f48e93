import { comingSoonRoute } from '@/features/shell/coming-soon-route';
import { paths } from '@/lib/paths';

const route = comingSoonRoute({ name: 'services', seoKey: 'services', path: paths.services });
export const generateMetadata = route.generateMetadata;
export default route.Page;
