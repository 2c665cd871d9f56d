export { suggestActions, suggestFollowUps, toDirectorySpecialty } from './follow-ups';
export { createAssistantEngineFromEnv, createMediaAIFromEnv, openAiProviderFromEnv } from './from-env';
export { createLocalProvider } from './local';
export { createOpenAiProvider, type OpenAiProvider, ProviderError, type TOpenAiConfig } from './openai';
export { SCRUBBED, scrubIdentifiers, type TIdentifiers } from './scrub';
export type { AssistantProvider, MediaAI, TExtractInput, TReplyInput } from './types';
export { compactExtracted, mergeExtractions, understandConversation } from './understanding';
