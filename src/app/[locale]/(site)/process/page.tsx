import { comingSoonRoute } from '@/features/shell/coming-soon-route';
import { paths } from '@/lib/paths';

const route = comingSoonRoute({ name: 'process', seoKey: 'process', path: paths.process });
export const generateMetadata = route.generateMetadata;
export default route.Page;
