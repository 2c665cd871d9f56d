import { Link } from 'wouter';
import { LegalArticle, POLICY_EFFECTIVE_DATE, SupportEmailLink } from '../components/legal-article';

export default function TermsPage() {
  return (
    <LegalArticle title="Terms of Service" intro={<p>Effective {POLICY_EFFECTIVE_DATE}</p>}>
      <p>
        These terms are the agreement between you and Infinite Wellness for using our website and app. By
        creating an account you accept them. Please read them together with our{' '}
        <Link href="/privacy">Privacy Policy</Link>, which explains what we store about you and how you
        control it.
      </p>

      <h2>1. Not medical advice</h2>
      <p>
        Infinite Wellness helps you track how you feel and learn about wellness. The AI health assistant,
        insights, recommendations and community posts are general information. They are not a diagnosis, not
        treatment and not a replacement for a licensed healthcare professional. Always talk to a qualified
        clinician before changing medication, diet or treatment.
      </p>
      <p>
        <strong>Infinite Wellness is not for emergencies.</strong> If you think you may have a medical
        emergency, call 911. If you are in crisis or thinking about suicide, call or text 988.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be at least 18 years old to create an account.</li>
        <li>Give accurate information and keep it up to date in your profile.</li>
        <li>
          Keep your password secret. You are responsible for what happens under your account; tell us at once
          at <SupportEmailLink /> if you think someone else has used it.
        </li>
        <li>An account is for one person. Do not create accounts for others without their permission.</li>
      </ul>

      <h2>3. Free plan, Premium and the free trial</h2>
      <ul>
        <li>The free plan costs nothing and needs no credit card.</li>
        <li>
          Premium costs $9.99 (USD) per month. Each account can start one 30-day free trial of Premium; when
          the trial ends, Premium continues only if you subscribe.
        </li>
        <li>
          A subscription renews every month until you cancel. You can cancel at any time; Premium stays active
          until the end of the month you have paid for. We do not refund partial months unless the law
          requires it.
        </li>
        <li>
          Card payments are handled by our payment provider. We never see or store your full card number.
        </li>
        <li>We will tell you at least 30 days before any price change takes effect for your subscription.</li>
      </ul>

      <h2>4. Practitioners</h2>
      <p>
        Practitioners listed in Infinite Wellness are independent professionals. We check their stated
        credentials before listing them, but they are not our employees and we are not responsible for the
        care or advice they give. Any fees for their services are agreed between you and them.
      </p>

      <h2>5. Community rules</h2>
      <p>The community works because people treat each other with care. When you post, you agree not to:</p>
      <ul>
        <li>harass, threaten or demean anyone;</li>
        <li>share anyone else&apos;s health or personal information;</li>
        <li>promote unproven cures, sell products or post spam;</li>
        <li>present yourself as a medical professional if you are not one.</li>
      </ul>
      <p>We may remove posts that break these rules and suspend accounts that break them repeatedly.</p>

      <h2>6. Your content and your data</h2>
      <p>
        You own what you enter: your symptoms, notes, posts and profile. You give us permission to store and
        process it only to run the service for you (for example to show your history and to compute your
        insights). You can export or delete your data at any time from Profile → Data Management.
      </p>

      <h2>7. Acceptable use</h2>
      <p>
        Do not try to break into accounts or systems, overload the service, copy it by automated means, or get
        around its security. Access by software is allowed only through our documented API (see{' '}
        <a href="/api">API Docs</a>) and within its limits.
      </p>

      <h2>8. Changes to the service and these terms</h2>
      <p>
        We keep improving Infinite Wellness and may add, change or remove features. If we make a material
        change to these terms, we will tell you by email or in the app at least 30 days before it applies. If
        you do not agree, you can delete your account before then.
      </p>

      <h2>9. Ending your account</h2>
      <p>
        You can delete your account whenever you like. We may suspend or close an account that seriously or
        repeatedly breaks these terms; where we can, we will tell you why and give you the chance to export
        your data first.
      </p>

      <h2>10. Disclaimers and liability</h2>
      <p>
        We work hard to keep Infinite Wellness available and accurate, but we provide it &quot;as is&quot;. To
        the extent the law allows, we are not liable for indirect or consequential losses, and our total
        liability to you is limited to the amount you paid us in the 12 months before the claim. Nothing in
        these terms limits rights you have under consumer-protection law.
      </p>

      <h2>11. Contact</h2>
      <p>
        Questions about these terms? Write to <SupportEmailLink /> or visit our{' '}
        <Link href="/support">Support</Link> page.
      </p>
    </LegalArticle>
  );
}
