import type { SeedFile } from '..';

const privacyBody = `This Privacy Policy explains what information Emberline Digital LLC ("Emberline", "we", "us") collects through emberline.dev, how we use it and the choices you have. We are a veteran-owned software and digital agency based at 118 N Texas St, Emory, TX 75440, USA.

## Information you send us

When you use the contact form, the white-label partnership inquiry, the quote request in our [pricing calculator](/pricing-calculator) or the chat widget, we store what you typed. Depending on the form, that can include:

- your name, e-mail address, phone number and company;
- your budget range, your message and the services you selected;
- for a quote request, the options you chose in the calculator and the estimate it showed you.

With each submission we also record the page it was sent from, the language you were using the site in, a one-way hash of your IP address (we do not store the address itself) and your browser's user agent string. We use these details to recognize spam and abuse and to understand where an inquiry came from.

## How we use it

We use your submission only to answer you, prepare estimates and proposals, and manage our working relationship if you become a client. Each submission is saved in our own database and then e-mailed to our team through our own mail server. We do not add you to a mailing list unless you ask us to, and we do not make automated decisions about you.

## Spam protection

Our forms are protected by a self-hosted proof-of-work captcha: before a form is sent, your browser solves a small computational puzzle. It runs on our own server, loads no third-party scripts and does not track you. We also keep short-lived counters that limit repeated submissions and sign-in attempts; they expire automatically.

## Analytics without cookies

We measure how our site is used with our own first-party analytics, stored in our own database. We record page views, the time spent on a page, how far down a page visitors scroll (at 25%, 50%, 75% and 90%) and clicks on buttons and calculator tabs, together with the page and the site language. We do this without cookies and without identifying you: these events contain no name, e-mail address or IP address, and nothing is stored in your browser to recognize you on a later visit. We look at the results only in aggregate, to improve the site. We do not use third-party analytics or advertising trackers.

## Cookies and local storage

We use only two cookies:

- **Language preference.** If you pick a language, a cookie remembers your choice so the site opens in that language next time. It contains only the language code.
- **Admin session.** Our staff receive a secure session cookie when they sign in to the site's admin area. Visitors never receive it.

Your light or dark theme choice is kept in your browser's local storage. It stays on your device and is not sent to us.

## Sharing

We do not sell or rent your personal information, and we do not share it for advertising. We disclose it only to the companies that host our infrastructure, which process it on our behalf, to professional advisers where necessary, or when the law requires us to.

## Links and embedded content

Our site links to other websites, such as our social media profiles. If you follow such a link, or use content from another service that a page embeds, such as a video player, that service's own privacy policy applies.

## How long we keep it

- **Inquiries, quote requests and chat messages:** up to 24 months from the date you sent them, then deleted. If you become a client, we keep the records we need for the engagement and for tax and legal purposes for as long as those purposes require.
- **Analytics events:** 13 months, then deleted.

## Security

We protect your information with encrypted connections (HTTPS), access limited to the staff who need it, strongly hashed admin passwords and regular backups. No system is perfectly secure, but if a breach affects your information we will notify you as the law requires.

## Your rights

You can ask us at any time to tell you what information we hold about you, to correct it or to delete it. Write to {email} from the e-mail address you used with us, or tell us how else we can confirm that the request is yours. We answer requests within 30 days and do not charge for them. Depending on where you live, you may have further rights under local law.

## Children

Our site is intended for businesses and is not directed at children under 13. We do not knowingly collect information from children.

## Governing law and changes

This policy is governed by the laws of the State of Texas, USA. When we change it, we update the date at the top of this page, and we describe significant changes on this page before they take effect.

## Contact

Emberline Digital LLC, 118 N Texas St, Emory, TX 75440, USA. E-mail {email} or call {phone}.`;

const termsBody = `These Terms of Service govern your use of emberline.dev (the "site"), operated by Emberline Digital LLC ("Emberline", "we", "us"), 118 N Texas St, Emory, TX 75440, USA. By using the site you agree to these terms. If you do not agree, please do not use the site.

## Using the site

You may browse the site, read and share its content, and contact us for personal or business purposes. You agree not to:

- interfere with the site's operation, test it for vulnerabilities without our written permission, or try to get around the captcha or rate limits;
- send false information, spam, or another person's details without their permission through our forms or chat;
- copy substantial parts of the site, or access it by automated means in a way that burdens our servers;
- try to access the admin area or any account that is not yours.

We may block access that breaks these rules.

## Information you send us

When you contact us, you confirm that the information you provide is accurate and that you are entitled to share it. Our [Privacy Policy](/privacy-policy) explains how we handle it. Sending a form or chat message does not create a client relationship or any obligation for either of us.

## Estimates from the pricing calculator

The [pricing calculator](/pricing-calculator) gives indicative estimates based on the options you select, including any volume discount or annual billing it shows. An estimate is not an offer, a quote or a contract, and it is not binding on you or on us. The actual price depends on your detailed requirements and is set only in a written proposal or statement of work signed by both parties. Prices, packages and typical timelines shown on the site may change without notice.

## Client projects

Work we perform for you is governed by a separate written agreement covering scope, price, payment, ownership of deliverables, our 60-day post-launch warranty and ongoing support. If that agreement conflicts with these terms, the agreement prevails.

## Veteran and military discount

Emberline is veteran-owned, and we offer a 10% discount to veterans and active military:

- The discount is available to veterans and active-duty service members, and to businesses they own.
- Please mention your eligibility when you request a quote or before you sign a proposal.
- We may ask for reasonable proof of service, such as a DD-214, a VA identification card or a military ID. You may cover any details other than your name and service status.
- The discount is applied to the project fees in your written proposal. It has no cash value and cannot be applied to invoices already issued.

## Intellectual property

The site and its content, including text, graphics, images, videos, logos, the Emberline name and the site's design and code, are owned by Emberline or its licensors and protected by United States and international law. You may share links to the site and quote short excerpts with attribution. Any other use requires our written permission. Client names, logos and trademarks shown in our portfolio and case studies belong to their respective owners.

## Case studies, testimonials and articles

Case studies and testimonials describe the results of specific projects for specific clients. They are not a promise that your project will achieve the same results. Our blog articles are general information, not legal, financial, tax or other professional advice.

## Links to other websites

The site links to websites we do not control, such as social networks. We are not responsible for their content, policies or availability.

## Disclaimer of warranties

The site and everything on it are provided "as is" and "as available". To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not warrant that the site will be uninterrupted, error-free or free of harmful components.

## Limitation of liability

To the fullest extent permitted by law, Emberline and its members, employees and contractors are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising from or related to your use of the site. Our total liability for any claim arising from or related to the site is limited to US $100. These limits do not apply to liability that cannot be limited by law, and they do not replace the terms of a signed client agreement.

## Governing law

These terms are governed by the laws of the State of Texas, USA, without regard to its conflict-of-laws rules. Any dispute arising from or related to the site will be resolved in the state or federal courts located in Texas, and you consent to their jurisdiction.

## Changes to these terms

We may update these terms from time to time. The date at the top of this page shows when they last changed. Continuing to use the site after a change means you accept the updated terms.

## Contact

Questions about these terms? E-mail {email}, call {phone} or visit our [contact page](/contact-us).`;

export default {
  pages: [
    {
      id: 'privacy',
      title: { en: 'Privacy Policy' },
      updated: '2026-11-01',
      body: { en: privacyBody },
    },
    {
      id: 'terms',
      title: { en: 'Terms of Service' },
      updated: '2026-11-01',
      body: { en: termsBody },
    },
  ],
} satisfies SeedFile;
