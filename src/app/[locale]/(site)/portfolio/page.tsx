import { comingSoonRoute } from '@/features/shell/coming-soon-route';
import { paths } from '@/lib/paths';

const route = comingSoonRoute({ name: 'portfolio', seoKey: 'portfolio', path: paths.portfolio });
export const generateMetadata = route.generateMetadata;
export default route.Page;
