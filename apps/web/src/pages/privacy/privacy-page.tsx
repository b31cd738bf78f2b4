import { LegalDocument, type LegalSection } from '../../components/layout/legal-document';
import { SELF_SERVICE_RIGHTS, footageRetentionText } from '../../features/account/account-rights';

const SECTIONS: LegalSection[] = [
  {
    title: 'Who we are',
    paragraphs: [
      'Courtside is a business based in Melbourne, Victoria, Australia. We handle personal information in line with the Australian Privacy Principles in the Privacy Act 1988 (Cth). This policy explains what we collect, why, and the choices you have.',
    ],
  },
  {
    title: 'What we collect',
    paragraphs: [
      'Account details: your name, e-mail address, organisation (if you give one) and a securely hashed password. Purchase records: the package, amount, date and status of each purchase. Footage and statistics: the games you upload or link and the statistics we produce from them. Messages you send us, and basic technical records such as IP addresses and request logs.',
    ],
  },
  {
    title: 'How we use it',
    paragraphs: [
      'To run your account, take payment, analyse your games and deliver your statistics; to send you service e-mails such as receipts and delivery notices; to answer your questions; and to keep the service secure and prevent abuse. We do not sell personal information, and we do not send marketing e-mail without your consent.',
    ],
  },
  {
    title: 'Game footage',
    paragraphs: [
      'Footage is used only to produce your statistics. Only our analysts and the staff who support you can view it, and it is never published.',
      footageRetentionText(),
    ],
  },
  {
    title: 'No facial recognition',
    paragraphs: [
      'We do not use facial recognition or any other biometric identification on footage. Players are identified in statistics only by the names and numbers you or your team provide.',
    ],
  },
  {
    title: 'Payments',
    paragraphs: [
      'Card payments are handled by our card payment provider on its own secure page. We never receive or store your full card number; we keep only the record of each purchase that the provider confirms to us.',
    ],
  },
  {
    title: 'Sharing',
    paragraphs: [
      'We share personal information only with the service providers that help us run Courtside (hosting, storage, e-mail delivery and card payments), under contracts that limit their use to our service, or where the law requires it.',
    ],
  },
  {
    title: 'Storage overseas',
    paragraphs: [
      'Some of our service providers may store data outside Australia. Where they do, we take reasonable steps to make sure they protect it to the standard the Australian Privacy Principles require.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'Data travels over encrypted connections, passwords are stored only as strong hashes, and access to footage and accounts is limited to the people who need it. No system is perfectly secure; if a breach is likely to cause you serious harm, we will tell you and the regulator as the law requires.',
    ],
  },
  {
    title: 'Cookies',
    paragraphs: [
      'We use only the cookies the service needs, such as the one that keeps you signed in. We do not use advertising or cross-site tracking cookies.',
    ],
  },
  {
    title: 'Keeping your information',
    paragraphs: [
      'We keep account and purchase records while your account is open and for as long afterwards as tax and consumer law require. Footage is deleted as described above. When you delete your account, we delete your profile, teams, games, footage and statistics at once, and keep only the record of your purchases and credits, without your name or e-mail address.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      SELF_SERVICE_RIGHTS,
      'You may also ask us to see the personal information we hold about you, to correct it, or to have it deleted. E-mail support@courtside.com.au and we will respond within 30 days. If you are unhappy with our answer, you may complain to the Office of the Australian Information Commissioner.',
    ],
  },
  {
    title: 'Changes and contact',
    paragraphs: [
      'We will post any change to this policy on this page and e-mail you about significant ones. Questions about privacy: support@courtside.com.au.',
    ],
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="November 24, 2026"
      intro="Your footage and your players' data are yours. Here is exactly what we keep, why, and for how long."
      sections={SECTIONS}
    />
  );
}
