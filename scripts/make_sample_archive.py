"""Write memory_store/sample_data/: a fictional archive written for omoide's demos and tests.

One user (ゆき, in Tokyo) and the agent, September 2025 to April 2026, Japanese and English
mixed. Recurring threads give recall something to find: the Shiba 「こむぎ」 and her chicken
allergy, Project Aurora (beta demo 2025-12-12, launch 2026-02-27), the job change to Lumen
Robotics, piano with 山口先生, 田中さん and the Tokyo Marathon, curry, the book club at Café Lento,
and the 京都 trip on 2026-04-03..05. Everyday chit-chat fills the days in between.

Deterministic: the same script always writes the same bytes.

    python scripts/make_sample_archive.py [--out memory_store/sample_data]
"""

# ruff: noqa: E501  (the conversations are long natural-language lines, kept whole)

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from omoide.memory_store.archive import format_block, format_session_marker  # noqa: E402

JST = timezone(timedelta(hours=9))
SEED = 20250901
FIRST_DAY, LAST_DAY = date(2025, 9, 1), date(2026, 4, 30)


@dataclass
class Exchange:
    at: datetime
    users: list[str] = field(default_factory=list)
    replies: list[str] = field(default_factory=list)
    systems: list[str] = field(default_factory=list)
    family: str = "story"


# -- the story: "@ date time" starts an exchange; U / A / S are USER / AGENT / SYSTEM blocks
# (several U lines = several USER blocks in a row); indented lines continue the text above.

STORY = """
@ 2025-09-02 21:05
U: はじめまして。今日から日記がわりに話しかけてみます。柴犬を飼っていて、名前は「こむぎ」です。
A: はじめまして！こむぎちゃん、かわいい名前ですね。何歳の子ですか？これから毎日の出来事、気軽に話してください。
@ 2025-09-02 21:09
U: 2022年11月3日生まれなので、もうすぐ3歳。女の子で、お風呂が大嫌いです。
A: 11月3日生まれ、文化の日ですね。柴犬はお風呂嫌いな子が多いので、シャンプーは月1回くらいで十分と言われます。ぬるめのお湯で、短時間で終わらせるのがコツですよ。

@ 2025-09-05 20:40
U: Big news at work: I'm leading the frontend for a new project at Minato Systems called Project Aurora. It's a live delivery dashboard for our client, Kaede Logistics.
A: Congratulations on leading the frontend! A live delivery dashboard is a great showcase project. Do you know the timeline yet, and who's on the team with you?
@ 2025-09-05 20:46
U: The beta demo is on December 12. Priya is doing the design and Kenta owns the backend. My manager, Sato-san, is sponsoring it.
A: Got it: Project Aurora, beta demo on December 12, Priya on design, Kenta on the backend, Sato-san as sponsor. That's about three months, so it's worth agreeing early on what the beta must include before the scope starts to creep.

@ 2025-09-07 15:10
U: ずっと憧れていたピアノを始めることにしました！中古の電子ピアノを買いました。
A: いいですね！大人から始めるピアノ、楽しいですよ。教室に通う予定ですか？それとも独学で？
@ 2025-09-07 15:14
U: 近所の山口ピアノ教室で、毎週土曜の朝10時から山口先生に習います。
A: 毎週土曜10時、山口先生のレッスンですね。最初は1日15分でも、毎日鍵盤に触るのが上達の近道です。最初の曲が決まったら教えてください。

@ 2025-09-10 22:15
U: I tried making spice curry from scratch tonight and burned the cumin seeds. The whole kitchen smelled bitter.
A: Whole cumin goes from fragrant to burnt in seconds. Next time heat the oil on medium-low, add the seeds, and take the pan off the heat as soon as they sizzle and darken by one shade, about 30 seconds. Then add the onions right away to cool things down.

@ 2025-09-13 11:20
U: 初レッスン終わりました。ブルグミュラーの「アラベスク」を練習することに。左手のスタッカートが難しい…
A: アラベスクはブルグミュラー25の練習曲の2番ですね。左手のスタッカートは、まず右手なしで、メトロノーム60くらいまで落として、手首を軽く弾ませる練習から始めると安定しますよ。

@ 2025-09-15 19:30
U: こむぎが最近ずっと体をかゆがっていて、さくら動物病院に連れて行きました。森先生によると鶏肉アレルギーの可能性が高いそうです。
A: それは心配でしたね。鶏肉アレルギーなら、フードの原材料に「チキン」「チキンミール」「動物性油脂」が入っていないか確認が必要です。おやつも要注意ですね。森先生からフードの指示はありましたか？
@ 2025-09-15 19:36
U: サーモンとポテトのフードに切り替えるように言われました。2週間様子見です。
A: サーモン＆ポテトへの切り替え、了解です。急に変えるとお腹をこわしやすいので、1週間くらいかけて今のフードに混ぜながら移行するといいですよ。2週間後、かゆみがどうなったか教えてくださいね。

@ 2025-09-20 21:00
U: Had dinner with my friend Tanaka-san (Misaki) today. We've been friends since university. She's training for the Tokyo Marathon in March!
A: That's a big goal. The Tokyo Marathon is on March 1 next year, so she has about five months of training ahead. Did she get her entry through the lottery? That's famously hard.
@ 2025-09-20 21:05
U: Yes, she got in on her third try. She already runs 50 km a week.
A: Third time lucky! 50 km a week is a solid base at this stage. If you want to cheer her on, the course passes through Asakusa and Ginza, both good spots to see the runners.

@ 2025-09-24 20:10
U: 読書会に参加することにしました。毎月最終土曜日に、下北沢の「Café Lento」でやっているそうです。
A: 素敵ですね！下北沢のCafé Lentoで、毎月最終土曜日。今月の課題本は何ですか？
@ 2025-09-24 20:13
U: カズオ・イシグロの "Klara and the Sun"。英語で読んでみます。
A: 『クララとお日さま』ですね。AIの視点で語られる物語なので、英語もそれほど難しくないはずです。27日の読書会までなら、1日30ページくらいのペースで読み切れますよ。

@ 2025-09-27 22:30
U: Book club tonight was fun. Six people, and the organizer, Hannah, brought homemade scones. We argued about whether Klara really understood the Sun.
A: Sounds like a lively first meeting! That question is the heart of the book: Klara's faith in the Sun is both naive and oddly moving. What was your take?
@ 2025-09-27 22:36
U: I think she understood it the only way she could. Next month is 「コンビニ人間」.
A: A generous reading. Sayaka Murata's 『コンビニ人間』 is short, around 150 pages, so October should be relaxed. It pairs well with Klara: both narrators watch "normal" human behaviour from the outside.

@ 2025-09-29 23:40
U: 眠れない。Auroraの要件が多すぎて頭がいっぱい。
A: 頭の中がタスクでいっぱいだと眠りにくいですよね。寝る前に、気になっていることを紙に全部書き出してみてください。「明日の自分に渡す」つもりで。要件の優先順位は、明日Priyaさんや健太さんと一緒に整理すれば大丈夫です。

@ 2025-10-01 19:50
U: 森先生に言われていた2週間がたちました。サーモンのフードにしてから、こむぎのかゆみがだいぶ落ち着いてます！
A: よかったです！やはり鶏肉が原因だった可能性が高いですね。おやつも鶏肉を使っていないもの（さつまいもや鹿肉ジャーキーなど）を選ぶと安心です。

@ 2025-10-03 21:30
U: Kenta's ETA API is slow. The p95 is 1.8 seconds and the map feels laggy.
A: 1.8 s at p95 will definitely show on a live map. Do you know where the time goes? Usually it's either the route computation per request or the database query for truck positions. For a dashboard, caching positions for a few seconds is often enough.
@ 2025-10-03 21:37
U: He thinks it's recomputing routes on every request.
A: Then a short-lived cache keyed by truck and route version should help a lot: positions change every few seconds, but routes rarely do. Ask him to measure before and after, so you have numbers for Sato-san.

@ 2025-10-06 20:20
U: リベンジでチキンカレーを作りました。玉ねぎを40分炒めて飴色に。すりおろしりんごも入れたら甘みが最高でした。
A: 40分の飴色玉ねぎ、努力の甲斐がありましたね！りんごの甘みと酸味はスパイスと相性抜群です。前回焦がしたクミンは今回どうでした？
@ 2025-10-06 20:25
U: 弱火にしたら大丈夫でした！ガラムマサラは最後に入れました。
A: 完璧な流れです。ガラムマサラは香りが飛びやすいので、仕上げに入れるのが正解。次は鶏もも肉をヨーグルトでマリネしておくと、さらに柔らかくなりますよ。

@ 2025-10-09 18:40
U: Kenta added a 5-second cache and the p95 dropped from 1.8 s to 300 ms!
A: From 1.8 s to 300 ms is a sixfold improvement, a great result. Make sure that number ends up in the weekly report; it's exactly the kind of progress Sato-san can show Kaede Logistics.

@ 2025-10-12 17:10
U: Komugi started limping on her right front paw after the dog park. I'm worried.
A: Poor Komugi. Check the paw pad for cuts or a thorn first. If she still won't put weight on it in an hour or two, or it looks swollen, call Sakura Animal Hospital. It could be a sprain.
@ 2025-10-12 17:18
U: No cuts. Dr. Mori can see her tomorrow morning.
A: Good that you got an appointment with Dr. Mori. Until then keep her quiet: no stairs, no jumping on the sofa. Carry her if you have to.

@ 2025-10-13 12:15
U: こむぎ、森先生の診断は軽い捻挫でした。1週間は安静、階段は禁止です。
A: 骨折じゃなくてよかった！1週間の安静ですね。散歩はトイレ程度に短めにしておきましょう。柴犬は元気がありあまるので、知育おもちゃで頭を使わせると退屈しのぎになりますよ。

@ 2025-10-15 07:10
U: Tanaka-san talked me into running. Did 3 km along the river this morning and my legs are dead.
A: Welcome to running! 3 km on the first day is plenty. Keep it easy, two or three times a week, and don't worry about pace yet; the first month is about getting your legs used to it.

@ 2025-10-18 11:05
U: Sensei said my Arabesque is getting there. The left-hand staccato is much cleaner at 80 bpm now.
A: From 60 to 80 bpm in a month is real progress! The usual target tempo for Arabesque is around 120 to 132, so keep nudging the metronome up by 4 bpm whenever a tempo feels easy.

@ 2025-10-20 08:00
U: こむぎ、もう普通に歩いてる！
A: 回復が早いですね！でも森先生の「1週間安静」まであと少しなので、ドッグランはもう少しだけ我慢させてあげてください。

@ 2025-10-25 22:40
U: Tonight's book club on Convenience Store Woman was intense. Hannah loved Keiko, but another member found her creepy.
A: That split is very common with 『コンビニ人間』! Keiko is so candid about not fitting in that readers either root for her or feel uneasy. Which side were you on?
@ 2025-10-25 22:47
U: Rooting for her, honestly. Next month is Project Hail Mary, and it's a potluck.
A: One outsider to another, nice pairing. Project Hail Mary is long, close to 500 pages, so starting now is wise. And a potluck... maybe your curry?

@ 2025-10-28 21:15
U: 転職エージェントから連絡がありました。Lumen Roboticsという会社の、シニアプロダクトエンジニアのポジションです。
A: おお、気になりますね。Lumen Roboticsはどんな事業の会社ですか？今はAuroraで忙しい時期なので、話を聞くだけでも進め方は慎重に考えたいところですね。
@ 2025-10-28 21:21
U: 倉庫ロボットの会社です。まずはカジュアル面談だけ受けてみようかな。
A: 倉庫ロボットなら、物流ダッシュボードを作っているAuroraの経験がそのまま活きそうです。カジュアル面談なら気軽に。聞きたいこと（チームの規模、技術スタック、出社の頻度）をメモしておきましょう。

@ 2025-10-31 23:55
S: weekly memory summary generated: 14 new facts, 3 open loops

@ 2025-11-03 19:00
U: 今日はこむぎの3歳の誕生日！さつまいもとヨーグルトでケーキを作りました。
A: こむぎちゃん、3歳おめでとう！さつまいも＆ヨーグルトなら鶏肉アレルギーの心配もないし、完璧ですね。ヨーグルトは無糖のものを使いましたか？
@ 2025-11-03 19:04
U: 無糖です。ぺろっと完食しました笑
A: 完食は最高の感想ですね！3歳は柴犬として一番元気な時期。これからもたくさん散歩しましょう。

@ 2025-11-05 21:40
U: Sato-san agreed to cut CSV export from the beta. Huge relief.
A: That's a smart cut. CSV export is easy to add after the demo, and nobody judges a beta by it. With that gone, what's the riskiest thing left before December 12?
@ 2025-11-05 21:44
U: The ETA accuracy, and Priya's new map legend.
A: Then demo with a route you've tested many times, and ask Priya for the legend early enough that you can do a full dry run the week before.

@ 2025-11-08 11:30
U: アラベスク合格！次は「エリーゼのために」です。
A: 合格おめでとうございます！「エリーゼのために」は大人の生徒さんに人気の曲ですね。冒頭はすぐ弾けるようになりますが、中間部の左手の伴奏と右手の速いパッセージが山場です。焦らず部分練習していきましょう。

@ 2025-11-12 20:00
U: My first interview with Lumen Robotics is on November 18, a casual chat with the engineering manager, Ito-san.
A: Nice! For a casual chat, have one short story ready about Project Aurora: the problem, what you built, and the 1.8 s to 300 ms latency win. And prepare two or three questions for Ito-san about the team.

@ 2025-11-18 19:30
U: 伊藤さんとの面談、すごく話しやすかった。チームは8人で、出社は週2回だって。
A: いい感触だったんですね！8人のチームで週2回の出社なら、今の働き方とそこまで変わらなさそう。次のステップについて何か言われましたか？
@ 2025-11-18 19:34
U: 12月3日に技術面接。システムデザインらしい。
A: 12月3日のシステムデザイン面接ですね。倉庫ロボットの会社なら「大量のロボットから位置情報を受け取って可視化する」ような題材が出るかも。Auroraでトラックの位置を扱った経験の説明が、そのまま練習になりますよ。

@ 2025-11-22 16:00
U: For the book club potluck I'm thinking keema curry, since it's easy to share. Any tips?
A: Keema is perfect for a potluck: it reheats well and nobody needs a knife. Use a mix of beef and pork mince, plenty of finely chopped onion, ginger and garlic, and finish with frozen peas for colour. Bring the rice separately so it doesn't go soggy.

@ 2025-11-26 22:30
U: Worked until 10pm again. Priya's legend redesign is beautiful, but we found a bug where trucks jump backwards on the map.
A: Trucks jumping backwards usually means out-of-order position updates: an older GPS point arrives after a newer one. Dropping any update older than the last one you drew should fix it. And please get some rest; you have two weeks left, not two days.

@ 2025-11-29 23:00
U: ポットラックでキーマカレーが大好評でした！Hannahにレシピを聞かれた。
A: 大成功ですね！グリーンピースで彩りもよかったはず。"Project Hail Mary" の話はどうでしたか？
@ 2025-11-29 23:06
U: Rockyが好きすぎて、みんなで盛り上がった。12月はお休みで、1月は私が本を選ぶ番。
A: Rocky人気は鉄板ですね。1月の選書、楽しみです。日本の小説にするなら、英訳が出ている作品だとHannahさんたちも読みやすいかもしれません。

@ 2025-12-03 18:45
U: The system design interview was tough. They asked me to design telemetry ingestion for 10,000 warehouse robots.
A: That's a meaty problem! How did you approach it? Did you get to cover ingestion, storage, and how a dashboard reads the data?
@ 2025-12-03 18:52
U: Kafka for ingestion, a time-series database for storage, and I borrowed the caching idea from Aurora. I forgot to talk about backpressure, though.
A: That's a strong structure, and tying it to Aurora makes it concrete. Missing backpressure is a small gap; if there's a next round, bring it up yourself. Interviewers usually care more about the overall design than about covering every edge case.

@ 2025-12-06 08:10
U: おはよう
A: おはようございます。今日は土曜日、山口先生のレッスンの日ですね。エリーゼの中間部、調子はどうですか？

@ 2025-12-10 22:00
U: The dry run for Friday's demo went OK, but the ETA for one route was off by 25 minutes.
A: Is it a data problem with that route's traffic history, or a bug? For Friday, demo with routes you've verified, and have a one-line answer ready in case Kaede Logistics asks about accuracy: "we're calibrating the ETA with real data during the beta."

@ 2025-12-12 19:20
U: Auroraのデモ、大成功！楓ロジスティクスの人たちがすごく喜んでくれた。
A: おめでとうございます！9月のキックオフから3か月、12月12日のデモを成功させたのは本当にすごいです。何か要望は出ましたか？
@ 2025-12-12 19:25
U: ダークモードと、日本語・英語の切り替えがほしいって。
A: ダークモードと日英切り替え、夜間の配車担当や海外のスタッフがいる現場ならではの要望ですね。正式リリースのスコープに入れるかどうか、佐藤部長と相談ですね。

@ 2025-12-14 12:00
U: 今日は田中さんの誕生日。ランニング用のキャップをプレゼントしたい。
A: マラソン練習中の田中さんにぴったりですね。冬のランニングなら、耳まで覆えるタイプか、メッシュで蒸れにくいタイプがおすすめです。3月1日の東京マラソン本番でかぶってもらえるかも。

@ 2025-12-16 21:00
U: Lumen Robotics passed me to the final round! It's with the CTO, Daniel Park, on January 15.
A: Congratulations! A final round with the CTO usually focuses on motivation and judgement more than code. Think about why robotics, why now, and what you'd want to build there in your first year.

@ 2025-12-19 23:30
U: チームの忘年会。健太さんが酔って「Auroraは俺の子ども」って言ってた笑
A: 健太さんらしい（笑）。ETAのAPIを1.8秒から300ミリ秒にした張本人ですもんね。いい年末になりましたね。

@ 2025-12-24 20:00
U: Quiet Christmas Eve with Komugi. She got a new deer antler chew.
A: A very Shiba Christmas! Deer antler is a good pick for her since it's chicken-free. Keep an eye on it as it wears down, and take it away once it's small enough to swallow.

@ 2025-12-28 14:00
U: 年末休みで毎日1時間ピアノを弾いてます。エリーゼの中間部、やっと止まらずに弾けた！
A: 毎日1時間はすごい！中間部を止まらずに通せたのは、大きな山を越えましたね。次は、冒頭のメロディに戻るところでテンポを揃えるのが課題になりそうです。

@ 2025-12-31 23:15
U: 今年はこむぎのアレルギー、Aurora、ピアノ、転職活動…いろいろあった。
A: 本当に濃い一年でしたね。こむぎちゃんはサーモンのフードで元気になって、Auroraのデモは成功、ピアノはアラベスクから「エリーゼのために」まで進んで、Lumen Roboticsは最終面接まで。来年も楽しみですね。よいお年を！

@ 2026-01-01 10:00
U: Happy New Year!
A: Happy New Year! Any resolutions for 2026?
@ 2026-01-01 10:04
U: Travel more. My sister Akari and I want to see the cherry blossoms in Kyoto in April.
A: Kyoto in early April is magical, and crowded. If you're set on it, book the hotel soon; places near Higashiyama and the Philosopher's Path fill up by February.

@ 2026-01-05 21:00
U: 正式リリースは2月27日に決定。ダークモードと日英切り替えを入れます。
A: 2月27日の正式リリース、ダークモードと日英切り替え込みですね。デモ前のリハーサルで出たETAのずれ（25分）の調査も、リリース前に片付けておきたいところです。

@ 2026-01-09 22:10
U: Found the ETA bug! The ETA service stored times in UTC but the frontend treated them as JST, so some views were off by nine hours. The 25-minute error was a rounding bug on top of that.
A: A classic! Store times in UTC, convert only when you display them, and always write the offset in API responses (ISO-8601 with +09:00 or Z). The rounding bug alone explains the 25 minutes from the dry run. Nice detective work.

@ 2026-01-11 19:00
U: 妹のあかりと京都旅行、4月3日〜5日で決定！
A: いいですね！4月3日（金）〜5日（日）なら、桜の見頃と重なる可能性が高いです。宿はもう決めましたか？

@ 2026-01-13 21:30
U: Booked the hotel: Hotel Kamogawa Terrace near Sanjo, two nights.
A: Great location. From Sanjo you can walk to Gion and Pontocho, and the Keihan line takes you straight to Fushimi Inari. Noted: Hotel Kamogawa Terrace, April 3 to 5.

@ 2026-01-15 20:40
U: 最終面接が終わった。CTOのDaniel Parkさん、ロボットの話になると止まらない人だった。
A: おつかれさまでした！相手が熱く語るのは、話が弾んだ証拠ですね。「なぜロボティクスか」はうまく伝えられましたか？
@ 2026-01-15 20:46
U: Auroraでトラックを地図で見ていたら、動くものを扱う仕事が好きだと気づいた、って話した。
A: すごくいい答えです。実体験に根ざしていて、Lumen Roboticsの事業にもまっすぐつながっています。結果はいつ頃わかりそうですか？
@ 2026-01-15 20:50
U: 2週間以内に連絡をくれるって。
A: 1月中には結果が来そうですね。待つ間は気にしすぎず、Auroraのリリース準備に集中しましょう。

@ 2026-01-17 11:20
U: Yamaguchi-sensei told me about the spring recital: March 22 at the ward hall. She wants me to play Für Elise!
A: A recital! March 22 gives you about nine weeks, plenty of time to polish Für Elise. Try recording yourself once a week; you'll hear things you don't notice while playing.

@ 2026-01-21 07:50
U: 風邪ひいたかも。喉が痛い。
A: 大丈夫ですか？今日は無理せず、温かい飲み物とはちみつで喉をいたわってください。熱が出たら病院へ。こむぎちゃんの散歩は短めで大丈夫ですからね。

@ 2026-01-24 15:30
U: 圧力鍋で牛すじカレーに挑戦。下茹でが大事ですね。
A: 牛すじは下茹でで臭みとアクを抜くのが肝ですね。圧力鍋なら20〜30分でトロトロになります。ルーを入れる前に一晩冷やして、固まった脂を取り除くと、すっきりした味になりますよ。

@ 2026-01-28 20:05
U: I got the offer from Lumen Robotics!! 9.2 million yen, starting May 1.
A: Congratulations!!! That's a great offer. How are you feeling: excited, or torn because of Aurora?
@ 2026-01-28 20:11
U: Both. Aurora launches on February 27, and I'd want to see that through.
A: The timing actually works: a May 1 start leaves March and April for a proper handover after the February 27 launch. You can see Aurora through and leave on good terms. Take a few days before you answer.

@ 2026-01-31 22:00
U: 今日の読書会は私が選んだ『博士の愛した数式』。田中さんのおすすめ。Hannahは英訳版の "The Housekeeper and the Professor" で読んでくれた。
A: 選書、大成功だったみたいですね。記憶が80分しかもたない博士の話は、記憶を扱うこの会話ともどこか通じるものがありますね。みんなの反応はどうでした？
@ 2026-01-31 22:05
U: 江夏豊のカードの場面で、何人か泣いてた。
A: あの場面は反則ですよね。田中さんにもいい報告ができますね。来月の本は決まりましたか？
@ 2026-01-31 22:08
U: "The Midnight Library"。
A: マット・ヘイグの『ミッドナイト・ライブラリー』、人生の選択の物語ですね。転職を考えている今読むと、また違って響きそう。

@ 2026-02-02 21:10
U: 新幹線を予約した！4月3日、東京7時発ののぞみ。
A: 朝7時発なら、京都には9時過ぎに着きますね。荷物をホテル鴨川テラスに預けて、そのまま観光に出られます。

@ 2026-02-06 19:00
U: Lumen Roboticsのオファー、受けることにしました。
A: 決断おめでとうございます！よく考えて決めたことだと思います。佐藤部長にはいつ伝える予定ですか？
@ 2026-02-06 19:05
U: 月曜（9日）に1on1があるので、そこで。
A: 1on1で直接伝えるのが一番誠実ですね。2月27日のAuroraリリースまでは全力でやること、3〜4月で健太さんたちにしっかり引き継ぐこと、をセットで伝えると安心してもらえると思います。

@ 2026-02-09 20:30
U: Told Sato-san. He was surprised but kind, and asked me to write a handover doc for Kenta by the end of March.
A: That went about as well as it could. A handover doc by the end of March is reasonable: cover the architecture, the UTC rule you learned the hard way, the caching setup, and who to contact at Kaede Logistics for what.

@ 2026-02-11 10:30
U: Can you help me sketch the Kyoto itinerary? April 3 to 5, with Akari.
A: Here's a first draft:
    Day 1 (Fri, Apr 3): arrive around 9:15, drop the bags at Hotel Kamogawa Terrace, walk the Philosopher's Path, yudofu lunch near Nanzen-ji, Gion in the evening.
    Day 2 (Sat, Apr 4): Arashiyama bamboo grove before 8:00, Tenryu-ji, Togetsukyo bridge, dinner in Pontocho.
    Day 3 (Sun, Apr 5): Fushimi Inari at 7:00 before the crowds, souvenirs, back to Tokyo in the afternoon.
    Want a rainy-day version too?

@ 2026-02-14 13:00
U: 田中さんが遊びに来たので、カレーをふるまった。隠し味にダークチョコを1かけ入れたら「お店の味！」って。
A: ダークチョコの隠し味、コクが出ますよね。カカオ70%くらいを1かけなら、甘くならずにちょうどいいです。マラソン前の田中さんにも、いい栄養補給になったかも。
@ 2026-02-14 13:07
U: そうだ、4月の京都旅行のあいだ、こむぎを預かってくれるって！
U: 田中さんの家、こむぎも何度か遊びに行ってるから安心。
A: それは心強い！慣れている家なら、こむぎちゃんもペットホテルより落ち着けますね。鶏肉アレルギーのことと、サーモンのフードとおやつを一緒に渡すのを忘れずに。

@ 2026-02-17 22:00
U: Recorded myself playing Für Elise. I rush the middle section every single time.
A: Rushing the middle section is extremely common; the fast notes pull you forward. Practise it with the metronome 10 bpm below your target, then play it back to back with the opening so the transition feels natural.

@ 2026-02-20 23:00
U: リリース前の最後の週。ダークモードのコントラストでPriyaさんと揉めた笑
A: 最後の週はみんなピリピリしますよね（笑）。コントラストはWCAGの基準（通常のテキストで4.5:1）を持ち出すと、好みの話から事実の話にできますよ。

@ 2026-02-27 21:30
U: Aurora is live! Kaede Logistics' dispatchers are already using it in dark mode.
A: Congratulations! From the kickoff in September to the December 12 demo to today's launch, you saw it through, exactly as you wanted before moving to Lumen Robotics. Celebrate tonight!

@ 2026-02-28 22:15
U: Midnight Library discussion today. I said the book felt written for people changing jobs, and everyone laughed.
A: Fitting, given your news! Nora tries on many lives before choosing her own; you only needed one offer letter. What's next month's book?
@ 2026-02-28 22:19
U: 星野道夫の『旅をする木』.
A: Michio Hoshino's essays from Alaska, a lovely choice. Reading it just before Kyoto should put you in the travelling mood.

@ 2026-02-28 23:30
U: Stopped by a jazz bar in Shimokitazawa on the way home from Café Lento.
A: Shimokitazawa on a Saturday night, perfect. Was it a live set or records?

@ 2026-03-01 14:00
U: 田中さん、東京マラソン完走！4時間12分！
A: すごい！初めてのフルマラソンで4時間12分は立派なタイムです。誕生日にあげたランニングキャップ、かぶってくれていましたか？
@ 2026-03-01 14:05
U: かぶってた！写真を送ってくれた。
A: プレゼントが本番で活躍したなんて最高ですね。田中さんに、おめでとうを伝えてください。

@ 2026-03-04 20:00
U: Started the handover doc for Kenta. Section 1 is literally titled "Always store times in UTC".
A: Perfect title; that bug cost you a week in January. Also write down the cache TTL (5 seconds) and why it's there, so nobody "optimizes" it away later.

@ 2026-03-08 11:00
U: こむぎの混合ワクチン、さくら動物病院で打ってきました。体重は10.2kgだって。
A: 接種おつかれさまでした。10.2kgは柴犬の女の子としては標準か、少しふっくらくらいでしょうか。4月は狂犬病の予防注射もありますね。京都旅行（3日〜5日）と重ならないように日程を決めておきましょう。

@ 2026-03-12 21:00
U: Ten days until the recital. I'm so nervous.
A: Nerves are normal; they mean you care. Hold a mock recital this weekend: dress up a little, bow, and play Für Elise once from start to finish for Komugi, no stopping. It trains the one-take feeling.

@ 2026-03-14 18:00
U: 京都、雨だったらどうしよう。
A: 雨の日プランも用意しておきましょう。京都国立博物館や、錦市場での食べ歩きがおすすめです。伏見稲荷は雨でも行けますが、石段が滑るので靴は防水のものを。

@ 2026-03-22 18:30
U: Recital done! I messed up a bit in the middle section but kept going. Yamaguchi-sensei said the ending was beautiful.
A: Congratulations! Keeping going after a slip is the most important recital skill, and audiences rarely notice. Six months ago you were fighting Arabesque's left-hand staccato; today you played Für Elise on a stage.
@ 2026-03-22 18:36
U: 次はサティの「ジムノペディ第1番」をやりたい。
A: ジムノペディ、いい選択ですね。ゆっくりで音は少ないけれど、ペダルと音色のコントロールが試される曲です。エリーゼで鍛えた表現力が活きますよ。

@ 2026-03-28 22:00
U: 『旅をする木』の回、Hannahが "This book made me want to go to Alaska" って。私は京都で我慢します笑
A: 京都も立派な旅です（笑）。星野道夫の文章のように、旅先で見たものをゆっくり書き留めてみるのもいいかもしれませんね。

@ 2026-03-31 19:00
U: Handover doc finished and reviewed by Kenta. 23 pages.
A: 23 pages, thorough! Kenta will thank you later, especially for the UTC section. One month left at Minato Systems.

@ 2026-04-01 00:05
S: log rotated: March moved to log_archives/2026-03.txt

@ 2026-04-01 22:00
U: 京都の持ち物リストを作って！
A: 持ち物リストです。
    ・新幹線のチケット（4月3日 東京7:00発 のぞみ）
    ・ホテル鴨川テラスの予約確認
    ・歩きやすい防水スニーカー（伏見稲荷の石段用）
    ・折りたたみ傘
    ・モバイルバッテリー
    ・薄手のカーディガン（朝晩は冷えます）
    こむぎちゃんの分：サーモンのフード3日分とおやつ、田中さんに渡すメモ（さくら動物病院の連絡先も）

@ 2026-04-02 21:00
U: Dropped Komugi at Tanaka-san's with her salmon food and the deer antler chew. She didn't even look back at me.
A: Ha, Shibas! It just means she trusts Tanaka-san. Enjoy Kyoto with Akari, and take lots of cherry blossom photos.

@ 2026-04-03 21:40
U: 哲学の道、満開だった！南禅寺の近くで湯豆腐も食べた。
A: 満開に当たるなんて最高のタイミング！哲学の道の桜と湯豆腐、京都らしい一日ですね。明日は嵐山、竹林は朝8時前が勝負ですよ。

@ 2026-04-04 07:20
U: Up at 6 for the Arashiyama bamboo grove. Akari is not a morning person.
A: Worth it: the grove is almost empty before 8. Bribe Akari with coffee. Tenryu-ji is right next door and opens at 8:30.

@ 2026-04-05 19:30
U: 伏見稲荷、朝7時はほぼ貸し切りだった。千本鳥居の写真がいっぱい撮れた。でも傘をホテルに忘れた笑
A: 朝7時作戦、大成功ですね！傘はホテル鴨川テラスに連絡すれば送ってもらえるかもしれません。田中さんへのお礼は何にしました？
@ 2026-04-05 19:36
U: 宇治の抹茶。田中さんから、こむぎがずっとご機嫌だったって写真が来てた。
A: 抹茶、喜ばれそうですね。こむぎちゃんもいい子にしていたみたいで安心しました。

@ 2026-04-06 20:00
U: Back home. Komugi ran circles around me. Best part of the trip: the Philosopher's Path in full bloom.
A: Welcome home! A round of Shiba zoomies is the best welcome there is. Full bloom on the Philosopher's Path on your very first day was lucky timing.

@ 2026-04-08 09:00
S: reminder created: こむぎ 狂犬病予防注射 2026-04-18 さくら動物病院

@ 2026-04-11 11:00
U: ジムノペディのペダルが濁っちゃう。
A: ペダルは「和音が変わった直後に踏みかえる」のがコツです。鍵盤を押してから一瞬遅れてペダルを上げ、すぐ踏み直す。山口先生にもレッスンで見てもらうといいですよ。

@ 2026-04-16 08:30
A: Reminder: Komugi's rabies shot at Sakura Animal Hospital is this Saturday, April 18. It fits right after your piano lesson.

@ 2026-04-18 12:30
U: 狂犬病の注射おわり。こむぎ、森先生に鹿肉のおやつをもらってた。
A: 鶏肉じゃないおやつを選んでくれる森先生、さすがですね。これで今年の予防接種はひと段落です。

@ 2026-04-20 21:00
U: Lumen Robotics sent the onboarding docs. I start on May 1, and my first project is a fleet dashboard for warehouse robots.
A: That's basically Aurora for robots! Everything you learned (caching positions, dropping out-of-order updates, UTC everywhere) carries straight over.

@ 2026-04-25 22:30
U: Tomorrow, and Tomorrow, and Tomorrow at Café Lento tonight. Hannah brought scones again.
A: Full circle from your first meeting in September! A novel about two friends building games together must have hit differently after your months on the Aurora team.

@ 2026-04-28 21:00
U: 田中さんと、お礼のごはん。次は大阪マラソンに出るらしい。
A: 東京の次は大阪！田中さん、すっかりランナーですね。宇治の抹茶は直接渡せましたか？

@ 2026-04-30 19:00
U: Last day at Minato Systems. Kenta gave me a tiny Aurora logo sticker.
A: What a lovely send-off. Aurora will always be partly yours, even with Kenta as its new parent. Rest this weekend; May 1 at Lumen Robotics is a big day.

@ 2026-04-30 23:41
U: 明日から新しい職場。緊張するけど、がんばる。おやすみ
"""


def parse_story(text: str) -> list[Exchange]:
    exchanges: list[Exchange] = []
    target: list[str] | None = None
    for line in text.splitlines():
        if not line.strip():
            continue
        if line.startswith("@ "):
            exchanges.append(Exchange(datetime.fromisoformat(line[2:]).replace(tzinfo=JST)))
            continue
        if line.startswith("    ") and target is not None:
            target[-1] += "\n" + line[4:]
            continue
        kind, _, body = line.partition(": ")
        ex = exchanges[-1]
        target = {"U": ex.users, "A": ex.replies, "S": ex.systems}[kind]
        target.append(body)
    return exchanges


# -- everyday fillers: template families that read the date for context ---------------------

# fmt: off
WEEKDAYS_JA = "月火水木金土日"
WEATHER = {  # month -> (Japanese, English) morning remarks for Tokyo
    9: [("まだ蒸し暑いので、水分補給を忘れずに。", "It's still humid, so drink plenty of water."),
        ("台風が近づいているみたいなので、午後は雨に注意です。",
         "A typhoon is passing to the south, so expect rain this afternoon.")],
    10: [("秋晴れの気持ちいい一日になりそうです。", "It looks like a crisp, clear autumn day."),
         ("朝晩が涼しくなってきましたね。", "Mornings are finally getting cooler.")],
    11: [("朝は冷え込むので、一枚羽織って出かけてください。",
          "It's chilly this morning; take a jacket."),
         ("イチョウが色づいてきましたね。", "The ginkgo trees are turning yellow.")],
    12: [("空気が乾燥しているので、喉に気をつけて。",
          "The air is very dry today; look after your throat."),
         ("今朝は今季一番の冷え込みだそうです。", "It's the coldest morning of the season so far.")],
    1: [("寒さのピークですね。暖かくしてください。",
         "We're in the coldest stretch of the year; dress warmly."),
        ("晴れていますが、風が冷たいです。", "Sunny, but the wind is bitter.")],
    2: [("まだ寒いけれど、日差しは少し春っぽくなってきました。",
         "Still cold, but the sunlight feels a little like spring."),
        ("梅が咲き始めたそうですよ。", "The plum blossoms have started to open.")],
    3: [("花粉が多い日なので、マスクがあると安心です。",
         "Pollen counts are high today; a mask might help."),
        ("だいぶ暖かくなってきましたね。", "It's getting properly warm.")],
    4: [("春らしい暖かい一日になりそうです。", "It should be a warm spring day."),
        ("少し風が強いので、洗濯物に注意です。", "It's a bit windy; careful with the laundry.")],
}


def piece(d: date) -> tuple[str, str]:
    if d < date(2025, 11, 8):
        return "アラベスク", "Arabesque"
    if d < date(2026, 3, 22):
        return "エリーゼのために", "Für Elise"
    return "ジムノペディ第1番", "Gymnopédie No. 1"


BOOKS = [  # meeting day, Japanese title, English title, Japanese remark, English remark
    (date(2025, 9, 27), "Klara and the Sun", "Klara and the Sun",
     "クララの語りは淡々としているのに、だんだん切なくなってきますよね。",
     "Klara's calm narration makes the sad parts land even harder."),
    (date(2025, 10, 25), "コンビニ人間", "Convenience Store Woman",
     "恵子の「普通」への違和感、読む人によって受け取り方がまったく違う作品ですね。",
     "Keiko's view of 'normal' people is funny and unsettling at the same time."),
    (date(2025, 11, 29), "Project Hail Mary", "Project Hail Mary",
     "科学の説明が多いのに、テンポがよくて止まらなくなりますよね。",
     "All that science, and it still reads like a thriller."),
    (date(2026, 1, 31), "博士の愛した数式", "The Housekeeper and the Professor",
     "数式がこんなに温かく描かれる小説は珍しいですよね。",
     "It's rare for a novel to make equations feel this warm."),
    (date(2026, 2, 28), "The Midnight Library", "The Midnight Library",
     "「もしもの人生」を一つずつ試すノーラ、自分ならどの本を開くか考えてしまいますね。",
     "It's hard not to wonder which of your own 'other lives' you'd open first."),
    (date(2026, 3, 28), "旅をする木", "Michio Hoshino's essays",
     "星野道夫の文章は、読んでいるだけで遠くの風景が見えてくるようです。",
     "Hoshino's Alaska feels close enough to touch."),
    (date(2026, 4, 25), "Tomorrow, and Tomorrow, and Tomorrow",
     "Tomorrow, and Tomorrow, and Tomorrow",
     "ゲーム作りを通した二人の友情の話、Auroraのチームを思い出しそうですね。",
     "A friendship told through making games; it might remind you of your Aurora team."),
]


def current_book(d: date) -> tuple[str, str, str, str] | None:
    if d < date(2025, 9, 25):
        return None
    for meeting, ja, en, note_ja, note_en in BOOKS:
        if d < meeting:
            return ja, en, note_ja, note_en
    return None


WALK_PLACES = [("多摩川の河川敷", "along the Tamagawa riverbank"),
               ("近所の公園", "in the park down the street"),
               ("二子玉川の土手", "on the Futako-Tamagawa embankment"),
               ("駅前の商店街", "around the shopping street by the station")]
WALK_EVENTS = [  # (Japanese event, Japanese reply, English event, English reply, months or None)
    ("柴犬仲間のあずきちゃんに会って大はしゃぎ",
     "あずきちゃんとはすっかり仲良しですね。柴同士、遊び方が合うのかもしれません。",
     "met her Shiba friend Azuki and went completely wild",
     "Komugi and Azuki really are best friends. Shibas often play best with other Shibas.",
     None),
    ("途中で座り込んで動かなくなった（柴拒否）",
     "出ました、柴拒否（笑）。無理に引っぱらず、少し方向を変えると歩き出すことが多いですよ。",
     "sat down halfway and refused to move, the classic Shiba protest",
     "Ah, the famous Shiba brake! Turning in a different direction for a few steps usually "
     "gets her moving again without a tug of war.", None),
    ("落ち葉の山に顔をつっこんでた",
     "落ち葉の季節ならではの楽しみですね。下に何か落ちていることもあるので、口に入れないようにだけ注意して。",
     "buried her face in a pile of fallen leaves",
     "Autumn leaf piles are the best. Just watch that she doesn't eat anything hidden "
     "underneath.", (10, 11, 12)),
    ("カラスに向かってずっと吠えてた",
     "カラスは柴犬の永遠のライバルですね（笑）。",
     "barked at a crow for five straight minutes",
     "Crows are every Shiba's natural enemy. The crow probably enjoyed it.", None),
    ("匂い嗅ぎばかりで全然進まなかった",
     "匂い嗅ぎは犬にとって新聞を読むようなもの。ゆっくりの散歩も、こむぎちゃんには満足度が高いはずです。",
     "sniffed every single lamppost, so we barely moved",
     "Sniffing is how dogs read the news, so a slow walk still tires her out nicely.", None),
    ("ほかの犬とすれ違っても落ち着いてた",
     "成長しましたね！落ち着いてすれ違えたら、たくさん褒めてあげてください。",
     "passed three other dogs without barking once",
     "That's real progress. Praise her a lot for staying calm.", None),
    ("暑くてすぐ帰りたがった",
     "柴犬は暑さに弱いので、その判断は正解です。もう少し涼しい時間にずらしましょう。",
     "wanted to go home after ten minutes because of the heat",
     "Smart girl. Shibas struggle in the heat; an earlier walk would suit her better.", (9,)),
    ("霜柱をシャリシャリ踏んで楽しそうだった",
     "霜柱の音、楽しいですよね。肉球が冷えすぎないよう、帰ったら拭いてあげてください。",
     "stomped on the frost and loved the crunching sound",
     "Frost crunching is great fun. Dry her paws when you get home so they don't crack.",
     (1, 2)),
    ("桜の花びらを追いかけてた",
     "春らしい光景ですね！写真に撮りたくなります。",
     "chased falling cherry petals",
     "What a spring scene! I hope you got a photo.", (3, 4)),
]

PIANO_ISSUES = [  # (Japanese, Japanese advice, English, English advice)
    ("右手と左手がずれる",
     "片手ずつ仕上げてから、テンポを10落として両手で合わせるのが近道です。",
     "my hands keep drifting apart",
     "Polish each hand alone first, then put them together 10 bpm slower than usual."),
    ("同じところで何度も止まる",
     "止まる箇所の2小節前から2小節後までを1セットにして、5回くり返してみてください。つなぎ目に原因があることが多いです。",
     "I stop at the same bar every time",
     "Loop from two bars before the spot to two bars after it, five times in a row. "
     "The problem is usually the join, not the bar itself."),
    ("指がもつれる",
     "楽譜に指番号を書き込んで、毎回同じ指で弾くようにすると安定しますよ。",
     "my fingers get tangled in the fast part",
     "Pencil the fingering into the score and use exactly the same fingers every time."),
    ("今日は調子がよかった",
     "調子のいい日は録音しておくと、あとで自信になりますよ。",
     "today it actually sounded like music",
     "Record it on days like this; it's a great confidence boost later."),
    ("メトロノームに合わせると急に弾けなくなる",
     "最初はメトロノームを2拍目と4拍目だけに鳴らすと、窮屈さが減りますよ。",
     "everything falls apart with the metronome on",
     "Try setting the click to beats 2 and 4 only; it feels less like a cage."),
]

COFFEE = [  # (Japanese name, English name, Japanese notes, English notes)
    ("エチオピア・イルガチェフェ", "Ethiopia Yirgacheffe", "ジャスミンのような香りと紅茶っぽい後味",
     "a floral, almost jasmine aroma and a tea-like finish"),
    ("グアテマラ", "Guatemala", "チョコレートとナッツのような甘さ", "chocolate and nutty sweetness"),
    ("ケニア", "Kenya", "ベリー系の明るい酸味", "bright, berry-like acidity"),
    ("コロンビア", "Colombia", "キャラメルのような甘さ", "caramel sweetness"),
    ("マンデリン", "Sumatra Mandheling", "どっしりしたコクとハーブっぽさ", "a heavy body and earthy notes"),
]
BREW_TIPS = [
    ("お湯は92℃くらい、豆15gにお湯240mlが目安です。",
     "Try 92°C water and 15 g of coffee to 240 ml."),
    ("深煎りなら少し低め、88℃くらいで淹れると苦みがまろやかになります。",
     "If it's a dark roast, drop the water to about 88°C to soften the bitterness."),
    ("蒸らしを30秒しっかりとると、味がぐっと安定しますよ。",
     "A full 30-second bloom makes a big difference in consistency."),
]

# Used once each, in order of date window: (first day, last day, lang, user, reply).
WORK = [
    (date(2025, 9, 8), date(2025, 12, 11), "en",
     "Long day. Standup ran 40 minutes because of a debate about the map colours.",
     "A 40-minute standup means the topic needs its own meeting. Suggest a 15-minute timebox "
     "and move design debates to a separate session with Priya."),
    (date(2025, 9, 8), date(2025, 12, 11), "ja",
     "健太さんとペアプロで、トラック位置のAPIをつないだ。",
     "ペアプロでつなぐと、API仕様の認識のずれがその場で解消できていいですね。時刻のタイムゾーンの扱いだけ、早めにそろえておくと安心です。"),
    (date(2025, 9, 8), date(2025, 12, 11), "ja",
     "Priyaさんの新しいデザイン案、地図がすごく見やすくなった。",
     "地図が見やすいのはダッシュボードの命ですね。配車担当の人が一目でトラックの遅れに気づけるかどうか、楓ロジスティクスの方にも見てもらえるといいですね。"),
    (date(2025, 9, 8), date(2025, 12, 11), "en",
     "Sprint review went well. Sato-san loved the live truck animation.",
     "Nice! Moving trucks are what people remember from a demo. Keep that animation "
     "for December 12."),
    (date(2025, 9, 8), date(2025, 12, 11), "ja",
     "Auroraのテストを書いていたら一日終わった。",
     "地味ですが、12月12日のデモ前にテストがそろっているのは心強いです。特にETAの計算まわりは、あとで必ず助けになります。"),
    (date(2025, 9, 8), date(2025, 12, 11), "en",
     "Kaede Logistics sent us three months of real delivery data.",
     "Real data is gold for the ETA model. Check the timestamps first: you'll want to know "
     "whether they're in UTC or local time before anything else."),
    (date(2025, 9, 8), date(2025, 12, 11), "ja",
     "今日は会議が5つ。コードを1行も書けなかった…",
     "会議が5つもあると集中する時間が残りませんよね。週に2回くらい、午前中を「会議なし」にしてカレンダーをブロックしてみては？"),
    (date(2025, 12, 15), date(2026, 2, 26), "en",
     "Spent the whole day on colour tokens for dark mode.",
     "Tedious but worth it: with proper tokens, dark mode becomes a theme switch instead of "
     "a hundred one-off fixes."),
    (date(2025, 12, 15), date(2026, 2, 26), "ja",
     "日英切り替えの翻訳キー、300個もあった…",
     "300個は多いですね！画面ごとに分けて、Priyaさんと手分けするといいかも。日付や時刻の表示形式も言語ごとに確認しておきましょう。"),
    (date(2025, 12, 15), date(2026, 2, 26), "ja",
     "楓ロジスティクスの配車担当の方にヒアリング。夜勤の人はダークモード必須らしい。",
     "現場の声が聞けたのは大きいですね。夜勤の画面は明るすぎると目が疲れるので、ダークモードを優先した判断は正解です。"),
    (date(2025, 12, 15), date(2026, 2, 26), "en",
     "Kenta and I load-tested Aurora with 2,000 simulated trucks. It held up.",
     "2,000 trucks without falling over is a good sign. Note the numbers for the launch "
     "checklist."),
    (date(2026, 3, 2), date(2026, 3, 30), "ja",
     "引き継ぎ資料、キャッシュの章を書いた。",
     "キャッシュの章は大事ですね。5秒のTTLにした理由と、1.8秒から300ミリ秒に改善した経緯も書いておくと、後から読む人が納得できます。"),
    (date(2026, 3, 2), date(2026, 3, 30), "en",
     "Walked Kenta through the deploy pipeline today. He'll run the next release alone.",
     "Letting him run the next release while you're still around is the best kind of "
     "handover."),
]

COOKING = [  # (first day, last day, lang, user, reply)
    (date(2025, 9, 1), date(2025, 9, 30), "ja", "冷やし中華を作った。たぶん今年最後。",
     "夏の名残りですね。タレにごま油を少し足すと、市販のものでもぐっと香りが立ちますよ。"),
    (date(2025, 9, 1), date(2026, 4, 30), "en",
     "Made miso soup with clams. First time cleaning asari properly.",
     "Nice! Soaking them in 3% salt water in the dark for an hour is the trick; then add "
     "the miso only after the shells open, and don't let it boil."),
    (date(2025, 9, 1), date(2026, 4, 30), "ja", "肉じゃがを作ったら、じゃがいもが煮崩れた…",
     "メークインを使うと煮崩れしにくいですよ。男爵なら面取りをして、ぐらぐら沸騰させないのがコツです。"),
    (date(2025, 9, 1), date(2026, 4, 30), "en", "Tried okonomiyaki. The flip was a disaster.",
     "Use two spatulas and commit to the flip in one quick move. A smaller pancake, about "
     "15 cm, is much easier."),
    (date(2025, 11, 1), date(2026, 2, 28), "ja", "鍋の季節！豚バラと白菜のミルフィーユ鍋にした。",
     "ミルフィーユ鍋、簡単でおいしいですよね。しめは雑炊かラーメンか、悩むところです。"),
    (date(2025, 9, 1), date(2026, 4, 30), "en", "Baked banana bread with the overripe bananas.",
     "The blacker the bananas, the better the bread. A handful of walnuts and a pinch of "
     "cinnamon next time?"),
    (date(2025, 9, 1), date(2026, 4, 30), "ja", "親子丼を作ったけど、卵がかたくなっちゃった。",
     "卵は2回に分けて入れて、2回目は半熟のうちに火を止めるとふわとろになりますよ。"),
    (date(2025, 9, 1), date(2026, 4, 30), "en", "Made onigiri for tomorrow's lunch, salmon and umeboshi.",
     "Classic combo. Wet your hands and rub a little salt on them before shaping, and the "
     "rice won't stick."),
    (date(2025, 12, 1), date(2026, 2, 28), "ja", "ぶり大根を初めて作った。",
     "ぶりは霜降り（熱湯をかけてから冷水）をすると臭みが抜けます。大根は下茹でしておくと味がしみやすいですよ。"),
    (date(2025, 10, 1), date(2026, 3, 31), "en",
     "Roasted sweet potatoes in the oven. Komugi begged for some.",
     "Plain roasted sweet potato is actually a safe treat for her: no butter, small pieces, "
     "and it's chicken-free."),
    (date(2025, 9, 1), date(2026, 4, 30), "ja", "餃子を50個包んだ。半分は冷凍。",
     "50個はすごい！冷凍するときはバットに並べて凍らせてから袋に移すと、くっつかずに保存できますよ。"),
    (date(2025, 9, 1), date(2026, 4, 30), "en", "Pasta night. Tried cacio e pepe and the cheese clumped.",
     "Take the pan off the heat before adding the cheese, and loosen it with starchy pasta "
     "water a spoonful at a time. Finely grated pecorino helps too."),
    (date(2025, 11, 1), date(2026, 2, 28), "ja", "おでんを仕込んだ。大根は前の日から。",
     "前日から仕込んだ大根、味がしみて絶対おいしいやつですね。練り物は煮すぎると味が抜けるので、最後に入れるのがおすすめです。"),
    (date(2025, 9, 1), date(2026, 4, 30), "en",
     "Tried a Thai green curry from a paste. Not my spice curry, but fun.",
     "A good paste is a shortcut worth having. Fry it in the thick part of the coconut milk "
     "first; that's where the flavour opens up."),
]

CHAT = [  # (first day, last day, lang, user, reply)
    (date(2025, 9, 1), date(2026, 4, 30), "en", "Watched Perfect Days tonight. Quiet film, loved it.",
     "Wim Wenders' film about Hirayama and his daily routine in Tokyo. It makes ordinary "
     "mornings feel like a small ceremony, doesn't it?"),
    (date(2025, 9, 1), date(2026, 4, 30), "ja", "『君たちはどう生きるか』をやっと観た。",
     "宮崎駿監督の作品ですね。説明が少ない分、観たあとに人と話したくなる映画だと思います。どの場面が印象に残りましたか？"),
    (date(2025, 9, 1), date(2026, 4, 30), "en", "Watched Past Lives. I cried at the end.",
     "That last walk to the taxi gets almost everyone. It's a film about the people we might "
     "have been."),
    (date(2025, 9, 1), date(2026, 4, 30), "ja", "近所に新しいパン屋さんができた。",
     "新しいパン屋さん、わくわくしますね。最初はその店の一番人気と、シンプルな食パンを買うと実力がわかりますよ。"),
    (date(2025, 9, 1), date(2026, 4, 30), "en", "My phone screen cracked. Ugh.",
     "Oh no. Put clear tape over the crack for now so glass splinters don't get into your "
     "fingers, and back up your photos before the repair."),
    (date(2026, 1, 20), date(2026, 3, 10), "ja", "確定申告の準備、めんどう…",
     "今年の申告期間は2月16日から3月16日までですね。医療費やふるさと納税の書類を先に一か所にまとめておくと、当日がかなり楽になります。"),
    (date(2026, 3, 1), date(2026, 4, 30), "en", "The pollen is killing me this week.",
     "Peak cedar season. Change clothes when you get home, and wipe Komugi's coat too; "
     "she brings a lot of pollen in."),
    (date(2025, 12, 20), date(2025, 12, 30), "ja", "部屋の大掃除をした。こむぎの毛がすごい。",
     "柴犬の毛は年中無休ですね（笑）。ゴム手袋でソファをなでると、抜け毛がおもしろいほど取れますよ。"),
    (date(2025, 11, 15), date(2026, 2, 28), "en",
     "Bought a humidifier. My room was at 30% humidity.",
     "30% is really dry. Aim for 40 to 60%; your throat and your skin will notice."),
    (date(2025, 9, 1), date(2026, 4, 30), "ja", "今日は雨で一日中家にいた。",
     "雨の日のおうち時間もいいですね。こむぎちゃんは散歩に行けなくて退屈していませんでしたか？"),
    (date(2025, 9, 1), date(2026, 4, 30), "en",
     "Tried the new bakery's melon pan. Crunchy top, perfect.",
     "A crunchy top is the sign of a good melon pan. Did you get anything else?"),
    (date(2025, 9, 1), date(2026, 4, 30), "ja", "母から電話。元気にしてるか心配されてた。",
     "お母さん、うれしかったでしょうね。こむぎちゃんの写真を送ってあげると喜ばれそうです。"),
    (date(2025, 10, 1), date(2026, 4, 30), "en", "Reorganised my desk. It feels like a new room.",
     "A clean desk is an underrated productivity tool. Does the piano fit better now too?"),
]

CHAT += [
    (date(2025, 11, 10), date(2025, 11, 17), "ja", "来週の面談、何を着ていけばいいか迷う。",
     "カジュアル面談なら、オフィスカジュアルで十分です。襟のあるシャツかきれいめのニットなら、オンラインでも対面でも安心ですよ。"),
    (date(2025, 11, 25), date(2025, 12, 2), "en",
     "Couldn't sleep. Kept running through system design answers in my head.",
     "Your brain is rehearsing, which is a good sign, but sleep helps more than one more run "
     "through. Write the three points you most want to say on a card and let the rest go."),
    (date(2026, 1, 16), date(2026, 1, 27), "ja", "面接の結果待ち、そわそわする。",
     "待つ時間がいちばん落ち着かないですよね。連絡は2週間以内とのことなので、今週はAuroraとピアノに集中して、気をまぎらわせましょう。"),
    (date(2026, 2, 10), date(2026, 3, 25), "en",
     "Akari sent me a list of 15 sweets shops she wants to visit in Kyoto.",
     "Fifteen in three days is ambitious! Pick the three she's most excited about and treat "
     "the rest as a bonus; most of them are around Gion and Nishiki Market anyway."),
    (date(2026, 3, 15), date(2026, 3, 30), "ja", "京都の桜の開花予想、3月末だって。",
     "3月末に開花なら、4月3日〜5日はちょうど満開前後になりそうですね。いいタイミングです。"),
    (date(2025, 9, 1), date(2026, 4, 30), "en", "Is it weird that I talk to my dog in two languages?",
     "Not at all. Komugi mostly listens to your tone anyway, and plenty of bilingual "
     "households do the same. She probably knows 'osanpo' and 'walk' both mean the best thing."),
    (date(2025, 9, 1), date(2026, 4, 30), "ja", "最近、寝る前にスマホを見すぎてる気がする。",
     "寝る30分前にはスマホを別の部屋で充電する、というルールにすると意外と続きますよ。代わりに読書会の本を読むのもいいかも。"),
    (date(2025, 10, 1), date(2026, 4, 30), "en",
     "Found a tiny ramen shop near the station. Yuzu shio ramen, so good.",
     "Yuzu shio is such a clean, bright bowl. Sounds like a new regular spot."),
]
TANAKA = [
    (date(2025, 10, 5), date(2025, 11, 30), "ja", "今日は田中さんと表参道でランチ。ガレットのお店。",
     "ガレット、いいですね！田中さん、マラソン練習の調子はどうでしたか？"),
    (date(2025, 10, 5), date(2025, 12, 10), "en",
     "Tanaka-san ran 30 km today as her long run. I get tired just hearing it.",
     "30 km is a serious long run, and right on schedule for a March 1 marathon. "
     "She's doing it properly."),
    (date(2025, 12, 20), date(2026, 2, 20), "ja", "田中さんから、本番用のシューズを買ったって連絡。",
     "本番の1〜2か月前にシューズを決めて、長い距離で慣らしておくのが理想なので、ちょうどいい時期ですね。"),
    (date(2026, 1, 5), date(2026, 2, 25), "en",
     "Tanaka-san says she's aiming for under four and a half hours.",
     "A sensible goal for a first marathon. If she starts conservatively, she'll have "
     "something left for the last 10 km."),
    (date(2026, 3, 5), date(2026, 3, 31), "ja", "田中さん、マラソンのあと脚が筋肉痛で階段がつらいらしい笑",
     "フルマラソンのあとは階段の下りが一番つらいんですよね（笑）。1週間もすれば回復するはずです。"),
    (date(2026, 3, 5), date(2026, 3, 31), "en",
     "Asked Tanaka-san if she could look after Komugi during the Kyoto trip again, just to "
     "confirm. She said yes.",
     "Good to have it confirmed. Drop Komugi off the evening before, on April 2, so you're "
     "not rushing for the 7:00 Shinkansen."),
]
KOMUGI = [
    (date(2025, 9, 20), date(2025, 11, 15), "ja", "換毛期でこむぎの毛がすごい。",
     "柴犬の換毛期は、ブラシで毎日とかしても追いつかないくらい抜けますよね。スリッカーとラバーブラシの2本使いがおすすめです。"),
    (date(2025, 9, 1), date(2026, 4, 30), "en",
     "Komugi attacked the vacuum cleaner again. It's her sworn enemy.",
     "Many Shibas hate vacuums. Give her a treat in another room while you clean, and the "
     "noise starts to mean something good."),
    (date(2025, 9, 16), date(2026, 4, 30), "ja", "こむぎの爪切り、今日は2本しか切らせてくれなかった。",
     "2本でも十分な前進です。毎日1〜2本ずつ、おやつ（鶏肉以外の）とセットにすると、だんだん慣れてくれますよ。"),
    (date(2025, 9, 16), date(2026, 4, 30), "en",
     "Bought Komugi a new squeaky toy shaped like a salmon. Fitting.",
     "A salmon toy for a salmon-food dog, perfect! Check the squeaker now and then; Shibas "
     "love to dig it out."),
    (date(2025, 9, 1), date(2026, 4, 30), "ja", "こむぎの歯みがき、ようやく嫌がらなくなってきた。",
     "すばらしい！歯みがきは習慣にするのが一番難しいので、嫌がらなくなったのは大きいです。"),
    (date(2026, 3, 1), date(2026, 4, 30), "en", "Spring shedding has started. Komugi looks like a dandelion.",
     "The spring coat blow! Daily brushing outside for a couple of weeks saves your sofa."),
    (date(2025, 11, 15), date(2026, 2, 28), "ja", "こむぎ、こたつから出てこない。",
     "柴犬もこたつの魅力には勝てないですね（笑）。暑くなりすぎないよう、ときどき様子を見てあげてください。"),
]

THANKS = [("ありがとう！", "どういたしまして！また何でも話してくださいね。"),
          ("ありがとう、助かった", "お役に立ててよかったです。"),
          ("Thanks!", "Anytime!"), ("Thank you, that helps a lot.", "Glad it helped!")]
NIGHT = [("おやすみ", "おやすみなさい。ゆっくり休んでくださいね。"),
         ("そろそろ寝ます", "おやすみなさい。明日もいい一日になりますように。"),
         ("Good night!", "Good night! Sleep well."),
         ("Heading to bed.", "Sleep well. Talk tomorrow.")]
# fmt: on


def morning(rng: random.Random, d: date, lang: str) -> tuple[str, str]:
    wd = d.weekday()
    ja_w, en_w = rng.choice(WEATHER[d.month])
    lesson = wd == 5 and d >= date(2025, 9, 13)
    if lang == "ja":
        user = rng.choice(["おはよう", "おはよう〜", "おはようございます", "おはよ。眠い…"])
        head = (
            "眠そうですね。昨夜は遅かったんですか？" if "眠い" in user else "おはようございます！"
        )
        hint = "今日は10時から山口先生のレッスンですね。" if lesson else ""
        return user, f"{head}今日は{WEEKDAYS_JA[wd]}曜日。{ja_w}{hint}"
    user = rng.choice(["Morning!", "Good morning", "morning... need coffee"])
    head = "Coffee first, then the world." if "coffee" in user else "Good morning!"
    hint = " Piano lesson with Yamaguchi-sensei at 10 today." if lesson else ""
    return user, f"{head} Happy {d:%A}. {en_w}{hint}"


def walk(rng: random.Random, d: date, lang: str) -> tuple[str, str]:
    events = [e for e in WALK_EVENTS if e[4] is None or d.month in e[4]]
    ev_ja, rep_ja, ev_en, rep_en, _ = rng.choice(events)
    place_ja, place_en = rng.choice(WALK_PLACES)
    minutes = rng.choice([20, 30, 30, 40, 50, 60])
    if lang == "ja":
        extra = f"{minutes}分はしっかり歩きましたね。" if minutes >= 50 else ""
        return f"夕方の散歩、{place_ja}を{minutes}分。こむぎが{ev_ja}。", rep_ja + extra
    return f"Evening walk, {minutes} minutes {place_en}. Komugi {ev_en}.", rep_en


def piano(rng: random.Random, d: date, lang: str) -> tuple[str, str]:
    p_ja, p_en = piece(d)
    issue_ja, tip_ja, issue_en, tip_en = rng.choice(PIANO_ISSUES)
    minutes = rng.choice([15, 20, 30, 30, 45, 60])
    if lang == "ja":
        return f"「{p_ja}」を{minutes}分練習。{issue_ja}。", tip_ja
    return f"Practised {p_en} for {minutes} minutes; {issue_en}.", tip_en


_beans_bought: dict[str, int] = {}


def coffee(rng: random.Random, d: date, lang: str) -> tuple[str, str] | None:
    left = [c for c in COFFEE if _beans_bought.get(c[0], 0) < 2]
    if not left:
        return None
    name_ja, name_en, notes_ja, notes_en = rng.choice(left)
    _beans_bought[name_ja] = _beans_bought.get(name_ja, 0) + 1
    tip_ja, tip_en = rng.choice(BREW_TIPS)
    if lang == "ja":
        return (
            f"ヒカリコーヒーで{name_ja}の豆を買った。",
            f"{name_ja}は{notes_ja}が特徴ですね。{tip_ja}",
        )
    return (
        f"Picked up {name_en} beans at Hikari Coffee.",
        f"{name_en} is known for {notes_en}. {tip_en}",
    )


READ_PROGRESS = [  # (Japanese, Japanese remark, English, English remark)
    (
        "3分の1くらいまで読んだ",
        "このペースなら読書会に間に合いますね。",
        "a third of the way into",
        "At this pace you'll finish in time.",
    ),
    (
        "半分くらいまで読んだ",
        "ここから面白くなるところです。",
        "halfway through",
        "Halfway is usually where it gets good.",
    ),
    (
        "あと少しで読み終わる",
        "読書会で話すのが楽しみですね。",
        "nearly done with",
        "You'll have plenty to say at the meeting.",
    ),
]
_read_log: dict[str, tuple[int, date]] = {}  # book -> (progress step, day of last mention)


def reading(rng: random.Random, d: date, lang: str) -> tuple[str, str] | None:
    book = current_book(d)
    if book is None:
        return None
    ja, en, note_ja, note_en = book
    done, last = _read_log.get(ja, (0, date.min))
    if done >= len(READ_PROGRESS) or d - last < timedelta(days=5):
        return None
    step = done + 1  # progress only moves forward
    _read_log[ja] = (step, d)
    done_ja, more_ja, done_en, more_en = READ_PROGRESS[step - 1]
    if lang == "ja":
        return f"『{ja}』、{done_ja}。", note_ja + more_ja
    return f"I'm {done_en} {en} for book club.", f"{note_en} {more_en}"


def running(rng: random.Random, d: date, lang: str) -> tuple[str, str]:
    km = rng.choice([3, 4, 5, 5, 6, 8])
    pace = rng.randint(340, 400)  # seconds per km
    total = km * pace
    clock = f"{total // 60}分{total % 60:02d}秒"
    if lang == "ja":
        reply = f"1kmあたり{pace // 60}分{pace % 60:02d}秒、安定したペースですね。"
        if km >= 6:
            reply += "距離も伸びてきました。田中さんと一緒に走れる日も近いかも。"
        return f"川沿いを{km}km走った。{clock}。", reply
    reply = f"That's {pace // 60}:{pace % 60:02d} per km, a nice steady pace."
    if km >= 6:
        reply += " Your distance is creeping up; Tanaka-san would be proud."
    return f"Ran {km} km along the river in {total // 60}:{total % 60:02d}.", reply


def pooled(pool: list[tuple[date, date, str, str, str]]) -> Callable[..., tuple[str, str] | None]:
    """A family whose entries are each used once, when the date and language fit."""

    def pick(rng: random.Random, d: date, lang: str) -> tuple[str, str] | None:
        fits = [e for e in pool if e[0] <= d <= e[1] and e[2] == lang]
        if not fits:
            return None
        entry = rng.choice(fits)
        pool.remove(entry)
        return entry[3], entry[4]

    return pick


def short(pairs: list[tuple[str, str]]) -> Callable[..., tuple[str, str]]:
    def pick(rng: random.Random, d: date, lang: str) -> tuple[str, str]:
        ascii_only = [p for p in pairs if p[0].isascii() == (lang == "en")]
        return rng.choice(ascii_only)

    return pick


# name, family, weight, hours (start, end), first day it can happen
Family = Callable[[random.Random, date, str], tuple[str, str] | None]
FAMILIES: list[tuple[str, Family, int, tuple[int, int], date]] = [
    ("morning", morning, 2, (6, 8), FIRST_DAY),
    ("walk", walk, 5, (17, 19), FIRST_DAY),
    ("piano", piano, 4, (20, 22), date(2025, 9, 14)),
    ("coffee", coffee, 2, (9, 11), FIRST_DAY),
    ("reading", reading, 3, (22, 23), FIRST_DAY),
    ("work", pooled(WORK), 4, (19, 22), FIRST_DAY),
    ("cooking", pooled(COOKING), 3, (19, 21), FIRST_DAY),
    ("chat", pooled(CHAT), 4, (12, 21), FIRST_DAY),
    ("tanaka", pooled(TANAKA), 2, (12, 21), FIRST_DAY),
    ("komugi", pooled(KOMUGI), 3, (18, 21), FIRST_DAY),
    ("running", running, 2, (6, 7), date(2025, 10, 16)),
    ("night", short(NIGHT), 1, (23, 23), FIRST_DAY),
]
ADVICE = {"piano", "coffee", "cooking", "work", "komugi"}  # worth a "thanks" afterwards
NO_DOG = [(date(2025, 10, 12), date(2025, 10, 20)), (date(2026, 4, 2), date(2026, 4, 5))]
NO_FILLER = [(date(2026, 4, 2), date(2026, 4, 6))]  # the Kyoto trip has its own story


def fillers(rng: random.Random, story: list[Exchange]) -> list[Exchange]:
    busy: dict[date, list[datetime]] = {}
    for told in story:
        busy.setdefault(told.at.date(), []).append(told.at)
    out: list[Exchange] = []
    d = FIRST_DAY + timedelta(days=2)  # the user says hello on the evening of Sep 2
    while d <= LAST_DAY:
        if not any(a <= d <= b for a, b in NO_FILLER):
            today: list[Exchange] = []
            for _ in range(rng.choice([0, 1, 1, 1, 2, 2])):
                for _attempt in range(3):  # a family may have nothing left for this day
                    ex = one_filler(rng, d, busy.setdefault(d, []), {e.family for e in today})
                    if ex is not None:
                        today.append(ex)
                        busy[d].append(ex.at)
                        break
            out.extend(today)
        d += timedelta(days=1)
    return out


def one_filler(
    rng: random.Random, d: date, taken: list[datetime], used: set[str]
) -> Exchange | None:
    name, family, _, hours, start = rng.choices(FAMILIES, weights=[f[2] for f in FAMILIES])[0]
    if d < start or name in used or (name == "walk" and any(a <= d <= b for a, b in NO_DOG)):
        return None
    if name == "work" and (d.weekday() >= 5 or date(2025, 12, 27) <= d <= date(2026, 1, 4)):
        return None  # weekdays only, and not over the New Year holidays
    at = datetime(d.year, d.month, d.day, rng.randint(*hours), rng.randrange(60), tzinfo=JST)
    if any(abs(at - t) < timedelta(minutes=45) for t in taken):
        return None  # keep clear of another conversation that day
    texts = family(rng, d, rng.choice(["ja", "en"]))
    if texts is None:
        return None
    return Exchange(at, [texts[0]], [texts[1]], family=name)


def follow_ups(rng: random.Random, exchanges: list[Exchange]) -> list[Exchange]:
    """Now and then the user says thanks a few minutes after getting advice."""
    out = []
    for ex in exchanges:
        if ex.family in ADVICE and rng.random() < 0.15:
            lang = "en" if ex.users[0].isascii() else "ja"
            user, reply = short(THANKS)(rng, ex.at.date(), lang)
            out.append(Exchange(ex.at + timedelta(minutes=rng.randint(2, 6)), [user], [reply]))
    return out


# -- writing -----------------------------------------------------------------------------------

HEADER = (
    "# omoide sample archive: fictional conversations written for this project.\n"
    "# Format: docs/archive-format.md. Regenerate with scripts/make_sample_archive.py.\n"
)


def render(
    rng: random.Random, ex: Exchange, *, names: tuple[str, str] | None = None, tz: timezone = JST
) -> str:
    user_name, agent_name = names or (None, None)
    at = ex.at.replace(second=rng.randrange(60)).astimezone(tz)
    parts = [format_block("SYSTEM", s, at=at) for s in ex.systems]
    for i, text in enumerate(ex.users):
        parts.append(format_block("USER", text, at=at + timedelta(seconds=15 * i), name=user_name))
    reply_at = at + timedelta(seconds=15 * len(ex.users) + rng.randint(4, 40))
    for text in ex.replies:
        parts.append(format_block("AGENT", text, at=reply_at, name=agent_name))
    return "".join(parts)


def write(out: Path) -> dict[str, int]:
    rng = random.Random(SEED)
    story = parse_story(STORY)
    daily = fillers(rng, story)
    everything = sorted(story + daily + follow_ups(rng, daily), key=lambda e: e.at)
    files: dict[str, list[str]] = {}
    last_day: date | None = None
    for ex in everything:
        month = ex.at.strftime("%Y-%m")
        if month == "2025-09":
            # An older export from another app: UTC times, display names, one session a day.
            name = "log_import_source/hoshi_export_2025-09.txt"
            chunk = ""
            if ex.at.date() != last_day:
                chunk = "\n" + format_session_marker(f"hoshi-{ex.at:%Y-%m-%d}")
            chunk += render(rng, ex, names=("ゆき", "Hoshi"), tz=UTC)
        else:
            name = "log.txt" if month == "2026-04" else f"log_archives/{month}.txt"
            chunk = render(rng, ex)
        last_day = ex.at.date()
        files.setdefault(name, []).append(chunk)
    counts = {}
    for name, chunks in files.items():
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        intro = HEADER
        if name.startswith("log_import_source"):
            intro += "# Imported from the Hoshi app export (times in UTC).\n"
        path.write_text(intro + "".join(chunks), encoding="utf-8", newline="\n")
        counts[name] = len(chunks)
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "memory_store" / "sample_data")
    args = parser.parse_args()
    for name, n in sorted(write(args.out).items()):
        print(f"{name}: {n} exchanges")


if __name__ == "__main__":
    main()
