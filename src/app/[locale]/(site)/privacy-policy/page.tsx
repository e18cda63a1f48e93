import { legalRoute } from '@/features/shell/legal-route';
import { paths } from '@/lib/paths';

const route = legalRoute({ id: 'privacy', path: paths.privacy });
export const generateMetadata = route.generateMetadata;
export default route.Page;
