import type { TWellnessTopic } from '../understanding/intent';

/**
 * Everyday wellness facts from public guidance (docs/assistant-knowledge.md#7-the-dialogue), each
 * with the source it is taken from. The assistant answers a wellness question with the fact whose
 * `when` matches the question (else the topic's first fact) and names the source. Plain data:
 * numbers are the published figures for healthy adults; the text says when they differ.
 */

export type TWellnessSource = { name: string; url: string };
export type TWellnessFact = {
  /** Words in the question this fact answers; none → the topic's general answer. */
  when?: RegExp;
  text: string;
  source: TWellnessSource;
};

const NHS_INFORM_WARM_UP = {
  name: 'NHS inform: Warm-up and cool-down',
  url: 'https://www.nhsinform.scot/healthy-living/keeping-active/before-and-after-exercise/warm-up-and-cool-down/',
};
const NHS_INFORM_SORENESS = {
  name: 'NHS inform: Pain and injuries after exercise',
  url: 'https://www.nhsinform.scot/healthy-living/keeping-active/before-and-after-exercise/pain-and-injuries/',
};
const NHS_WATER: TWellnessSource = {
  name: 'NHS: Water, drinks and your health',
  url: 'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/water-drinks-nutrition/',
};
const CDC_WATER: TWellnessSource = {
  name: 'CDC: About water and healthier drinks',
  url: 'https://www.cdc.gov/healthy-weight-growth/water-healthy-drinks/index.html',
};
const AASM_ADULTS: TWellnessSource = {
  name: 'AASM and Sleep Research Society: recommended amount of sleep for adults',
  url: 'https://aasm.org/resources/pdf/pressroom/adult-sleep-duration-consensus.pdf',
};
const CDC_SLEEP: TWellnessSource = {
  name: 'CDC: About sleep',
  url: 'https://www.cdc.gov/sleep/about/index.html',
};
const AASM_CHILDREN: TWellnessSource = {
  name: 'AASM: recommended amount of sleep for children',
  url: 'https://aasm.org/resources/pdf/pediatricsleepdurationconsensus.pdf',
};
const NHS_INSOMNIA: TWellnessSource = {
  name: 'NHS: Insomnia',
  url: 'https://www.nhs.uk/conditions/insomnia/',
};
const FDA_CAFFEINE: TWellnessSource = {
  name: 'FDA: Spilling the beans, how much caffeine is too much?',
  url: 'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much',
};
const NHS_MIGRAINE: TWellnessSource = {
  name: 'NHS: Migraine',
  url: 'https://www.nhs.uk/conditions/migraine/',
};
const WHO_ACTIVITY: TWellnessSource = {
  name: 'WHO: Physical activity fact sheet',
  url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
};
const CDC_ACTIVITY: TWellnessSource = {
  name: 'CDC: Adult activity, an overview',
  url: 'https://www.cdc.gov/physical-activity-basics/guidelines/adults.html',
};
const NHS_FIBRE: TWellnessSource = {
  name: 'NHS: How to get more fibre into your diet',
  url: 'https://www.nhs.uk/live-well/eat-well/digestive-health/how-to-get-more-fibre-into-your-diet/',
};
const NHS_IBS_DIET: TWellnessSource = {
  name: 'NHS: Irritable bowel syndrome (IBS), diet and lifestyle',
  url: 'https://www.nhs.uk/conditions/irritable-bowel-syndrome-ibs/diet-lifestyle-and-medicines/',
};
const NIH_PROTEIN: TWellnessSource = {
  name: 'NIH MedlinePlus: Protein in diet',
  url: 'https://medlineplus.gov/ency/article/002467.htm',
};
const NHS_STRESS: TWellnessSource = {
  name: 'NHS Every Mind Matters: Tips to reduce stress',
  url: 'https://www.nhs.uk/mental-health/self-help/guides-tools-and-activities/tips-to-reduce-stress/',
};
const WHO_STRESS: TWellnessSource = {
  name: 'WHO: Stress, questions and answers',
  url: 'https://www.who.int/news-room/questions-and-answers/item/stress',
};
const NHS_ALCOHOL: TWellnessSource = {
  name: 'NHS: The risks of drinking too much',
  url: 'https://www.nhs.uk/live-well/alcohol-advice/the-risks-of-drinking-too-much/',
};
const CDC_ALCOHOL: TWellnessSource = {
  name: 'CDC: Alcohol use and your health',
  url: 'https://www.cdc.gov/alcohol/about-alcohol-use/index.html',
};
const CDC_SUN: TWellnessSource = {
  name: 'CDC: Sun safety',
  url: 'https://www.cdc.gov/skin-cancer/sun-safety/index.html',
};
const ODS_VITAMIN_D: TWellnessSource = {
  name: 'NIH Office of Dietary Supplements: Vitamin D fact sheet',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-Consumer/',
};
const NIH_PULSE: TWellnessSource = {
  name: 'NIH MedlinePlus: Pulse',
  url: 'https://medlineplus.gov/ency/article/003399.htm',
};
const MAYO_LAUGHTER: TWellnessSource = {
  name: "Mayo Clinic: Stress relief from laughter? It's no joke",
  url: 'https://www.mayoclinic.org/healthy-lifestyle/stress-management/in-depth/stress-relief/art-20044456',
};

const NHS_SALT: TWellnessSource = {
  name: 'NHS: Salt in your diet',
  url: 'https://www.nhs.uk/live-well/eat-well/food-types/salt-nutrition/',
};
const NHS_HEALTHY_EATING: TWellnessSource = {
  name: 'NHS: 8 tips for healthy eating',
  url: 'https://www.nhs.uk/live-well/eat-well/how-to-eat-a-balanced-diet/eight-tips-for-healthy-eating/',
};
const NHS_VITAMINS: TWellnessSource = {
  name: 'NHS: Vitamins and minerals',
  url: 'https://www.nhs.uk/conditions/vitamins-and-minerals/',
};
const NHS_SUGAR: TWellnessSource = {
  name: 'NHS: Sugar, the facts',
  url: 'https://www.nhs.uk/live-well/eat-well/food-types/how-does-sugar-in-our-diet-affect-our-health/',
};

export const WELLNESS_FACTS: Readonly<Record<TWellnessTopic, readonly TWellnessFact[]>> = {
  water: [
    {
      text: 'Most adults do well with about 6 to 8 glasses (1.5 to 2 litres) of fluid a day, more in hot weather or when you exercise. Water, lower-fat milk and sugar-free drinks, including tea and coffee, all count.',
      source: NHS_WATER,
    },
    {
      when: /\b(?:coffee|tea|count|juice|soda|milk)\b/,
      text: 'Tea and coffee do count towards your daily fluid, although caffeine can make you pass urine a little more. Water, lower-fat milk and sugar-free drinks are the best everyday choices; fruit juice and smoothies are best kept to one small glass a day.',
      source: NHS_WATER,
    },
    {
      when: /\b(?:too much|kidneys?|over ?hydrat\w*|limit)\b/,
      text: 'For healthy kidneys, drinking a lot more than you need is rarely a problem, because they pass the extra. Very large amounts in a short time (several litres in a few hours) can dilute the salt in your blood, which is dangerous. If you have kidney or heart disease your doctor may give you a fluid limit: follow that instead.',
      source: CDC_WATER,
    },
    {
      when: /\b(?:exercis\w*|workout|sport|run|running|hot|heat)\b/,
      text: 'When you exercise or it is hot, drink a little before, during and after, and more than usual through the day. Pale yellow urine is a simple sign you are drinking enough.',
      source: CDC_WATER,
    },
  ],
  sleep: [
    {
      text: 'Adults need 7 or more hours of sleep a night on a regular basis; teenagers need 8 to 10 and school-age children 9 to 12.',
      source: AASM_ADULTS,
    },
    {
      when: /\b(?:baby|babies|infant|toddler|newborn|child|children|kids?|son|daughter)\b/,
      text: 'Babies of 4 to 12 months need 12 to 16 hours in 24 hours including naps, toddlers of 1 to 2 years 11 to 14 hours, and children of 3 to 5 years 10 to 13 hours. A baby who feeds well, grows along their curve and is alert when awake is usually getting enough; ask your health visitor or pediatrician if you are unsure.',
      source: AASM_CHILDREN,
    },
    {
      when: /\b(?:nap\w*)\b/,
      text: 'A short nap of 20 to 30 minutes in the early afternoon is fine for most people. Long or late naps can make it harder to fall asleep at night, so skip them if you have trouble sleeping.',
      source: CDC_SLEEP,
    },
    {
      when: /\b(?:routine|habits?|hygiene|fall asleep|bedtime|tips?|phones?|screens?|before bed|stop)\b/,
      text: 'A good routine: go to bed and get up at the same time every day, keep the bedroom dark, quiet and cool, put screens away for the last hour, and avoid caffeine, alcohol and large meals before bed.',
      source: CDC_SLEEP,
    },
    {
      when: /\b(?:melatonin|sleeping pills?|supplement)\b/,
      text: 'Sleep habits come first; short-term help from medicines or melatonin should be discussed with a doctor or pharmacist, especially if you take other medicines.',
      source: NHS_INSOMNIA,
    },
  ],
  caffeine: [
    {
      text: 'For healthy adults, up to about 400 mg of caffeine a day (roughly 4 cups of brewed coffee) is not generally linked with harm. People who are pregnant are advised to stay under 200 mg a day.',
      source: FDA_CAFFEINE,
    },
    {
      when: /\b(?:late|evening|night|bed|sleep\w*|afternoon|when)\b/,
      text: 'Caffeine keeps acting for hours: stop having it at least 6 hours before bed (for most people, nothing after early afternoon) if you want it not to affect your sleep.',
      source: CDC_SLEEP,
    },
    {
      when: /\b(?:migraines?|headaches?)\b/,
      text: 'Caffeine cuts both ways for headaches: a little can help a painkiller work, but a lot of it, or suddenly stopping it, can trigger migraines and rebound headaches. Keeping your daily amount steady and moderate is the usual advice.',
      source: NHS_MIGRAINE,
    },
    {
      when: /\b(?:worse|anxi\w*|jitter\w*|heart|palpitations|bloat\w*|stomach|reflux)\b/,
      text: 'Too much caffeine can cause jitters, a racing heart, upset stomach, anxiety and poor sleep. If you notice any of these, cut down gradually over a week or two to avoid withdrawal headaches.',
      source: FDA_CAFFEINE,
    },
  ],
  exercise: [
    {
      text: 'Adults should aim for 150 to 300 minutes a week of moderate activity (like brisk walking) or 75 to 150 minutes of vigorous activity, plus muscle-strengthening on 2 or more days. Some activity is better than none, and you can build up slowly.',
      source: WHO_ACTIVITY,
    },
    {
      when: /\b(?:how often|cardio|days?|week)\b/,
      text: 'Spread it over the week: for example 30 minutes of brisk walking on 5 days, plus strength work such as bands, weights or body-weight exercises on 2 days.',
      source: CDC_ACTIVITY,
    },
    {
      when: /\b(?:stretch\w*|warm(?:ing)?[- ]?up|cool(?:ing)?[- ]?down)\b/,
      text: 'Warm up for about 10 minutes with light activity and moving stretches, such as brisk walking, arm swings, lunges or squats. Holding stretches before exercise has little evidence of preventing injury or next-day soreness; gentle stretches of the main muscles for 10 to 15 seconds fit best in the cool-down afterwards.',
      source: NHS_INFORM_WARM_UP,
    },
    {
      when: /\b(?:doms|sore\w*|ach\w*|stiff\w*|dead|recover\w*)\b/,
      text: 'Aching or stiff muscles a day or two after exercise (delayed onset muscle soreness, DOMS) is normal, especially after a new or harder workout, and usually goes within 2 to 5 days without treatment. Gentle movement, light stretching, an ice pack or an over-the-counter painkiller can ease it; see your GP if it lasts more than 5 days or keeps getting worse.',
      source: NHS_INFORM_SORENESS,
    },
  ],
  fibre: [
    {
      text: 'Adults should aim for about 30 g of fibre a day, from wholegrains, oats, beans and lentils, fruit and vegetables with the skin on, nuts and seeds. Increase it gradually and drink plenty of fluid.',
      source: NHS_FIBRE,
    },
    {
      when: /\b(?:ibs|bloat\w*|worse|gas|wind)\b/,
      text: 'With IBS, soluble fibre (oats, linseed) tends to help, while a sudden increase in insoluble fibre (bran, skins) can make bloating and wind worse. Add fibre slowly over a few weeks.',
      source: NHS_IBS_DIET,
    },
    {
      when: /\b(?:which|what) foods?\b|\bfoods?\b/,
      text: 'Good fibre foods: porridge oats, wholemeal bread and pasta, beans, lentils and chickpeas, potatoes with skins, fruit, vegetables, nuts and seeds.',
      source: NHS_FIBRE,
    },
  ],
  protein: [
    {
      text: 'Most adults need about 0.8 g of protein per kilogram of body weight a day (about 46 g for an average woman and 56 g for an average man); older adults, athletes and people recovering from illness may need more. Fish, eggs, beans, lentils, dairy, nuts and lean meat are good sources.',
      source: NIH_PROTEIN,
    },
  ],
  stress: [
    {
      text: 'Things that help with stress: regular physical activity, time with people you trust, breaking problems into small steps, keeping a regular sleep routine, and a few minutes of slow breathing or relaxation each day. If stress is stopping you from coping, talk to your doctor.',
      source: NHS_STRESS,
    },
    {
      when: /\b(?:cause|stomach|gut|body|symptoms?|physical)\b/,
      text: 'Stress can cause real physical symptoms, such as headaches, muscle tension, stomach upset and poor sleep, and it can make conditions like IBS flare.',
      source: WHO_STRESS,
    },
  ],
  alcohol: [
    {
      text: 'To keep health risks low, drink no more than 14 units a week (about 6 medium glasses of wine or 6 pints of beer), spread over 3 or more days, with several drink-free days. US guidance says 2 drinks or fewer a day for men and 1 or fewer for women, and less is better.',
      source: NHS_ALCOHOL,
    },
    {
      when: /\b(?:sleep\w*|tired|fatigue|energy)\b/,
      text: 'Alcohol may help you fall asleep but it breaks up sleep later in the night, so you wake less rested; regular drinking is a common cause of tiredness.',
      source: CDC_ALCOHOL,
    },
  ],
  sun: [
    {
      text: 'Protect your skin: seek shade, especially in the middle of the day, wear a hat and sunglasses, and use a broad-spectrum sunscreen of SPF 15 or higher, reapplied every 2 hours and after swimming or sweating.',
      source: CDC_SUN,
    },
    {
      when: /\bvitamin d\b/,
      text: 'Adults need 600 IU (15 micrograms) of vitamin D a day, 800 IU over 70. Skin makes some in sunlight, and oily fish, eggs and fortified foods add more; a supplement helps people who get little sun.',
      source: ODS_VITAMIN_D,
    },
  ],
  heart_rate: [
    {
      text: 'A normal resting heart rate for adults is 60 to 100 beats a minute; fit people can be lower, around 40 to 60. Measure it after sitting quietly for a few minutes.',
      source: NIH_PULSE,
    },
  ],
  nutrition: [
    {
      text: 'A balanced diet is mostly fruit and vegetables (at least 5 portions a day) and starchy foods, wholegrain where you can, with some protein, some dairy or alternatives, and little saturated fat, salt and sugar.',
      source: NHS_HEALTHY_EATING,
    },
    {
      when: /\b(?:salt|salty|sodium)\b/,
      text: 'Adults should have no more than 6 g of salt a day, about a level teaspoon (2.4 g of sodium); children need less. About three quarters of it is already in foods such as bread, cereals and ready meals, so checking labels matters more than the salt shaker.',
      source: NHS_SALT,
    },
    {
      when: /\b(?:breakfast|oats|oatmeal|porridge|cereal)\b/,
      text: 'A healthy breakfast high in fibre and low in fat, sugar and salt, such as porridge or wholegrain cereal with fruit, is a good start to the day. Skipping it is not harmful in itself, but people who skip it often snack on less healthy food later.',
      source: NHS_HEALTHY_EATING,
    },
    {
      when: /\b(?:supplements?|vitamins?|pills?|food or|from food|multivitamins?)\b/,
      text: 'Most people get all the vitamins and minerals they need from a varied, balanced diet. The exceptions: vitamin D in autumn and winter (or all year for people who get little sun), folic acid before and in early pregnancy, and supplements a doctor prescribes for a deficiency.',
      source: NHS_VITAMINS,
    },
    {
      when: /\b(?:sugar|sugary|sweets?|sweet)\b/,
      text: 'Adults should have no more than 30 g of free sugars a day, about 7 sugar cubes; they are the sugars added to food and drinks and those in honey, syrups and fruit juice.',
      source: NHS_SUGAR,
    },
  ],
  laughter: [
    {
      text: 'Laughing does not cure illness, but it eases stress in the short term: it relaxes muscles and calms the stress response, and time laughing with others helps mood.',
      source: MAYO_LAUGHTER,
    },
  ],
};

/**
 * The fact that answers a question about `topic`: the first whose `when` matches, skipping facts
 * already given (`given`: texts of earlier replies), else the topic's general fact.
 */
export function wellnessFactFor(
  topic: TWellnessTopic,
  question: string,
  given: readonly string[] = [],
): TWellnessFact {
  const facts = WELLNESS_FACTS[topic];
  const fresh = facts.filter((f) => !given.some((g) => g.includes(f.text)));
  const matching = fresh.filter((f) => f.when?.test(question));
  return matching[0] ?? fresh[0] ?? facts[0]!;
}

/** Warning signs of common emergencies, for "what are the signs of…" questions (information, not an alarm). */
export const WARNING_SIGNS: readonly { when: RegExp; text: string; source: TWellnessSource }[] = [
  {
    when: /\bstroke\b/,
    text: 'Signs of a stroke come on suddenly: a drooping face, weakness or numbness in an arm or leg, slurred or confused speech, trouble seeing, severe dizziness or loss of balance, or a sudden severe headache. If you see them, call 911 right away and note the time they started.',
    source: {
      name: 'CDC: Signs and symptoms of stroke',
      url: 'https://www.cdc.gov/stroke/signs-symptoms/index.html',
    },
  },
  {
    when: /\bheart attack\b/,
    text: 'Signs of a heart attack: chest pain or pressure, pain spreading to the arm, jaw, neck or back, shortness of breath, cold sweat, nausea or light-headedness. Women more often have the less typical signs. If you see them, call 911 right away.',
    source: {
      name: 'CDC: About heart attack symptoms',
      url: 'https://www.cdc.gov/heart-disease/about/heart-attack.html',
    },
  },
  {
    when: /\b(?:anaphyla\w*|allergic reaction)\b/,
    text: 'Signs of a severe allergic reaction (anaphylaxis): swelling of the lips, tongue or throat, trouble breathing or wheezing, feeling faint, or a rash with any of these. Use an adrenaline auto-injector if there is one, and call 911.',
    source: { name: 'NHS: Anaphylaxis', url: 'https://www.nhs.uk/conditions/anaphylaxis/' },
  },
  {
    when: /\b(?:headaches?|migraines?)\b/,
    text: 'Worry about a headache that is sudden and severe (the worst ever), comes with a stiff neck and fever, confusion, weakness or trouble speaking, follows a head injury, or is new after age 50: get help the same day, or call 911 if it is sudden and severe. See a doctor if headaches keep coming back or change pattern.',
    source: { name: 'NHS: Headaches', url: 'https://www.nhs.uk/conditions/headaches/' },
  },
  {
    when: /./,
    text: 'Get urgent help if a symptom is sudden and severe, keeps getting worse, or comes with trouble breathing, chest pain, fainting, confusion, weakness on one side, or a high fever that will not come down; call 911 in an emergency. See a doctor if it lasts more than a week or two or keeps coming back.',
    source: {
      name: 'NHS: When to go to A&E',
      url: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-go-to-ae/',
    },
  },
];
