// The events area's texts. Quoted ones are word for word from the spec; the others are ours.

export const eventMessages = {
  notFound: "This event does not exist or is not visible to you.",
  ticketRequired: "Choose a ticket.",
  ticketNotAvailable: "This ticket is not available.",
  ticketMustBePurchased: "This ticket must be purchased.",
  ticketSoldOut: "This ticket is sold out.",
  /** An RSVP never replaces or gives up a ticket that was paid for (or is held on a card). */
  orderTicketHeld: "You already have a ticket from an order for this event. To change it, ask the host for a refund first.",
  paidTicketHeld: "You have a paid ticket for this event. To give it up, ask the host for a refund.",
  plusOnesRange: (max: number) => (max === 0 ? "This ticket admits no plus-ones." : `You can bring 0 to ${max} plus-ones with this ticket.`),
  plusOnesLabel: "Plus-ones you bring",
  plusOnesHint: (max: number) => `Up to ${max}, as the ticket allows.`,
  plusOnesAllowed: (max: number) => (max === 1 ? "bring 1 plus-one" : `bring up to ${max} plus-ones`),
  plusOnes: (count: number) => (count === 1 ? "+1 guest" : `+${count} guests`),
  plusOnesSoldOut: "Too few places are left on this ticket for more plus-ones.",
  plusOnesClosed: "The event has started: plus-ones can no longer change.",
  plusOnesSaved: "Your plus-ones are saved.",
  ticketNotFound: "This ticket does not exist.",
  eventEnded: "This event has ended.",
  notSelected: "The host did not select you for this event.",
  eventNotOpen: "This event is not open for RSVP.",
  emailNotVerified: "Please confirm your email before you RSVP.",
  invalidCursor: "The page cursor is invalid.",
  invalidPageSize: "Page size must be between 0 and 50.",
  signInForMyEvents: "Please sign in to see your events.",
  /** An event whose host turned the signed-out preview off (Settings: "Show a preview to people who are not signed in"). */
  signInToSeeEvent: "Please sign in to see this event.",
  invalidLatitude: "The latitude must be between -90 and 90.",
  invalidLongitude: "The longitude must be between -180 and 180.",
  invalidRadius: "The distance must be more than 0 and at most 500 km.",
} as const;

/** The event editor (spec 2 §2, §5). The spec words only the date rule; the rest are ours. */
export const eventEditorMessages = {
  invalid: "Please check the event's details.",
  typeRequired: "Choose the type of event.",
  nameRequired: "Give the event a name.",
  nameTooLong: "The name can be at most 120 characters.",
  descriptionTooLong: "The description can be at most 5000 characters.",
  termsTooLong: "The terms can be at most 5000 characters.",
  faqsTooLong: "The FAQs can be at most 5000 characters.",
  noteTooLong: "The note can be at most 1000 characters.",
  addressTooLong: "The address can be at most 300 characters.",
  timeZoneInvalid: "Choose a time zone from the list.",
  startRequired: "Choose when the event starts.",
  endRequired: "Choose when the event ends.",
  startInPast: "Event dates must be after the current time in the event's time zone.",
  endInPast: "Event dates must be after the current time in the event's time zone.",
  endBeforeStart: "The event must end after it starts.",
  startTooFar: "An event can start at most 5 years from now.",
  tooLong: "An event can last at most 90 days.",
  emailNotVerified: "Please confirm your email before you create an event.",
  notAllowed: "Only the event's host and co-hosts can change it.",
  onlyCreatorDeletes: "Only the person who created the event can delete it.",
  deleteSoldCancelFirst: "This event has sold tickets. Cancel the event first: its buyers are refunded, then it can be deleted.",
  cancelledCannotPublish: "A cancelled event cannot be published.",
  created: "Your event was created as a draft. Publish it when it is ready.",
  saved: "Your changes were saved.",
  published: "Your event is published.",
  deleted: "The event was deleted.",
  duplicated: "This is a copy of the event, saved as a draft. Check its dates, then publish it.",
} as const;

/** The editor's Tickets tab. */
export const ticketEditorMessages = {
  notFound: "This ticket does not exist.",
  nameRequired: "Give the ticket a name.",
  nameTooLong: "The ticket's name can be at most 80 characters.",
  priceRange: "A paid ticket costs between $0.50 and $10,000.00.",
  limitRange: "The number of tickets is between 1 and 100,000; leave it empty for no limit.",
  guestsRange: "Additional guests are between 0 and 10.",
  noteTooLong: "The note can be at most 500 characters.",
  colorInvalid: "Choose a colour as #RRGGBB.",
  gratuityRange: "The gratuity is between 0 and 100 percent.",
  saleEndsBeforeStart: "The sale must end after it starts.",
  limitBelowTaken: (taken: number) => `The limit cannot be lower than the ${taken} place${taken === 1 ? "" : "s"} already taken.`,
  added: "The ticket was added.",
  saved: "The ticket was saved.",
} as const;

/** Buying paid tickets (spec 2 §3 bookings, §7 cost and purchase). The spec words none of them. */
export const checkoutMessages = {
  ticketNotForSale: "This ticket is not for sale.",
  quantityRange: "Choose between 1 and 10 tickets.",
  notEnoughLeft: (left: number) => (left <= 0 ? "This ticket is sold out." : `Only ${left} ticket${left === 1 ? " is" : "s are"} left.`),
  oneCurrency: "Tickets in different currencies are bought separately.",
  emailNotVerified: "Please confirm your email before you buy tickets.",
  paymentsOff: "Ticket sales are not set up on this site yet: no payment provider is configured.",
  providerUnavailable: "The payment provider could not be reached. Nothing was charged; please try again.",
  bookingNotFound: "This order does not exist.",
  expired: "This checkout has expired and its tickets were released. Please start again.",
  eventCancelled: "The event was cancelled before your payment arrived. It will be refunded in full.",
  cardDeclined: "Your card was declined. Nothing was charged; try another card.",
  insufficientFunds: "Your card has insufficient funds. Nothing was charged; try another card.",
  cardNumberInvalid: "Enter a valid card number.",
  expiryInvalid: "Enter the card's expiry date as MM/YY, in the future.",
  cvcInvalid: "Enter the 3 or 4 digit security code.",
  nameRequired: "Enter the name on the card.",
  authenticationFailed: "The payment was not authenticated. Nothing was charged; try again or use another card.",
  webhookSignature: "The webhook signature is not valid.",
  /** A paid request awaiting the host (docs/decisions/0054). */
  awaitingApproval: "Awaiting the host's approval. Your card is not charged until the host approves your request.",
  requestDeclined: "The host declined your request. Your card was not charged.",
  requestExpired: "The host did not decide on your request in time. Your card was not charged.",
  authorizationLapsed: "Your card's authorisation lapsed before the host approved. Your card was not charged.",
  eventCancelledNotCharged: "The event was cancelled. Your card was not charged.",
  requestWithdrawn: "You withdrew your request. Your card was not charged.",
  lateAuthorization: "This checkout ended before your payment arrived. Your card was not charged.",
  referralUnknown: "This referral code does not exist. Check it with the member who shared it.",
  referralOwn: "You cannot use your own referral code.",
  referralTooLong: "A referral code is at most 32 characters.",
} as const;

/** The editor's Settings tab, and who may join an event under them. */
export const eventSettingsMessages = {
  ageLimitRange: "The age limit is between 13 and 99.",
  repScoreRange: "The minimum rep score is a number greater than 0 and at most 1000.",
  musicUrlInvalid: "Paste an https link from Spotify, SoundCloud, Apple Music, YouTube or Bandcamp.",
  musicUrlRequired: "Paste the link to show, or turn the music off.",
  purchasePolicyTooLong: "The purchase policy can be at most 5000 characters.",
  taxRateInvalid: "Enter a tax rate between 0 and 100, with at most 2 decimals.",
  saved: "The settings were saved.",
  tooYoung: (age: number) => `This event is for guests aged ${age} or older.`,
  birthDateNeeded: (age: number) => `This event is for guests aged ${age} or older: add your date of birth to your profile first.`,
  repScoreTooLow: (score: number) => `This event asks for a rep score of at least ${score}.`,
  radiusAddressRequired: "Enter the place the radius is measured from.",
  radiusAddressTooLong: "The place can be at most 200 characters.",
  radiusPointRequired: "Enter the place's latitude and longitude.",
  radiusLatitudeInvalid: "The latitude is a number between -90 and 90.",
  radiusLongitudeInvalid: "The longitude is a number between -180 and 180.",
  radiusRange: "The radius is a number greater than 0 and at most 500.",
  tooFar: (rule: string) => `${rule} Your area, as set on your profile, is farther away.`,
  areaNeeded: (rule: string) => `${rule} Set your area on your profile's Location tab first.`,
} as const;

/** The ticket waiting list (spec 2 §4: "a user can join a ticket's waiting list"). */
export const waitingListMessages = {
  notFull: "This ticket still has places: RSVP or buy it now.",
  alreadyHolding: "You already have this ticket.",
  joined: "You're on the waiting list. We'll email you if a place opens up.",
  left: "You left the waiting list.",
  emailSubject: (eventName: string) => `A place opened up: ${eventName}`,
} as const;

/** The Questions tab, and answering before a ticket (spec 2 §3 question requirements). */
export const questionMessages = {
  questionTooLong: "A question can be at most 300 characters.",
  tooMany: "An event can ask at most 10 questions.",
  duplicate: "Each question can be asked once.",
  answerRequired: "Please answer this question.",
  answerTooLong: "An answer can be at most 1000 characters.",
  unknownQuestion: "This question is not asked by the event.",
  saved: "The questions were saved.",
} as const;

/** Recurring events (spec 2 §3 recurrence periods DAY, WEEK, MONTH, YEAR). */
export const recurrenceMessages = {
  occurrencesRange: "Choose between 1 and 52 more dates.",
  created: (count: number) => `${count} more date${count === 1 ? " was" : "s were"} created.`,
} as const;

/** The disclosure or privacy policy an event asks guests to accept (spec 2 §3, §7 "confirm privacy policy"). */
export const disclosureMessages = {
  titleRequired: "Give the document a title, such as “Waiver” or “Privacy policy”.",
  titleTooLong: "The title can be at most 120 characters.",
  urlInvalid: "Paste an https link to the document (a PDF).",
  fileRequired: "Upload the document as a PDF.",
  documentNotFound: "The uploaded document was not found. Upload it again.",
  mustAccept: (title: string) => `Please accept the ${title} to continue.`,
  /** "Read the document" opens the preview above the box that accepts it. */
  readDocument: (title: string) => `Read the ${title}`,
  accepted: "You accepted the",
} as const;

/** The watermark check on a disclosure file (spec 2 §5, §7 "Validate PDF watermark (fileUrl)"). The spec words none of these. */
export const watermarkMessages = {
  verified: "Watermark verified",
  notStored: "Documents must be uploaded here: a link to another site cannot be checked.",
  notFound: "This document was not found in our storage. Upload it again.",
  unreadable: "This file is not a readable PDF.",
  notStamped: "This PDF does not carry our watermark. Upload it again so it can be stamped.",
} as const;

/** The signed copy of a waiver sent to an attendee who accepts it (spec 2 §7 "send signed waiver copy"). */
export const waiverCopyMessages = {
  subject: (title: string, eventName: string) => `Your copy of the ${title} for ${eventName}`,
  accepted: (title: string, eventName: string, when: string) => `You accepted the ${title} for ${eventName} on ${when}.`,
  keepCopy: "Keep this e-mail as your copy. The document you accepted:",
  openDocument: "Open the document",
} as const;
/** Social account requirements (spec 2 §3 optInSocialAccountRequirements). The spec words none of these. */
export const socialRequirementMessages = {
  noneChosen: "Choose at least one social account to ask for, or switch this off.",
  unknownAccount: "Choose among X, YouTube, Spotify and Twitch.",
  /** `names`: the required accounts the guest has not connected, e.g. "YouTube and Twitch". */
  mustConnect: (names: string) => `Connect your ${names} account in your profile to get a ticket.`,
} as const;
/** Comments on the event page (spec 2 §3 Comment, §7 comments). The spec words none of these. */
export const commentMessages = {
  notFound: "This comment does not exist.",
  commentRequired: "Write a comment.",
  commentTooLong: "A comment can be at most 2000 characters.",
  reactionInvalid: "Choose one of the reactions offered.",
  emailNotVerified: "Please confirm your email before you comment.",
  notAllowed: "Only the event's hosts and approved guests can comment.",
  onlyAuthorOrHostDeletes: "Only the comment's author and the event's hosts can delete it.",
  tooFast: "You are commenting too fast. Please wait a minute and try again.",
  signInToComment: "Sign in to comment",
  posted: "Your comment was posted.",
  replied: "Your reply was posted.",
  deleted: "The comment was deleted.",
  imageAltRequired: "Describe the image for people who cannot see it.",
  imageAltTooLong: "An image description can be at most 300 characters.",
  tooManyImages: "A comment can have at most 4 images.",
  imageRepeated: "Each image can be attached once.",
  imageInAnotherComment: "This image is already in another comment.",
} as const;

/** Images a comment may carry (stored through the media module, docs/decisions/0056). */
export const COMMENT_MAX_IMAGES = 4;
/** Longest image description (alt text), in characters (after trimming). */
export const COMMENT_IMAGE_ALT_MAX_LENGTH = 300;

/** The reactions a comment may get: a small fixed set, in the order they are offered. */
export const COMMENT_REACTIONS = ["👍", "❤️", "😂", "🎉", "😮"] as const;
export type CommentReaction = (typeof COMMENT_REACTIONS)[number];
/** Longest comment, in characters (after trimming). */
export const COMMENT_MAX_LENGTH = 2000;
/** Accessible names of the reactions, for buttons that show only the emoji. */
export const COMMENT_REACTION_NAMES: Record<CommentReaction, string> = {
  "👍": "Thumbs up",
  "❤️": "Heart",
  "😂": "Laughing",
  "🎉": "Party",
  "😮": "Surprised",
};

/** Sharing a place of a ticket that holds several (spec 2 §3 ticket share status). The spec words none of these. */
export const ticketShareMessages = {
  notYours: "This ticket is not yours to share.",
  nothingToShare: "Every other place on this ticket is already offered or given. You keep one place for yourself.",
  offered: "A share link was made. Send it to the friend the place is for.",
  revoked: "The share link no longer works.",
  linkInvalid: "This share link is not valid.",
  alreadyClaimed: "This place was already taken by someone else.",
  linkRevoked: "The person who shared this place took the link back.",
  ownTicket: "This place is on your own ticket: send the link to a friend.",
  alreadyHolding: "You already have a ticket for this event.",
  ticketGone: "This ticket can no longer be shared.",
  scanned: "This ticket was already scanned at the door, so its places can no longer be shared.",
  claimed: "The place is yours. Your ticket is on the event page.",
} as const;

/** The longest user name or e-mail a transfer or gift names (an e-mail address's longest). */
export const RECIPIENT_MAX_LENGTH = 254;

/** Transferring a held ticket to another member, and giving one as a gift (spec 2 §3 GIFT, TRANSFER_IN/OUT). */
export const ticketTransferMessages = {
  recipientRequired: "Enter the user name or e-mail of a member.",
  recipientTooLong: "Enter at most 254 characters.",
  recipientNotFound: "No member has this user name or e-mail.",
  recipientIsYou: "That's you: enter another member.",
  recipientHolding: "This member already has a ticket for this event.",
  recipientNotSelected: "This member can't get a ticket for this event.",
  recipientNotEligible: "This member doesn't meet the event's requirements (age or rep score).",
  confirmRequired: "Confirm that the ticket goes to this member.",
  notYours: "This ticket is not yours to transfer.",
  alreadyScanned: "This ticket was already scanned at the door and can no longer be transferred.",
  cancelled: "This ticket was cancelled and can't be transferred.",
  pending: "This ticket is waiting for the host's approval and can't be transferred yet.",
  alreadyTransferred: "This ticket was already transferred.",
  openShares: "Take back your open share links before transferring this ticket.",
  eventClosed: "This event no longer takes ticket transfers.",
  giftNeedsApproval: "A ticket that needs the host's approval can't be given as a gift.",
  transferred: (userName: string) => `Your ticket was transferred to @${userName}.`,
  gifted: (userName: string) => `Your gift is on its way: @${userName} has the ticket.`,
  transferredTo: (userName: string) => `Transferred to @${userName}`,
  transferredFrom: (userName: string) => `Transferred from @${userName}`,
  giftFrom: (userName: string) => `Gift from @${userName}`,
  formTitle: "Transfer ticket",
  formIntro: "Can't make it? Send this ticket to another member. Your QR code stops working and they get a ticket of their own.",
  recipientLabel: "Member's user name or e-mail",
  confirmLabel: "I understand my ticket stops working once it's transferred.",
  submit: "Transfer ticket",
  pendingSubmit: "Transferring…",
  scannedNote: "This ticket was scanned at the door, so it can't be transferred.",
  transferredTitle: "Transferred tickets",
  noLongerValid: "No longer valid at the door.",
  giftLabel: "Gift to another member (optional)",
  giftHint: "Their user name or e-mail. The ticket is theirs, not yours, and they get an e-mail.",
  emailSubject: (eventName: string) => `You have a ticket for ${eventName}`,
  emailTransferLine: (sender: string, eventName: string) => `${sender} transferred their ticket for ${eventName} to you.`,
  emailGiftLine: (sender: string, eventName: string) => `${sender} got you a ticket for ${eventName}.`,
} as const;
