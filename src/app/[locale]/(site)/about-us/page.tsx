import { comingSoonRoute } from '@/features/shell/coming-soon-route';
import { paths } from '@/lib/paths';

const route = comingSoonRoute({ name: 'about', seoKey: 'about', path: paths.about });
export const generateMetadata = route.generateMetadata;
export default route.Page;
