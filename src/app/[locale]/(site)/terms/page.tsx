import { legalRoute } from '@/features/shell/legal-route';
import { paths } from '@/lib/paths';

const route = legalRoute({ id: 'terms', path: paths.terms });
export const generateMetadata = route.generateMetadata;
export default route.Page;
