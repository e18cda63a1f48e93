import { comingSoonRoute } from '@/features/shell/coming-soon-route';
import { paths } from '@/lib/paths';

const route = comingSoonRoute({ name: 'caseStudies', seoKey: 'caseStudies', path: paths.caseStudies });
export const generateMetadata = route.generateMetadata;
export default route.Page;
