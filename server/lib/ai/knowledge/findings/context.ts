import { d } from './define';

/**
 * Known conditions, medicines and situations: context that makes some conditions likelier
 * (and some urgent). Known conditions also read in family history when marked aboutOthers.
 */
export const CONTEXT = {
  pregnant: d(
    'being pregnant',
    [
      '(?<!negative |neg )pregnan(?:t|cy)(?! tests? (?:was |were |is |came back |came up )?(?:negative|neg))',
      '(?:[0-9]+|six|seven|eight|nine|ten|twelve) weeks? (?:gone|along)',
      'expecting (?:a baby|my first)?',
      'midwife',
      'antenatal',
      'trimester',
      'due date',
      'bump',
    ],
    {
      kind: 'context',
      absentPatterns: [
        '(?:negative|neg) (?:pregnancy )?tests?',
        'pregnancy tests? (?:was |were |is |came back |came up )?(?:negative|neg)',
        'not pregnant',
      ],
    },
  ),
  diabetes_known: d(
    'diabetes',
    ['diabet(?:es|ic)', 'type (?:1|one|2|two)', 'insulin', 'metformin', 'gliclazide', 'blood sugars?'],
    { kind: 'context', aboutOthers: true },
  ),
  high_sugar_signs: d('a high blood sugar reading', [
    '(?:blood )?sugars? (?:is |are |was |were |of |reading )?(?:high|up|[2-9][0-9]|1[5-9])',
    'ketones?',
    'hi on (?:my|the) meter',
    'pear ?drops?',
    'fruity breath',
  ]),
  little_sunlight: d(
    'little time outdoors in daylight',
    [
      '(?:hardly|rarely|barely|never|don.?t|do not|seldom) (?:ever )?(?:go|get|going|getting) (?:out|outside|outdoors|any sun|much sun|in the sun)',
      '(?:barely|hardly|rarely|never) see (?:the )?(?:sun|daylight)',
      'housebound',
      '(?:stuck|always) indoors',
      'cover(?:ed)? up (?:outside|from the sun)',
    ],
    { kind: 'context' },
  ),
  allergen_trigger: d(
    'worse around pollen, animals or dust',
    [
      '(?:around|near|with|from|by) (?:the )?(?:cats?|dogs?|dust|pollen|animals|horses|hay|grass)',
      'pollen',
      'hay ?fever',
      'dust mites?',
    ],
    { kind: 'context' },
  ),
  cholesterol_result: d('a high cholesterol result', [
    'high (?:ldl |bad )?cholesterol',
    '(?:ldl |bad )?cholesterol (?:is |was |came back |level (?:is |was )?)?(?:high|raised|up|elevated)',
    '(?:lipids|lipid (?:panel|profile|test)|ldl)',
  ]),
  low_sugar_signs: d('a low blood sugar or a hypo', [
    '(?:blood )?sugars? (?:is |are |was |were |went |gone |reading )?(?:low|down|dropped|[1-3](?:[.,][0-9])?(?: mmol)?)',
    'hypos?',
    'hypoglyc(?:a)?emi(?:a|c)',
    'low blood sugar',
  ]),
  heart_disease_known: d(
    'a heart problem or high blood pressure',
    [
      '(?:heart (?:disease|problems?|condition|attack|failure)|angina|stents?|bypass|high blood pressure|hypertension|atrial fibrillation|af\\b)',
    ],
    { kind: 'context', aboutOthers: true },
  ),
  lung_disease_known: d(
    'asthma or COPD',
    [
      'asthma(?:tic)?',
      'copd',
      'emphysema',
      'chronic bronchitis',
      'inhalers?',
      'salbutamol',
      'ventolin',
      'puffer',
    ],
    { kind: 'context' },
  ),
  immunosuppressed: d(
    'a weakened immune system',
    [
      'chemo(?:therapy)?',
      'immunosuppress(?:ed|ants?|ion)',
      'steroids? (?:tablets|long[- ]term)',
      'prednisolone',
      'methotrexate',
      'transplant',
      'no spleen',
      'hiv',
      'biologics?',
    ],
    { kind: 'context' },
  ),
  new_medicine: d(
    'a new or changed medicine',
    [
      '(?:started|starting|began|begun|new|changed|increased|upped|doubled|switched)[^.]{0,30}(?:tablets?|pills?|medicines?|medication|meds|dose|prescription|drug)',
      '(?:since|after) (?:starting|being put on|going on|they (?:started|put) me on)',
      '(?:tablets?|pills?|medicines?|medication|meds|dose) (?:was |were )?(?:started|changed|increased|doubled|put up)',
      'side effects?',
      'put (?:me|him|her) on',
      '(?:ramipril|lisinopril|enalapril|perindopril|amlodipine|nifedipine|felodipine|statins?|atorvastatin|simvastatin|codeine|co-?codamol|morphine|tramadol|oxycodone|doxazosin|tamsulosin|furosemide|bendroflumethiazide|metformin|sertraline|citalopram|fluoxetine|amitriptyline)',
    ],
    { kind: 'context' },
  ),
  ace_inhibitor: d(
    'a blood-pressure medicine ending in -pril',
    ['ramipril', 'lisinopril', 'enalapril', 'perindopril', 'captopril', '\\w+pril'],
    { kind: 'context' },
  ),
  calcium_blocker: d(
    'amlodipine or a similar medicine',
    ['amlodipine', 'nifedipine', 'felodipine', 'lercanidipine', '\\w+dipine'],
    { kind: 'context' },
  ),
  opioid: d(
    'a strong painkiller (codeine, morphine, tramadol)',
    [
      'codeine',
      'co-?codamol',
      'morphine',
      'tramadol',
      'oxycodone',
      'dihydrocodeine',
      'opioids?',
      'fentanyl',
      'buprenorphine',
    ],
    { kind: 'context' },
  ),
  bp_medicine_doses: d(
    'blood-pressure or prostate tablets',
    [
      'doxazosin',
      'tamsulosin',
      'furosemide',
      'bendroflumethiazide',
      'indapamide',
      '(?:blood pressure|water) (?:tablets?|pills?|medicines?|medication)',
      'ramipril',
      'amlodipine',
      'losartan',
    ],
    { kind: 'context' },
  ),
  older_frail: d(
    'being frail or in a care home',
    ['care home', 'nursing home', 'frail', 'zimmer', 'walking frame'],
    { kind: 'context' },
  ),
  child_nursery: d(
    'going to nursery or school with others ill',
    ['nursery', 'school', 'playgroup', 'childminder', 'going round', 'doing the rounds', 'outbreak'],
    { kind: 'context', aboutOthers: true },
  ),
  family_history: d(
    'a family history',
    [
      'family history',
      'runs in (?:the|my|our) family',
      '(?:mum|mother|dad|father|sister|brother|grandma|grandmother|grandad|grandfather|aunt|uncle) (?:has|had|have) (?:it|the same)',
    ],
    { kind: 'context', aboutOthers: true },
  ),
  young_infant_context: d(
    'a young baby',
    [
      '(?:[0-9]|1[0-2]|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](?:weeks?|wks?)[- ]old',
      '(?:[0-9]|1[0-1]|two|three|four|five|six|seven|eight|nine|ten|eleven)[- ]months?[- ]old',
      'newborn',
      'baby',
    ],
    { kind: 'context' },
  ),
  crying_inconsolable: d('crying a lot and hard to settle', [
    '(?:crying|cries|screaming|screams)[^.]{0,40}(?:hours|every evening|inconsolabl|for ages|non-?stop|won.t settle|can.t settle|nothing settles)',
    'inconsolable',
    'draws? (?:his|her|their) (?:legs|knees) up',
    'pulling (?:his|her) legs up',
    'drawing (?:his|her|their) legs up',
    'colicky',
  ]),
  // NHS 'Carbon monoxide poisoning': a faulty boiler, gas fire, heater or cooker, a generator,
  // barbecue or camping stove indoors, an engine running in a closed garage; symptoms that ease away
  // from home and that others (and pets) in the house share.
  fuel_burner_indoors: d(
    'a boiler, heater, generator, stove or engine burning fuel indoors',
    [
      '(?:boiler|furnace|gas fire|gas heater|paraffin heater|wood ?burner|log burner|fireplace|chimney|flue)\\b[^.!?]{0,60}\\b(?:soot\\w*|black marks?|yellow flame|orange flame|not (?:been )?serviced|never (?:gets |been )?serviced|broken|faulty|leak\\w*|smell\\w*|playing up)',
      '(?:soot\\w*|black marks?|yellow flame|orange flame|stain\\w*)[^.!?]{0,30}\\b(?:boiler|furnace|heater|gas fire|cooker|fireplace)',
      '(?:generator|barbe?cue|bbq|camping stove|gas stove|patio heater|charcoal)\\b[^.!?]{0,40}\\b(?:inside|indoors|in the (?:tent|cabin|caravan|garage|house|room|van|basement))',
      '(?:inside|indoors|in the (?:tent|cabin|caravan|garage|basement))[^.!?]{0,40}\\b(?:generator|barbe?cue|bbq|camping stove|charcoal)',
      '(?:car|engine|van|motor)\\b[^.!?]{0,40}\\b(?:running|idling|warming up|on)\\b[^.!?]{0,40}\\b(?:garage|door (?:shut|closed)|closed (?:garage|door))',
      '(?:co|carbon monoxide) (?:alarm|detector)[^.!?]{0,30}\\b(?:going off|beeping|went off|alarm\\w*|sounding)',
    ],
    { kind: 'context' },
  ),
  household_unwell_too: d(
    'others at home (or pets) unwell in the same way, better away from home',
    [
      '(?:everyone|all of us|the whole family|both of us|we all|we are all|were all|the kids|my (?:partner|wife|husband|kids)|the (?:dog|cat|dogs|cats))\\b[^.!?]{0,50}\\b(?:headaches?|sluggish|drowsy|sleepy|dizzy|queasy|sick|lethargic|tired) (?:too|as well|also)?',
      '(?:better|fine|clears?|goes|eases) (?:when|once|after) (?:i|we) (?:go out|leave|get out|am out|are out|am at work|go to work|get outside)',
      '(?:better|fine) (?:at work|outside|out of the house|away from home|when (?:i am|we are) (?:out|away))',
    ],
    { kind: 'context' },
  ),
  floppy_unresponsive: d('a floppy, unusually drowsy or unresponsive child or adult', [
    'floppy',
    'unresponsive',
    'limp',
    'hard to wake',
    "(?:won't|doesn't|isn't|not) (?:wake|waking|respond|responding)",
    'very (?:sleepy|drowsy)',
    'glassy[- ]eyed',
    'lethargic and',
  ]),
  rapid_breathing_child: d('fast breathing', [
    '(?:breathing|breaths?) (?:really |very )?(?:fast|quickly|rapidly)',
    '(?:fast|rapid) breathing',
    'grunting',
    'nostrils flar',
    'sucking in',
    'tummy (?:sucking|going in)',
  ]),
  dehydration_signs: d('signs of dehydration (little urine, dry mouth, dizzy)', [
    'dry (?:nappies|nappy|mouth|lips|tongue)',
    '(?:fewer|less|hardly any|no) (?:wet )?(?:nappies|wees?|pee|urine)',
    '(?:not|hardly|barely) (?:peeing|weeing|passing urine)',
    '(?:dark|concentrated) (?:urine|pee|wee)',
    'sunken (?:eyes|fontanelle|soft spot)',
    'no tears',
    'parched',
    'very thirsty',
    'dehydrat(?:ed|ion)',
  ]),
  lumps_neck: d('swollen glands in the neck', [
    '(?:swollen|enlarged|tender|big) (?:glands|lymph nodes|neck glands)',
    'glands (?:in (?:my|his|her) neck )?(?:are |were )?(?:swollen|up|up in|enlarged|tender|huge)',
    'lumps? (?:in|on) (?:my |his |her |the )?neck',
  ]),
  neck_lump_front: d('a swelling at the front of the neck', [
    'goitre',
    'goiter',
    'swelling (?:at|in) the front of (?:my )?neck',
    'thyroid (?:is )?(?:swollen|enlarged)',
  ]),
  weight_loss_unintended: d('losing weight without trying', [
    '(?:lost|losing|dropped) (?:a lot of |so much |some )?weight (?:without|despite|even though)',
    'weight (?:has )?(?:dropped|fallen) off',
    'clothes (?:are )?(?:hanging|loose)',
    'lost (?:[0-9]+|a few|several) (?:kg|kilos|stone|pounds|lbs)',
  ]),
  eye_bulging: d('staring or bulging eyes', [
    '(?:bulg(?:ing|y)|staring|starey|popping) eyes?',
    'eyes? (?:are |look |seem )?(?:bulg(?:ing|y)|staring|popping)',
    'eyes? (?:look|are|seem) (?:bigger|prominent|starey)',
    'eyes? pop(?:ping)? out',
  ]),
  old_injury_fall: d(
    'a fall',
    ['fell(?! asleep)', 'fall(?! asleep| back to sleep| off to sleep)', 'tripped', 'slipped'],
    {
      kind: 'context',
    },
  ),
} as const;
