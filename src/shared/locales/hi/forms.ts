import type { Catalog } from '../../i18n.ts';

/** Forms that remember (decision 079): the host's question builder, a duration from the end time, common passwords. */
export const forms: Catalog = {
  // The host's questions
  Questions: 'प्रश्न',
  'Name, email and phone are always asked. Add your own questions: every one must be answered.':
    'नाम, ईमेल और फ़ोन हमेशा पूछे जाते हैं। अपने प्रश्न जोड़ें: हर एक का उत्तर देना ज़रूरी होगा।',
  'No questions of your own yet.': 'अभी आपका कोई प्रश्न नहीं है।',
  'Question {n}': 'प्रश्न {n}',
  'Year of study': 'अध्ययन का वर्ष',
  'Answer {n}': 'उत्तर {n}',
  'Free text': 'खुला उत्तर',
  'A list of options': 'विकल्पों की सूची',
  'Move question {n} up': 'प्रश्न {n} ऊपर ले जाएँ',
  'Move question {n} down': 'प्रश्न {n} नीचे ले जाएँ',
  'Remove question {n}': 'प्रश्न {n} हटाएँ',
  'Your questions are too long together: at most {max} characters.': 'आपके प्रश्न मिलाकर बहुत लंबे हैं: अधिकतम {max} अक्षर।',
  'Add a question': 'प्रश्न जोड़ें',
  'Options of question {n}': 'प्रश्न {n} के विकल्प',
  'Option {m} of question {n}': 'प्रश्न {n} का विकल्प {m}',
  'Remove option {m} of question {n}': 'प्रश्न {n} का विकल्प {m} हटाएँ',
  'Add an option': 'विकल्प जोड़ें',
  // The duration from the end time
  '{count, plural, one {# day} other {# days}}': '{count, plural, one {# दिन} other {# दिन}}',
  '{count, plural, one {# hour} other {# hours}}': '{count, plural, one {# घंटा} other {# घंटे}}',
  '{count, plural, one {# minute} other {# minutes}}': '{count, plural, one {# मिनट} other {# मिनट}}',
  'Worked out from the end time. You can change it.': 'समाप्ति समय से निकाली गई। आप इसे बदल सकते हैं।',
  // Passwords
  'This password is too common: choose one that is hard to guess.': 'यह पासवर्ड बहुत आम है: ऐसा पासवर्ड चुनें जिसका अनुमान लगाना कठिन हो।',
};
