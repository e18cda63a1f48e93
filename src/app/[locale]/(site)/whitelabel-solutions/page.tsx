import { comingSoonRoute } from '@/features/shell/coming-soon-route';
import { paths } from '@/lib/paths';

const route = comingSoonRoute({ name: 'whitelabel', seoKey: 'whitelabel', path: paths.whitelabel });
export const generateMetadata = route.generateMetadata;
export default route.Page;
