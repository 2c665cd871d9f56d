import { Link } from 'wouter';
import { LegalArticle, POLICY_EFFECTIVE_DATE, SupportEmailLink } from '../components/legal-article';

export default function PrivacyPage() {
  return (
    <LegalArticle title="Privacy Policy" intro={<p>Effective {POLICY_EFFECTIVE_DATE}</p>}>
      <p>
        Your health information is personal. This policy says exactly what Infinite Wellness stores, where it
        is kept, for how long, and how you can see, export or delete it. In short: we store what the app needs
        to work for you, we encrypt your health details, we never sell your data, and we never share it
        without your explicit consent.
      </p>

      <h2>What we store</h2>
      <h3>Your account</h3>
      <ul>
        <li>Your first and last name, email address and ZIP code.</li>
        <li>Your phone number and date of birth, if you choose to give them.</li>
        <li>
          Your consents: when you accepted the terms and this policy, and whether you agreed to receive
          marketing email.
        </li>
        <li>
          Your password, stored only as a one-way hash (argon2id). Nobody, including our staff, can read your
          password.
        </li>
      </ul>
      <h3>Your health data</h3>
      <ul>
        <li>
          Symptoms you log: the symptom name, its severity (1–10), the time, and the description and triggers
          you add.
        </li>
        <li>
          Descriptions and triggers are encrypted at rest with AES-256-GCM, using a key kept separately from
          the database.
        </li>
        <li>
          Every read or change of your health data is recorded in an audit log (who, what and when), so access
          can be checked.
        </li>
      </ul>
      <h3>Usage analytics</h3>
      <p>
        To improve the app we record which pages are viewed and which features are used, with a random session
        identifier. Analytics never contain health data: the app removes health fields before sending
        anything, and our server removes them again on arrival.
      </p>

      <h2>Where it is stored</h2>
      <p>
        Everything above is stored in our PostgreSQL database on servers we operate. Data travels between your
        device and our servers only over encrypted (TLS) connections.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>We keep your data until you delete your account.</li>
        <li>
          Deleting your account removes or anonymises everything that belongs to you. Community posts stay in
          their discussions but are shown as written by &quot;Deleted user&quot;.
        </li>
        <li>
          Encrypted backups roll off within 30 days, so deleted data is gone from backups within 30 days.
        </li>
        <li>
          Audit records of who accessed health data are kept for 6 years, as HIPAA requires. They record that
          an access happened, not the health details themselves.
        </li>
      </ul>

      <h2>Your choices and controls</h2>
      <ul>
        <li>
          <strong>Export:</strong> go to Profile → Data Management and request an export. You receive a link
          by email to an archive of everything you own (JSON, plus a FHIR R4 bundle you can give to a
          clinician).
        </li>
        <li>
          <strong>Delete:</strong> go to Profile → Data Management and delete your account. After you confirm,
          your data is removed or anonymised as described above.
        </li>
        <li>
          <strong>Correct:</strong> you can change your name, contact details and consents in your profile at
          any time.
        </li>
        <li>
          <strong>Marketing:</strong> marketing email is off unless you opt in, and you can opt out at any
          time.
        </li>
      </ul>

      <h2>Who we share it with</h2>
      <ul>
        <li>We never sell your data, and we never use your health data for advertising.</li>
        <li>We never share your data with anyone without your explicit consent.</li>
        <li>
          If you pay for Premium, our payment provider receives your card details directly; we never see or
          store your full card number.
        </li>
        <li>
          Your health data is never sent to an outside AI service unless you have given your consent for that.
        </li>
        <li>
          We disclose information to authorities only when the law requires it, and we tell you when we are
          allowed to.
        </li>
      </ul>

      <h2>Sessions, cookies and storage on your device</h2>
      <ul>
        <li>
          We use one essential session cookie to keep you signed in. We use no advertising or tracking
          cookies.
        </li>
        <li>
          If you tick &quot;Remember me&quot;, you stay signed in for up to 30 days. Otherwise your session
          ends when you close your browser.
        </li>
        <li>Without “Remember me”, you are also signed out automatically after 30 minutes of inactivity.</li>
        <li>
          The app keeps a few settings in your browser&apos;s local storage (such as whether you have finished
          onboarding, your user id and email address). They contain no health details, and your user id and
          email address are removed when you sign out.
        </li>
      </ul>

      <h2>Children</h2>
      <p>Infinite Wellness is for adults. We do not knowingly collect data from anyone under 18.</p>

      <h2>Changes and contact</h2>
      <p>
        If we change this policy in a way that affects you, we will tell you by email or in the app before the
        change applies. Questions, or a request we can help with? Write to <SupportEmailLink /> or see our{' '}
        <Link href="/support">Support</Link> page. See also our <Link href="/terms">Terms of Service</Link>.
      </p>
    </LegalArticle>
  );
}
