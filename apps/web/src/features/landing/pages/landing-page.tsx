import { AboutCreator } from '../components/about-creator';
import { FeatureGrid } from '../components/feature-grid';
import { FinalCta } from '../components/final-cta';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { WhyChoose } from '../components/why-choose';

/** The public landing page of spec §1 and §2. */
export function LandingPage() {
  return (
    <div className="min-h-screen bg-white text-slate-900">
      <LandingHeader />
      <main>
        <Hero />
        <FeatureGrid />
        <AboutCreator />
        <WhyChoose />
        <HowItWorks />
        <FinalCta />
      </main>
      <LandingFooter />
    </div>
  );
}
