import { comingSoonRoute } from '@/features/shell/coming-soon-route';
import { paths } from '@/lib/paths';

const route = comingSoonRoute({ name: 'blog', seoKey: 'blog', path: paths.blog });
export const generateMetadata = route.generateMetadata;
export default route.Page;
