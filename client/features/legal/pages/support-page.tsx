import { Link } from 'wouter';
import { LegalArticle, SupportEmailLink } from '../components/legal-article';

export default function SupportPage() {
  return (
    <LegalArticle
      title="Support"
      intro={<p>We are here to help with your account, your data and the app.</p>}
    >
      <aside
        aria-labelledby="emergency-title"
        className="mt-6 rounded-2xl border-2 border-bad bg-bad-soft p-4 text-bad"
      >
        <h2 id="emergency-title" className="mt-0! text-lg! text-bad!">
          In an emergency
        </h2>
        <p>
          Infinite Wellness is not for emergencies. If you or someone else may be in danger or having a
          medical emergency, call <a href="tel:911">911</a> now. If you are in emotional crisis or thinking
          about suicide, call or text <a href="tel:988">988</a> (Suicide &amp; Crisis Lifeline), available
          24/7.
        </p>
      </aside>

      <h2>Contact us</h2>
      <p>
        Email <SupportEmailLink />. We answer within 1–2 business days. Please do not send health details by
        email; tell us what is wrong and which email address your account uses.
      </p>

      <h2>Reset your password</h2>
      <ol>
        <li>
          Go to <Link href="/signin">Sign In</Link> and choose &quot;Forgot password?&quot;, or open{' '}
          <Link href="/forgot-password">the password reset page</Link> directly.
        </li>
        <li>Enter the email address of your account and send the request.</li>
        <li>Open the link we email you. It works once and is valid for 1 hour.</li>
        <li>
          Choose a new password of at least 8 characters with an uppercase letter, a lowercase letter and a
          number. Then sign in with it.
        </li>
      </ol>
      <p>
        No email after a few minutes? Check your spam folder, and make sure you used the address you signed up
        with. If you signed up with Google, use &quot;Continue with Google&quot; instead.
      </p>

      <h2>Export your data</h2>
      <ol>
        <li>Sign in and open Profile → Data Management.</li>
        <li>Request a data export.</li>
        <li>
          We email you a download link within 24 hours. The archive contains everything you own in JSON, plus
          a FHIR R4 bundle you can share with a clinician.
        </li>
      </ol>

      <h2>Delete your account</h2>
      <ol>
        <li>Sign in and open Profile → Data Management.</li>
        <li>Choose to delete your account and confirm with &quot;Yes, Delete Account&quot;.</li>
        <li>
          Your data is removed or anonymised; backups roll off within 30 days. The{' '}
          <Link href="/privacy">Privacy Policy</Link> explains exactly what happens.
        </li>
      </ol>

      <h2>Trouble signing in</h2>
      <ul>
        <li>After several wrong passwords, sign-in pauses for 15 minutes. Wait, or reset your password.</li>
        <li>If Google sign-in is unavailable, sign in with your email and password.</li>
        <li>
          For your security, unless you ticked “Remember me”, you are signed out after 30 minutes of
          inactivity; just sign in again.
        </li>
      </ul>

      <h2>Premium and billing</h2>
      <ul>
        <li>Premium costs $9.99 per month after a 30-day free trial, which each account can use once.</li>
        <li>You can cancel at any time; Premium stays active until the end of the paid month.</li>
        <li>
          Billing question? Email <SupportEmailLink /> from your account&apos;s address.
        </li>
      </ul>
    </LegalArticle>
  );
}
