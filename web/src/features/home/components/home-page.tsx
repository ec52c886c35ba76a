// Home (docs/product.md#screens) in its three user states: signed out, signed in without access, subscribed.
import { Container, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ContactSection } from '../../../components/contact-section';
import { scrollToId } from '../../../lib/scroll';
import { useUser } from '../../../lib/session';
import { PATHS, SECTION } from '../../../config/paths';
import { Hero } from './hero';
import { ReportPromo, SignUpBand, StepsSection } from './info-sections';
import { RightsLead } from './rights-lead';
import { SearchSection } from './search-section';
import { SubscriptionSection } from './subscription-section';

// Subscribers only: the section's code (cards, contact lines, skeletons) loads only for them.
const FeaturedAirlines = lazy(() => import('./featured-airlines').then((m) => ({ default: m.FeaturedAirlines })));
// Signed in only: a traveller's open cases come first (docs/decisions.md#j2).
const OpenCases = lazy(() => import('./open-cases'));
// Signed in only: the owner account's prompt to add a payment method.
const PaymentPromptDialog = lazy(() =>
  import('./payment-prompt-dialog').then((m) => ({ default: m.PaymentPromptDialog })),
);

export default function HomePage() {
  const { user } = useUser();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const subscribed = !!user?.subscribed;

  // /#subscription and /#contact (links from other pages) land on their section.
  useEffect(() => {
    if (!hash) return;
    const t = setTimeout(() => scrollToId(hash.slice(1)), 50);
    return () => clearTimeout(t);
  }, [hash]);

  const toSubscription = () => scrollToId(SECTION.subscription);
  const goOrSubscribe = (path: string) => () => (subscribed ? navigate(path) : toSubscription());

  return (
    <>
      {user && (
        <Suspense fallback={null}>
          <OpenCases user={user} />
        </Suspense>
      )}
      <Hero onAccessContacts={goOrSubscribe(PATHS.directory)} onReportProblem={goOrSubscribe(PATHS.reportProblem)} />
      <RightsLead />
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '14', md: '20' }}>
          <SearchSection showNotice={!!user && !subscribed} onSubscribe={toSubscription} />
          {subscribed && (
            <Suspense fallback={null}>
              <FeaturedAirlines />
            </Suspense>
          )}
          {!user && <SignUpBand />}
          <ReportPromo onReport={goOrSubscribe(PATHS.reportProblem)} />
          <StepsSection onLearnMore={goOrSubscribe(PATHS.howItWorks)} />
          <SubscriptionSection user={user} />
          <ContactSection />
        </Stack>
      </Container>
      {user && (
        <Suspense fallback={null}>
          <PaymentPromptDialog />
        </Suspense>
      )}
    </>
  );
}
