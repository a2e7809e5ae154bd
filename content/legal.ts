/**
 * Copy for the Terms and Conditions page (/term-conditions) and the Privacy Policy page
 * (/privacy-policy). Contact details, the brand and the site address come from `site` so they are
 * typed in one place only. The refund rules in section 9 of the terms follow docs/product.md §9 exactly.
 */
import { formatAddressLines, site } from './site';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  metaDescription: string;
  /** ISO date, 'YYYY-MM-DD'. */
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}

const postalAddress = [site.brand, ...formatAddressLines()].join(', ');

const contactList: string[] = [`E-mail: ${site.email}`, `Phone: ${site.phone.display}`, `Mail: ${postalAddress}`];

/* -------------------------------------------------------------------------------------------- */
/* Terms and Conditions                                                                          */
/* -------------------------------------------------------------------------------------------- */

export const termsAndConditions: LegalDocument = {
  title: 'Terms and Conditions',
  metaDescription: `Terms for ${site.brand}’s writing, editing, design, publishing, printing and marketing services, including revisions, ownership and refunds.`,
  lastUpdated: '2025-06-01',
  intro: [
    `These Terms and Conditions (the “Terms”) govern your use of the ${site.brand} website and every service you order from ${site.brand} (“${site.brandShort}”, “we”, “us” or “our”), a book publishing and author-services company based in ${site.address.locality}, ${site.address.region}. “You”, “your” and “client” mean the person or organization that uses the website or places an order with us.`,
    'Please read these Terms carefully before you place an order. If a signed proposal, statement of work or order confirmation (an “Order”) contains terms that differ from these Terms, the Order controls for that project only; everything the Order does not address is governed by these Terms.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: '1. Acceptance of These Terms',
      paragraphs: [
        'By using this website, requesting a quote, approving an Order or making a payment, you confirm that you have read, understood and agree to be bound by these Terms and by our Privacy Policy. If you do not agree, please do not use the website or our services.',
        'You must be at least 18 years old and legally able to enter into a binding contract to order services. If you order on behalf of a company or another person, you confirm that you are authorized to accept these Terms on their behalf.',
      ],
    },
    {
      id: 'services',
      heading: '2. Our Services and Project Scope',
      paragraphs: [
        'We provide author services that may include book writing and ghostwriting, developmental and line editing, copyediting and proofreading, children’s book editing, interior formatting and typesetting, book cover design and illustration coordination, ebook and print publishing support, printing, audiobook narration, author website design, SEO content writing, script writing and book marketing.',
        'The exact services, deliverables, milestones, number of pages or words, formats and timelines for your project are those described in your Order. Anything not described in the Order is outside the agreed scope. If you ask for additional work, we will tell you before starting it and, where it affects price or schedule, send you a written change request for approval.',
        'Information on this website, including sample timelines, process descriptions and marketing examples, is general and informational. It is not legal, financial, tax or other professional advice and does not form part of an Order unless it is written into one.',
      ],
    },
    {
      id: 'quotes-and-payment',
      heading: '3. Quotes, Orders and Payment',
      paragraphs: [
        'Consultations and quotes are free. A quote is based on the information you give us and is valid for the period stated on it. If the project turns out to be materially different from what was described, for example a much longer manuscript or a different genre or format, we may revise the quote before work begins.',
        'An Order becomes binding when you approve it and we receive the first payment it requires. Payment may be due in full in advance or in milestones, as stated in the Order. Prices are in US dollars and do not include sales taxes, which are added where applicable.',
        'If a milestone payment is overdue, we may pause work on your project until it is paid, and the delivery schedule moves by the length of the pause. Final files are released once the project is paid in full.',
        'Please do not initiate a chargeback or payment dispute before contacting us: most billing questions are resolved quickly by e-mail, and section 9 explains how refund requests are handled.',
      ],
    },
    {
      id: 'client-responsibilities',
      heading: '4. Client Responsibilities',
      paragraphs: ['To keep your project on schedule and on target, you agree to:'],
      list: [
        'Provide complete, accurate information, manuscripts, notes, images and other materials when requested, and tell us about any deadlines that matter to you.',
        'Review drafts, samples, proofs and designs and respond with consolidated feedback within the time frames set out in your Order or project schedule.',
        'Make yourself reasonably available for interviews, calls and approvals, particularly for ghostwriting and memoir projects.',
        'Hold, or have permission to use, every right in the material you send us, and make sure it does not infringe anyone’s copyright, trademark, privacy or publicity rights or defame anyone.',
        'For publishing and marketing projects, give us the access we need to the relevant retail and author accounts (for example Amazon KDP, IngramSpark or Apple Books), your website and your social media channels, or complete those steps yourself when we ask.',
        'Keep the login details of your own accounts secure and change any password you shared with us once the project ends.',
      ],
    },
    {
      id: 'revisions',
      heading: '5. Revisions',
      paragraphs: [
        'We offer unlimited revisions within the agreed scope of your project. We will keep refining the work covered by your Order until it matches the brief and outline you approved, provided revision requests are submitted while the project is active.',
        'A revision is a change to work we have already delivered under the Order. Requests that go beyond that scope, such as a new plot direction after the outline was approved, additional chapters, a completely new cover concept after a design was approved or a change of genre, are new work; we will quote them separately before we start.',
        'Revision requests should be sent in writing, ideally as one consolidated list per round, so that nothing is missed. Revisions to a stage you have approved, for example changes to an edited manuscript after typesetting has begun, may affect the schedule and, if they fall outside the agreed scope, the price.',
      ],
    },
    {
      id: 'delivery',
      heading: '6. Timelines and Delivery',
      paragraphs: [
        'Each Order sets out an estimated schedule. We work hard to meet it, but estimates depend on timely feedback, approvals, materials and payments from you, and on third parties such as printers, retail platforms and distributors whose processing times we do not control.',
        'Delivery takes place when we send the deliverable to you by e-mail, through a shared folder or by uploading it to an account you control, as described in your Order. Printed books are delivered to the shipping address you provide; risk of loss passes to you when the carrier delivers them.',
        'Delays caused by you, including late feedback, missing materials, unavailable interviews or late payments, extend the schedule by at least the length of the delay and do not entitle you to a refund or discount.',
        'Unless you tell us otherwise within the review period stated in your Order, a deliverable is considered approved once delivered and not queried.',
      ],
    },
    {
      id: 'ownership',
      heading: '7. Intellectual Property and Ownership',
      paragraphs: [
        'You own your content. Your manuscript and the materials you send us remain yours at all times. Once your project is paid in full, all rights, title and interest, including copyright, in the final deliverables we create for you, such as manuscripts, edits, cover artwork created for your book, interior layouts and marketing copy, transfer to you in full. We do not claim royalties or any share of your earnings.',
        'For ghostwriting projects, you may publish the work under your own name or a pen name. We will not claim authorship or reveal that we worked on your book.',
        'Until full payment is received, we keep the rights in work in progress and you may not publish or distribute it. Third-party materials used in a deliverable, such as licensed stock images or fonts, remain subject to their own licenses; we will tell you about any license terms that affect how you may use them.',
        'We keep the general know-how, templates and methods we use across projects. We will not show your work in our portfolio or marketing without your written permission.',
      ],
    },
    {
      id: 'original-content',
      heading: '8. Original Content and Plagiarism Checks',
      paragraphs: [
        'All content our writers and editors create for you is original and written for your project. Before delivery, written content is checked with plagiarism-detection software, and a plagiarism report is delivered with the work.',
        'You are responsible for the originality of material you provide, including quotations, lyrics, images and research. Where your manuscript quotes or reproduces someone else’s work, you are responsible for obtaining any permissions needed; we can point out passages that may need them, but we do not give legal advice.',
      ],
    },
    {
      id: 'refund-policy',
      heading: '9. Refund Policy',
      paragraphs: [
        'We want every client to be satisfied, and we resolve most concerns through revisions. Where a refund is requested, the following rules apply:',
        'Change of mind: you may cancel an order for a change of mind and receive a refund only within the first hour of placing the order. After the first hour, a processing fee of 60% of the amount paid applies to any approved refund, to cover consultation, project planning, team allocation and work already scheduled or completed.',
        'Time limit: refund claims must be made in writing to our e-mail address within 120 days of delivery. Claims made more than 120 days after delivery are not accepted.',
        'Large purchases: approved refunds on purchases above $15,000 are paid in equal monthly installments of $5,000 until the approved amount has been repaid, with any remaining balance smaller than $5,000 paid in the final installment.',
        'No refund is given in the following cases:',
      ],
      list: [
        'Claims of low writing quality made after you have approved the writing samples, outline or drafts for your project. Approving a sample or draft confirms that the style and quality meet your expectations; any later concerns are handled through revisions within the agreed scope.',
        'Delays caused by the client, including late feedback, missing materials or information, unavailability for interviews or approvals, and late payments.',
        'On marketing projects, where the client does not provide access to book stores (the retail and author accounts where the book is sold, such as Amazon KDP or IngramSpark) or to the social media channels the campaign requires.',
      ],
    },
    {
      id: 'confidentiality',
      heading: '10. Confidentiality',
      paragraphs: [
        'We treat your manuscript, ideas, personal stories and business information as confidential. We use them only to deliver your project and share them only with team members and contractors who need them for that purpose and who are bound by confidentiality obligations.',
        'We will not disclose that we worked on your book, or publish any part of it, without your written permission, unless disclosure is required by law. Some clients ask for a separate non-disclosure agreement; we are happy to sign a reasonable one before you send your material.',
        'You agree to keep our proposals, pricing and internal methods confidential and not to share them with third parties except your own advisers.',
      ],
    },
    {
      id: 'third-party-platforms',
      heading: '11. Third-Party Platforms and Services',
      paragraphs: [
        'Publishing, distribution, printing, audiobook and marketing services often depend on third parties, such as Amazon KDP, IngramSpark, Apple Books, Barnes & Noble Press, Kobo, audiobook retailers, printers, social networks and advertising platforms. Their terms, content rules, review times, fees, royalty rates and availability are set by them and may change at any time.',
        'We prepare and submit files in line with each platform’s published requirements, but we cannot guarantee that a platform will accept, list, rank, promote or keep a book or advertisement, and we are not responsible for their decisions, outages or policy changes. Accounts on those platforms should be opened in your name so that you control your book, sales data and royalties.',
        'Advertising spend, printing costs, ISBN purchases and other third-party fees are identified in your Order. Amounts paid directly to a third party are governed by that party’s terms.',
        'The names and logos of retailers, platforms and other companies appear on this website only to identify them. We are an independent company and are not affiliated with, endorsed by or sponsored by them unless we say so expressly.',
      ],
    },
    {
      id: 'results',
      heading: '12. No Guarantee of Sales or Results',
      paragraphs: [
        'We bring professional care and experience to every project, but the success of a book depends on many factors outside our control, including reader taste, competition, pricing, platform algorithms and market conditions. Unless your Order expressly says otherwise, we do not guarantee any number of sales, reviews, rankings, followers, media coverage, literary awards or acceptance by a literary agent or traditional publisher.',
        'Any time frames we give for marketing results are typical expectations based on the campaign plan, not promises.',
      ],
    },
    {
      id: 'website-use',
      heading: '13. Use of This Website',
      paragraphs: [
        'You may browse this website and share links to it for personal, non-commercial purposes. You may not copy, scrape or republish its content, designs or portfolio images, interfere with its operation, submit false or abusive enquiries or attempt to gain unauthorized access to any system.',
        'Portfolio images and other content on this website are shown with permission and remain the property of their respective owners.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: '14. Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, our services and this website are provided “as is”, and we disclaim all warranties not expressly stated in these Terms or your Order, including implied warranties of merchantability and fitness for a particular purpose.',
        'To the fullest extent permitted by law, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, royalties, sales, data or goodwill, arising out of or related to these Terms, the website or our services, even if we were told such damages were possible.',
        'Our total liability for any claim relating to a project is limited to the amount you paid us for the specific service that gave rise to the claim. Nothing in these Terms limits liability that cannot be limited under applicable law.',
      ],
    },
    {
      id: 'indemnification',
      heading: '15. Indemnification',
      paragraphs: [
        'You agree to indemnify and hold harmless us, our team members and contractors from any claim, loss or expense, including reasonable attorneys’ fees, arising from material you supplied, from content you asked us to include, from your use of the deliverables, or from your breach of these Terms.',
      ],
    },
    {
      id: 'governing-law',
      heading: '16. Governing Law and Disputes',
      paragraphs: [
        'These Terms and every Order are governed by the laws of the State of New York, without regard to its conflict-of-laws rules.',
        'If a dispute arises, please contact us first so that we can try in good faith to resolve it informally. Any dispute that cannot be resolved informally shall be brought exclusively in the state or federal courts located in New York County, New York, and both parties consent to the jurisdiction of those courts.',
      ],
    },
    {
      id: 'changes',
      heading: '17. Changes to These Terms',
      paragraphs: [
        'We may update these Terms from time to time. The “Last updated” date at the top of this page shows when they last changed. Changes apply to orders placed after the new version is published; an Order already in progress continues under the Terms in force when it was approved unless both parties agree otherwise in writing.',
        'If any provision of these Terms is found unenforceable, the remaining provisions remain in full effect. Our failure to enforce a provision is not a waiver of it.',
      ],
    },
    {
      id: 'contact',
      heading: '18. Contact Us',
      paragraphs: [
        `Questions about these Terms, an Order or a refund request can be sent to ${site.brand} using the details below. Please include your name, the e-mail address you used when ordering and a short description of your request.`,
      ],
      list: contactList,
    },
  ],
};

/* -------------------------------------------------------------------------------------------- */
/* Privacy Policy                                                                                */
/* -------------------------------------------------------------------------------------------- */

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  metaDescription: `How ${site.brand} collects, uses, stores and protects the information you send through our website, and how to exercise your privacy rights.`,
  lastUpdated: '2026-11-25',
  intro: [
    `This Privacy Policy explains how ${site.brand} (“we”, “us” or “our”) collects, uses, shares and protects personal information when you visit our website at ${site.url}, send us an enquiry or chat with us. It also explains the choices and rights you have.`,
    'We keep the information we collect to a minimum. The website has no user accounts and no login: the main personal information we receive is what you choose to send us through our enquiry form.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who We Are',
      paragraphs: [
        `${site.brand} is a book publishing, ghostwriting and author-services company located at ${formatAddressLines().join(', ')}. We are responsible for the personal information described in this policy. You can reach us about privacy at any time using the details in section 16.`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: '2. Information We Collect',
      paragraphs: ['When you send an enquiry, for example through the “Get Your Free Consultation” form, we collect:'],
      list: [
        'Your name.',
        'Your e-mail address.',
        'Your phone number, if you choose to provide it (this field is optional).',
        'Your message, such as a description of your book project. Please do not include sensitive information, such as health or financial details, that we do not need to reply to you.',
        'The address (URL) of the page from which the form was sent, which the form fills in automatically so we know which service or offer you were reading about. We keep only the page itself and the campaign tags described in section 7; anything else a link may add to the address, such as your e-mail address or an advertising click identifier, is never kept.',
        'Technical information recorded with the enquiry for abuse prevention: a hashed (one-way scrambled) version of your network (IP) address, your browser’s user-agent string, and the date and time of the submission.',
        'If you use the live-chat window on our landing page, the name, e-mail address and messages you type into the chat.',
        'If you reached our website from an advertisement or a link on another site, a short record of how you arrived, which your browser keeps and sends with your enquiry, as described in section 7 (if your browser runs no scripts, the campaign tags in the address of the page from which you sent the form instead).',
        'If conversion tracking is enabled, information collected by the advertising tag on our thank-you page, as described in section 5.',
      ],
    },
    {
      id: 'how-we-use',
      heading: '3. How We Use Your Information',
      paragraphs: ['We use the information described above to:'],
      list: [
        'Reply to your enquiry, arrange a free consultation or strategy call and prepare a quote.',
        'Provide the services you order and communicate with you about your project.',
        'Understand which pages and offers lead to enquiries, so that we can improve our website and advertising.',
        'Detect and prevent spam, fraud and abuse of our enquiry form and protect the security of our systems.',
        'Comply with legal obligations and enforce our Terms and Conditions.',
      ],
    },
    {
      id: 'enquiry-storage',
      heading: '4. Storing Enquiries and Preventing Abuse',
      paragraphs: [
        'Enquiries sent through the website are received and stored on our own server, not in a third-party form service. Our team is notified so that we can reply to you, and only team members who handle enquiries can access them.',
        'We do not store your network (IP) address in raw form. Before an enquiry is saved, the address is converted with a one-way cryptographic hash, which lets us recognize repeated submissions from the same source, for example to limit spam, without keeping the address itself. Your browser’s user-agent string (a short text that identifies the browser type and version) is stored for the same abuse-prevention purpose.',
      ],
    },
    {
      id: 'conversion-tracking',
      heading: '5. Advertising Conversion Tracking',
      paragraphs: [
        'We advertise our services through Google Ads. To measure whether those advertisements lead to enquiries, our thank-you page can fire a Google Ads conversion tag after you successfully send an enquiry. The tag runs only when conversion tracking is enabled on our website, and only on the thank-you page.',
        'When the tag runs, Google may receive information such as the fact that a conversion occurred, the page address, your IP address, browser details and identifiers stored in cookies that indicate which advertisement you clicked. We do not send the contents of your enquiry, such as your name, e-mail address, phone number or message, to Google through this tag.',
        'If call tracking is enabled, a tap or click on one of our phone numbers is counted the same way: the same Google tag loads and tells Google that a call was started. We do not send your phone number or anything you typed.',
        'We honor Global Privacy Control. If your browser sends the Global Privacy Control signal, the Google Ads tag is never loaded on any of our pages, so neither enquiries nor phone clicks are reported to Google, and the advertising click identifiers described in section 7 are not kept, neither by your browser nor by us when your enquiry arrives. With the signal, our live chat is not told which page you are on (section 6).',
        'Google processes this information under its own privacy policy. You can control personalized advertising through your Google account’s ad settings, and you can block or delete cookies through your browser settings. See also section 9 on state privacy rights.',
      ],
    },
    {
      id: 'live-chat',
      heading: '6. Live Chat',
      paragraphs: [
        'Our Book Publishing Solution landing page offers a live-chat window provided by LiveChat. The chat loads only when you press the “Chat with us” button: until then nothing is requested from the provider and it is told nothing. Once you press it, the widget’s script is loaded from the provider’s servers, and the provider may collect technical information such as your IP address, browser and device details and the page you are on, and may set cookies or use local storage to keep the conversation going across pages. We tell the chat the address of the page (with no part of it but the campaign tags described in section 7) and its title, or nothing at all if your browser sends the Global Privacy Control signal.',
        'Anything you type into the chat, including your name and e-mail address, is processed by the provider on our behalf so that our team can answer you. We do not pass on anything you told us elsewhere, such as the name and e-mail address in an enquiry you sent. The provider handles this information under its own privacy terms. The live chat is not used on our other pages.',
      ],
    },
    {
      id: 'cookies',
      heading: '7. Cookies and Local Storage',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser; local storage is a similar browser feature for keeping small amounts of data. Our own pages do not need cookies to display content or to send the enquiry form.',
        'Our own pages use local storage for one thing: remembering how you found us, so that we can tell which advertisements and links bring in authors and stop paying for the ones that do not. When you arrive from an advertisement or from a link on another website, your browser keeps a short record of that visit: the campaign tags in the link (utm_source, utm_medium, utm_campaign, utm_term and utm_content), the click identifier an advertising platform may add (gclid, gbraid, wbraid, fbclid or msclkid), the name of the website that linked to us, the page you arrived on and the time. It keeps your first such visit and your most recent one, and forgets each of them 90 days after it happened. Moving between our pages does not change it.',
        'This record stays in your browser. Nothing is sent to us or to anyone else while you browse; it reaches us only if you send an enquiry, and then only with that enquiry, where it is stored, kept and deleted together with it (see section 11). We do not use it to identify you or follow you to other websites. If your browser blocks local storage, nothing is kept and the enquiry form works as usual. If your browser runs no scripts, nothing is kept in it either; if you then send the enquiry form, we take the campaign tags (and, without Global Privacy Control, the click identifier) from the address of the page from which you sent it, and nothing else.',
        'Cookies and local storage may also be set by the third-party services described above: the Google Ads tag on the thank-you page or after a phone click (when enabled, and never under Global Privacy Control) and the LiveChat widget on the landing page where it appears. You can block or delete cookies and clear local storage in your browser settings. Doing so will not stop you from browsing the site or sending an enquiry, although the live chat may not keep your conversation between pages.',
      ],
    },
    {
      id: 'sharing',
      heading: '8. How We Share Information',
      paragraphs: [
        'We do not sell your personal information, and we have not sold personal information in the past twelve months. We share personal information only in these situations:',
      ],
      list: [
        'With service providers that help us run the website and our business, such as hosting, e-mail and live-chat providers, under contracts that limit their use of the information to providing services to us.',
        'With Google, through the conversion tag described in section 5, when conversion tracking is enabled.',
        'With team members and contractors who need the information to deliver a project you ordered, under confidentiality obligations.',
        'When required by law, court order or other legal process, or when necessary to protect our rights, our clients or the public.',
        'As part of a merger, acquisition or sale of all or part of our business, in which case the information would remain subject to the protections of this policy.',
      ],
    },
    {
      id: 'state-privacy-rights',
      heading: '9. Your US State Privacy Rights',
      paragraphs: [
        'Depending on where you live, you may have rights under state privacy laws, including the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA) and similar laws in states such as Colorado, Connecticut, Virginia, Utah, Texas and Oregon. Subject to the conditions and exceptions in those laws, these rights may include:',
      ],
      list: [
        'The right to know what personal information we have collected about you, the sources, the purposes and the categories of recipients, and to receive a copy of it.',
        'The right to correct inaccurate personal information.',
        'The right to delete personal information we have collected from you.',
        'The right to opt out of the sale of personal information, of “sharing” for cross-context behavioral advertising and of targeted advertising. We do not sell personal information. Because the Google Ads conversion tag may be treated as sharing or targeted advertising under some of these laws, you can ask us to opt you out, and you can also block third-party cookies in your browser. We treat a Global Privacy Control signal from your browser as a valid request to opt out: with it, the Google Ads tag is never loaded (see section 5).',
        'The right to limit the use of sensitive personal information. We do not ask for sensitive personal information and do not use it to infer characteristics about you.',
        'The right not to be discriminated against for exercising any of these rights.',
        'Where your state provides it, the right to appeal our decision on your request.',
      ],
    },
    {
      id: 'exercise-rights',
      heading: '10. How to Exercise Your Rights',
      paragraphs: [
        `To make a request, e-mail us at ${site.email} with the subject line “Privacy Request”, tell us which right you want to exercise and include the name and e-mail address you used to contact us. You may also call us at ${site.phone.display}.`,
        'To protect your information, we will verify your request by matching the details you give us with the information we hold, and we may ask for more information if needed. An authorized agent may make a request on your behalf with your signed permission, and we may ask you to confirm your identity directly.',
        'We will respond within the time required by the law that applies to you, which is generally 45 days and may be extended where the law allows. If we decline your request, we will explain why; if your state gives you the right to appeal, you may do so by replying to our decision with the subject line “Privacy Appeal”.',
        'Under the categories used by California law, in the past twelve months we have collected identifiers (name, e-mail address, phone number, hashed network address), internet or other electronic network activity information (the page address, browser user agent and, when you arrived from an advertisement or link, how you arrived) and the information you include in your message, from you and your browser, for the purposes described in section 3.',
      ],
    },
    {
      id: 'retention',
      heading: '11. How Long We Keep Information',
      paragraphs: [
        'We keep enquiries, including the hashed network address, user agent and record of how you arrived stored with them, for 24 months from the date they are received. After 24 months they are deleted. You may ask us to delete your enquiry sooner at any time.',
        'If you become a client, the information needed to carry out and document your project, such as the Order, correspondence and billing records, is kept for as long as the project requires and afterwards for as long as needed to meet our legal, tax and accounting obligations. Information held by Google and LiveChat is kept according to their own retention settings and policies.',
      ],
    },
    {
      id: 'childrens-privacy',
      heading: '12. Children’s Privacy',
      paragraphs: [
        'Our website is intended for adults and is not directed to children under 13. We do not knowingly collect personal information from children under 13. Although we write, edit and publish children’s books, our services are ordered by adults.',
        'If you believe that a child under 13 has sent us personal information, please contact us and we will delete it.',
      ],
    },
    {
      id: 'security',
      heading: '13. Security',
      paragraphs: [
        'We use reasonable administrative, technical and physical safeguards to protect personal information, including encrypted (HTTPS) connections to our website, access limited to the people who need it, and storing network addresses only in hashed form.',
        'No website, transmission or storage system is completely secure, so we cannot guarantee absolute security. If we learn of a security incident that affects your personal information, we will notify you where the law requires.',
      ],
    },
    {
      id: 'other-websites',
      heading: '14. Links to Other Websites',
      paragraphs: [
        'Our website links to other websites, including an independent review site and retail platforms. We are not responsible for the privacy practices of those websites, and we encourage you to read their privacy policies before you share information with them.',
      ],
    },
    {
      id: 'changes',
      heading: '15. Changes to This Policy',
      paragraphs: [
        'We may update this Privacy Policy from time to time, for example when we add or change a service on our website. The “Last updated” date at the top of this page shows when it last changed. If we make material changes, we will make them clear on this page before they take effect.',
      ],
    },
    {
      id: 'contact',
      heading: '16. Contact Us',
      paragraphs: [
        `If you have questions about this Privacy Policy or how ${site.brand} handles your personal information, or if you want to exercise your rights, please contact us:`,
      ],
      list: contactList,
    },
  ],
};
