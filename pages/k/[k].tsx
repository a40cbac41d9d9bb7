import { LandingView } from '../../components/halls/landing/LandingView';
import { keywordLanding } from '../../lib/halls/keywordLanding';

export default LandingView;

export const getServerSideProps = keywordLanding('k');
