import { comingSoonRoute } from '@/features/shell/coming-soon-route';
import { paths } from '@/lib/paths';

const route = comingSoonRoute({ name: 'socialPlans', seoKey: 'socialPlans', path: paths.socialPlans });
export const generateMetadata = route.generateMetadata;
export default route.Page;
