// cspell:ignore summari
/**
 * Sentences that talk about the docs themselves (their sources, how or when they were written, what
 * they could not find) instead of about the product (CONTRIBUTING.md, "Speak about the product, never about the docs").
 */
import type {DocLocale} from './docs';

/** Sentences about the docs, their sources or their writing. */
export const PROCESS_LANGUAGE: Record<DocLocale, readonly RegExp[]> = {
  en: [
    /\bth(?:ese|is) (?:docs|documentation|page|pages|notes?|site|summary)\b[^.]{0,60}\b(?:do(?:es)? not|don't|cannot|can't|could not|has no|have no|hold no|lists? no|says?|said)\b/i,
    /\bth(?:is|ese) (?:page|summary|notes?|list) (?:comes?|came) from\b|\bth(?:is|ese) (?:page|summary|notes?|list) (?:was|were) (?:put together|built|written|rebuilt|compiled)\b/i,
    /\bnot (?:recorded|covered|described|listed|documented|stated) (?:in|by|on) (?:these|this|the) (?:docs|documentation|notes|page|site)\b/i,
    /\bnot (?:documented|covered|described|listed) here\b/i,
    /\b(?:is|are) not (?:publicly )?documented\b|\bnot publicly (?:documented|available|disclosed|listed|described)\b/i,
    /\bsources? (?:behind|of|that|for) (?:these|this|the) (?:docs|notes|page|documentation)\b/i,
    /\bpublic (?:sources?|material|records?)\b/i,
    /\breconstructed\b|\bcommit subjects?\b|\bcommit messages?\b[^.]{0,40}\b(?:summari[sz]ed|compiled|rebuilt)\b/i,
    /\b(?:at the time of writing|when this page was written|when these docs were written)\b/i,
    /\bwe (?:found no|could not|did not find|will not (?:fill|guess)|rebuilt|do not know)\b/i,
    /\b(?:could not be|was not|were not|has not been|have not been) (?:confirmed|verified|retrieved)\b/i,
    /\bhas not published\b|\bpublishes no\b|\bnot (?:been )?published (?:by|anywhere)\b/i,
    /\b(?:has|have) no official (?:release )?notes?\b|\bno official (?:release )?notes? (?:exists?|was published)\b/i,
    /\bOpenCSG (?:has not|does not|doesn't|did not) (?:publish|document|disclose|say|state|list)/i,
    /\bunverified\b/i,
    /\bby guesswork\b|\bguess(?:es|ing)? (?:at )?(?:them|it|values)\b/i,
  ],
  'zh-Hans': [
    /本文档(?:中心)?(?:没有|未|不|无法)/,
    /这些文档(?:没有|未|不|无法)/,
    /(?:编写|撰写)本文时/,
    /未经(?:核实|证实|确认)/,
    /(?:根据|依据|按).{0,12}(?:提交|commit).{0,10}(?:整理|重建|还原)/,
    /(?:无法|没能|未能)(?:获取|核实|确认|找到)(?:到)?(?:其|该|这些|相关)?(?:资料|信息|说明|来源|内容)/,
    /我们不会(?:根据)?(?:推测|猜测)|本文(?:也)?不(?:做|作)(?:猜测|推测)/,
    /没有收录/,
    /(?:资料|来源)中(?:没有|未)/,
    /公开(?:的)?资料/,
    /OpenCSG\s*(?:目前|尚)?(?:没有|未|并未|尚未)(?:公开|说明|给出|发布|提供)/,
    /官方(?:资料|文档)?(?:没有|未)(?:给出|说明|提供|公开)/,
    /没有公开的(?:资料|步骤|说明|信息)/,
    /(?:没有|未)(?:找到|查到)(?:相关|公开)?(?:的)?(?:资料|信息)/,
    /(?:没有|无)官方(?:的)?(?:版本说明|发布说明|更新说明)/,
    /(?:产品)?文档(?:中)?(?:没有|未)(?:明确)?(?:说明|记载|写明)/,
  ],
};

/** The first process-language phrase of a line of text, or null. */
export function processLanguageIn(text: string, locale: DocLocale): string | null {
  for (const pattern of PROCESS_LANGUAGE[locale]) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
}
