"""A compact Japanese <-> English lexicon of common words (generated: do not edit).

Derived from JMdict, the Japanese-Multilingual Dictionary of the Electronic Dictionary
Research and Development Group (EDRDG), https://www.edrdg.org/wiki/index.php/JMdict-EDICT_Dictionary_Project
— as shipped by the pip package jamdict-data 1.5 (JMdict 1.08). JMdict is © EDRDG and
used under the Creative Commons Attribution-ShareAlike licence (CC BY-SA; version 3.0 as the
package's LICENSE.md states it, https://creativecommons.org/licenses/by-sa/3.0/; the EDRDG
publishes JMdict under CC BY-SA 4.0 today, https://www.edrdg.org/edrdg/licence.html). This
file is a derived work and is distributed under the same licence (CC BY-SA), unlike the rest of
omoide (Apache-2.0).

Made by ``scripts/build_lexicon.py`` (its docstring says what is kept): common words only
(JMdict priority tags), nouns, verbs and adjectives, a few translations each. Read by
:mod:`omoide.agent.understanding.lexicon`.

``JA``: one Japanese form a line, a tab, its English glosses separated by ``|``.
``EN``: one English word a line, a tab, its Japanese forms separated by ``|``, best first.
"""

# fmt: off
JA = """\
あくる日	following day
あだ名	nickname
あの世	netherworld
あり合わせ	on hand|readily available
あり得ない	impossible|unlikely|improbable
あり得なかっ	impossible|unlikely|improbable
あり得なく	impossible|unlikely|improbable
あり得なさ	impossible|unlikely|improbable
あん摩	massage|masseur|masseuse
いい加減	irresponsible|perfunctory|careless
いっその事	rather|sooner|preferably
いつの間にか	unnoticed|unawares
いつも通り	as always|as usual
いつ頃	how soon
うつ病	depression
うまく行い	go smoothly
うまく行き	go smoothly
うまく行く	go smoothly
おせち料理	osechi
お一人様	one person|one customer
お世辞	flattery|compliment
お中元	mid-year gift|summer gift
お互いに	mutually|reciprocally|together
お仕舞い	the end|closing
お代わり	another helping|second helping|seconds
お休み	holiday|absence|sleep
お使い	errand|mission|messenger
お兄さん	older brother|elder brother|young man
お八つ	between-meal snack|mid-afternoon snack|afternoon refreshment
お凸	brow|forehead|prominent forehead
お化け	goblin|monster|demon
お医者さん	doctor
お参り	visit|worship
お喋り	chattering|talk|idle talk
お坊さん	buddhist priest|monk|son
お姉さん	older sister|elder sister|young lady
お婆ちゃん	granny|grandma|gran
お嬢さん	daughter|young lady
お子さま	child|kid
お子様	child|kid
お宅	your house|your home|your family
お守り	charm|amulet
お客さま	guest|visitor|customer
お客様	guest|visitor|customer
お家	your home|your family|their home
お巡りさん	police officer
お帰り	return
お店	store|shop
お弁当	bento
お手上げ	giving up
お手伝い	maid|helper|help
お手伝いさん	maid
お手数	trouble|bother
お手洗い	toilet|restroom|lavatory
お持て成し	hospitality|reception|treatment
お握り	onigiri|rice ball
お支払い方法	payment method
お支払方法	payment method
お昼	lunch|noon|midday
お歳暮	year-end gift|year end
お母さん	mother|mom|mum
お父さん	father|dad|papa
お産	birth|childbirth|delivery
お礼	gratitude|manners|etiquette
お祖母さん	grandmother|old woman
お祖父さん	grandfather|male senior-citizen
お祝い	congratulation|congratulations|celebration
お神輿	portable shrine|buttocks|lower back
お節	osechi
お節介	meddling|meddlesomeness|nosiness
お節料理	osechi
お絞り	wet towel
お腹	belly|abdomen|stomach
お茶	tea|tea break
お菓子	confections|sweets|candy
お袋	one's mother
お詫び	apology
お話	story|tale|talk
お話し	story|tale|talk
お負け	freebie|something additional|bonus
お買い得	bargain|good buy|budget
お買得	bargain|good buy|budget
お辞儀	bow|bowing
お返し	return gift|return favour|revenge
お金	money
お釣り	change|toilet splashback
お願い	request|favour|wish
お馴染み	familiar|well-known|regular
かき氷	shaved ice|italian ice|snow cone
か弱い	weak|feeble|delicate
か弱かっ	weak|feeble|delicate
か弱く	weak|feeble|delicate
か弱さ	weak|feeble|delicate
くじ引き	lottery|drawn lot
くっ付い	adhere to|stick to|cling to
くっ付き	adhere to|stick to|cling to
くっ付く	adhere to|stick to|cling to
くっ付け	attach|stick together|paste
くっ付ける	attach|stick together|paste
けが人	wounded person|injured person
ことが出来	be able|be possible
ことが出来る	be able|be possible
この前	recently|lately|previous
この間	lately|recently|meanwhile
この頃	nowadays|at present|recently
ご主人	your husband|her husband
ご存じ	knowing|acquaintance
ご無沙汰	long silence
ご褒美	reward|prize
ご覧になっ	see|look|watch
ご覧になり	see|look|watch
ご覧になる	see|look|watch
ご連絡	contacting|communication|call
ご飯	cooked rice|meal
ご馳走	feast|treating|to treat
さつま芋	sweet potato
しきい値	threshold
し過ぎ	overdo
し過ぎる	overdo
じゃが芋	potato
すき焼	sukiyaki
すき焼き	sukiyaki
すぐ側	right beside|close to|nearby
そうこうしている内に	meanwhile
そこら辺	hereabouts|around there|that area
その上	in addition|furthermore|above
その他	the rest|the others|in addition
その内	soon|someday|among them
その内に	soon|someday
その外	the rest|the others|in addition
その物	itself
そよ風	gentle breeze|soft wind|zephyr
それ程	that degree|that extent
ただ今	presently|right away|right now
たどり着い	arrive at|finally reach
たどり着き	arrive at|finally reach
たどり着く	arrive at|finally reach
ため息	sigh
だらし無い	slovenly|sloppy|untidy
だらし無かっ	slovenly|sloppy|untidy
だらし無く	slovenly|sloppy|untidy
だらし無さ	slovenly|sloppy|untidy
ちり取	dustpan
ちり取り	dustpan
ちり紙	tissue paper|toilet paper
ついて行い	accompany|follow
ついて行き	accompany|follow
ついて行く	accompany|follow
つかの間	moment
つま先	toes
とんでも無い	unthinkable|absurd|outrageous
とんでも無かっ	unthinkable|absurd|outrageous
とんでも無く	unthinkable|absurd|outrageous
とんでも無さ	unthinkable|absurd|outrageous
どう言う	somehow
どの位	how long|how far
どの辺	whereabout
どれ位	how long|how far
ないと行けない	is indispensable|absolutely necessary
ないと行けなかっ	is indispensable|absolutely necessary
ないと行けなく	is indispensable|absolutely necessary
ないと行けなさ	is indispensable|absolutely necessary
なる程	i see|that's right|indeed
なんとも言えない	indescribable|inexpressible|unspeakable
なんとも言えなかっ	indescribable|inexpressible|unspeakable
なんとも言えなく	indescribable|inexpressible|unspeakable
なんとも言えなさ	indescribable|inexpressible|unspeakable
にぎり寿司	nigirizushi
に依っ	due to|because of|according to
に依り	due to|because of|according to
に依る	due to|because of|according to
はみ出し	protrude|stick out|jut out
はみ出す	protrude|stick out|jut out
ばい菌	germ|germs|bacteria
ばら撒い	scatter|disseminate|spread
ばら撒き	scatter|disseminate|spread
ばら撒く	scatter|disseminate|spread
ひっくり返っ	be overturned|be reversed|turn over
ひっくり返り	be overturned|be reversed|turn over
ひっくり返る	be overturned|be reversed|turn over
ひとり言	soliloquy|monologue
ひと時	a while|moment|a period
ひな祭り	hinamatsuri|girls' festival|dolls' festival
びしょ濡れ	sopping wet|dripping wet|sodden
ふる里	home town|birthplace|native place
ぶっきら棒	curt|blunt|brusque
ぶら下がっ	hang from|dangle|swing
ぶら下がり	hang from|dangle|swing
ぶら下がる	hang from|dangle|swing
ぶら下げ	hang|suspend|dangle
ぶら下げる	hang|suspend|dangle
ほうが良い	had better
ほうが良かっ	had better
ほうが良く	had better
ほうが良さ	had better
ほうれん草	spinach
までも無い	unnecessary
までも無かっ	unnecessary
までも無く	unnecessary
までも無さ	unnecessary
まな板	chopping board|cutting board
みじん切り	finely chopped
めぐり合い	meet fortuitously|happen across
めぐり合う	meet fortuitously|happen across
めぐり合っ	meet fortuitously|happen across
やって来る	come along|come around|turn up
やむを得ない	unavoidable
やむを得なかっ	unavoidable
やむを得なく	unavoidable
やむを得なさ	unavoidable
やり切れない	unbearable|intolerable|beyond endurance
やり切れなかっ	unbearable|intolerable|beyond endurance
やり切れなく	unbearable|intolerable|beyond endurance
やり切れなさ	unbearable|intolerable|beyond endurance
やり取り	exchange
やり方	manner|method|means
やり直し	redoing
やり直す	redo|start over|remake
やり繰り	making do|managing
ゆうちょ銀行	jp bank
ような気がする	fancy
よくあるご質問	faq
よくある質問	faq
よそ見	looking away|looking aside
アイコン	icon
アイシャドウ	eyeshadow
アイス	ice|ice cream|icecream
アイスクリーム	ice cream|icecream
アイスコーヒー	iced coffee
アイスホッケー	ice hockey
アイテム	item
アイデア	idea
アイディア	idea
アイデンティティ	identity
アイデンティティー	identity
アイドル	japanese idol|icon|idol
アイヌ	ainu
アイボリー	ivory
アイリス	iris
アイロン	iron|hair iron|hair tong
アウトレット	outlet|electrical outlet
アカデミック	academic
アカデミー	academy|academia
アカデミー賞	academy award
アキレス腱	achilles tendon|calcaneal tendon|achilles' heel
アクシデント	accident
アクション	action
アクセサリー	accessory|jewelry
アクセス	access
アクセル	accelerator|accelerator pedal|gas pedal
アクセント	accent|stress|pitch accent
アクティビティ	activity
アクティブ	active
アクリル	acrylic
アクロバット	acrobat|acrobatics
アグレッシブ	aggressive
アコースティック	acoustic
アコーディオン	accordion
アコード	accord
アシスタント	assistant
アシスト	assist|assistance
アジア人	asian
アジト	hideout|safe house
アスパラガス	asparagus
アスファルト	asphalt
アスベスト	asbestos
アスリート	athlete
アスレチック	athletics|sports|adventure course
アセスメント	assessment
アタック	attack|assault|attempt
アダプター	adapter
アダルト	adult
アット	at sign
アッパー	upper
アップ	increasing|uploading|posting
アトピー	atopic|atopic dermatitis
アトム	atom
アトラクション	attraction
アトラス	atlas
アトリエ	atelier|studio|workshop
アド	ad|advertisement|address
アドバイザー	adviser|advisor
アドバイス	advice
アドバンテージ	advantage
アドベンチャー	adventure
アドリブ	ad lib|ad-lib
アドレス	address|email address
アドレナリン	adrenalin
アナ	announcer
アナウンサー	announcer|presenter|broadcaster
アナウンス	announcement|official announcement
アナリスト	analyst
アナログ	analog|analogue
アニマル	animal
アニメ	animation|animated film|animated cartoon
アニメーション	animation|animated film|animated cartoon
アバウト	approximate|rough|sloppy
アパート	apartment building|apartment block|apartment house
アピール	appeal|plea|request
アフィリエイト	affiliate|affiliation
アフターヌーン	afternoon
アプリ	app|application
アプリケーション	application|application software
アプローチ	approach|approach shot
アベック	a couple
アベニュー	avenue|boulevard
アマ	amateur
アマチュア	amateur
アミノ酸	amino acid
アミューズメント	amusement
アメダス	amedas
アメフト	american football
アメリカン	american
アメリカ人	american person
アメーバ	amoeba
アラブ	arab
アラート	alert|warning
アリア	aria
アリバイ	alibi
アリーナ	arena
アルカディア	arcadia
アルカリ性	alkalinity|alkaline
アルコール	alcohol|hand sanitizer
アルゴリズム	algorithm
アルツハイマー	alzheimer
アルデヒド	aldehyde
アルト	alto
アルバイト	part-time job|side job|part-time worker
アルバム	album
アルパイン	alpine
アルファベット	alphabet
アルファベット順	alphabetical order
アルプス	alps
アルミ	aluminum|aluminium
アルミニウム	aluminum|aluminium
アル中	alcoholism
アレルギー	allergy
アレンジ	arrangement|organization|adaptation
アロハ	aloha shirt
アロー	arrow
アワー	hour
アンカー	anchor
アングラ	underground|unconventional|radical
アングル	angle
アンケート	questionnaire|survey
アンコール	encore
アンサンブル	ensemble|harmony|coordination
アンソロジー	anthology
アンダー	underexposure|underdevelopment
アンダーライン	underline
アンチ	hater
アンティーク	antique
アンテナ	antenna
アンドロイド	android
アンバランス	unbalanced|imbalance|ambulance
アンフェア	unfair
アンプ	amp|ampere|amplifier
アンモニア	ammonia
アーキテクチャ	architecture
アーク	arc
アーケード	arcade
アース	earth|ground|earthing
アーチ	arch|home run
アーチェリー	archery
アーチスト	artist|musician
アーティスト	artist|musician
アート	art
アーバン	urban
アーミー	army
アーム	arm|armm
アーモンド	almond
イエス	jesus
イエロー	yellow
イオン	ion
イコール	equal|equivalent|equals sign
イスタンブール	istanbul
イスラム	islam
イスラム教	islam
イズム	ism
イット	sex appeal
イデオロギー	ideology
イニング	inning
イノベーション	innovation
イブ	eve
イブニング	evening
イベント	event
イメージ	image|impression|mental image
イヤフォン	earphone
イヤホン	earphone
イヤリング	earring
イラク	iraq
イラスト	illustration|picture|sketch
イラストレーター	illustrator
イリノイ	illinois
イリュージョン	illusion
イルミネーション	illumination|decorative lighting
イレブン	eleven|team
インキ	ink
インク	ink
イングランド	england
インサイダー	insider
インシュリン	insulin
インスタント	instant
インストラクター	instructor
インスピレーション	inspiration
インスリン	insulin
インセンティブ	incentive
インタビュー	interview
インタラクティブ	interactive
インター	interchange|international
インターナショナル	international
インターネット	internet
インターン	intern
インダストリアル	industrial
インチキ	cheating|fraud|trickery
インテグレーション	integration
インテリ	intellectual|educated person|intelligentsia
インテリア	interior|interior design
インテリジェンス	intelligence
インテリジェント	intelligent
インテル	intel|interline leads
インディアナ	indiana
インディアン	indian|native american
インディペンデント	independent
インデックス	index
イントネーション	intonation
イントロ	intro|introduction
インドア	indoor
インバーター	inverter
インパクト	impact|impression|effect
インフォメーション	information
インフラ	infrastructure
インフルエンザ	influenza|flu
インフレ	inflation
インプット	input
インポート	import
イーグル	eagle
イージー	easy
イースター	easter
イースト	east|yeast
ウィジェット	widget
ウィスキー	whisky|whiskey
ウィルス	virus
ウィンター	winter
ウィンド	wind
ウィンドウ	window
ウィーク	week|weak
ウィークエンド	weekend
ウィークリー	weekly
ウイスキー	whisky|whiskey
ウイルス	virus
ウインカー	turn signal|blinker|indicator
ウインク	wink
ウイング	wing
ウインタースポーツ	winter sports
ウインド	wind
ウインドウ	window
ウイークエンド	weekend
ウェア	wear|clothing|dress
ウェイト	weight|body weight|importance
ウェイトレス	waitress
ウェスト	waist|waistline|waist measurement
ウェディングドレス	wedding dress
ウェブ	web|www
ウェブサイト	web site|website
ウェブページ	web page
ウェブログ	weblog|blog
ウェルカム	welcome
ウェールズ	wales
ウエア	wear|clothing|dress
ウエイト	weight|body weight|importance
ウエスタン	western
ウエスト	waist|waistline|waist measurement
ウエット	wet|moist|soft-hearted
ウエディングドレス	wedding dress
ウエルカム	welcome
ウエーブ	wave
ウォッカ	vodka
ウォッチング	watching
ウォン	won
ウォール街	wall street
ウオン	won
ウクレレ	ukulele
ウッド	wood
ウラン	uranium
ウルトラ	ultra
ウルフ	wolf
ウーマン	woman
ウール	wool
エア	air
エアコン	air con|air conditioner|air conditioning
エアゾール	aerosol|aerosol spray
エアバッグ	air bag
エアメール	airmail|air mail
エアロビクス	aerobics
エアー	air
エイト	eight
エイプリルフール	april fool
エイリアン	alien
エキサイティング	exciting
エキサイト	excite
エキストラ	extra|supernumerary|surplus
エキスパート	expert
エキスプレス	express
エキスポ	expo|exposition
エキゾチック	exotic
エクステンション	extension
エクストラ	extra|supernumerary|surplus
エクスプレス	express
エクスペリエンス	experience
エグゼクティブ	executive
エコノミスト	economist
エコノミー	economy|economics|finance
エコロジ	ecology
エコロジー	ecology
エコー	echo|ultrasound scan|echographic examination
エゴ	ego|egoism
エスカレーター	escalator
エスカレート	escalation
エスコート	escort
エステティック	beauty treatment|cosmetology|beauty salon
エステティックサロン	beauty salon|beauty-treatment clinic
エステル	ester
エステート	estate
エストニア	estonia
エストロゲン	estrogen
エスニック	ethnic
エスプリ	spirit|esprit|wit
エチケット	politeness|good manners|courtesy
エックス線	x-ray
エッジ	edge
エッセイ	essay
エッセイスト	essayist
エッセンス	essence|extract
エッセー	essay
エッチング	etching
エッフェル塔	eiffel tower
エディション	edition
エディター	editor
エディット	edit
エデン	eden
エナジー	energy
エナメル	enamel
エネ	energy
エネルギッシュ	energetic
エネルギー	energy|strength|power
エピソード	episode|anecdote|vignette
エピック	epic
エプロン	apron
エポック	epoch
エメラルド	emerald
エラー	error
エリア	area
エリート	elite
エルサルバドル	el salvador
エレガンス	elegance
エレガント	elegant
エレキ	electricity|electric guitar
エレキギター	electric guitar
エレクトリック	electric
エレクトロニクス	electronics
エレベーター	elevator|lift
エロ	erotic|pornographic|obscene
エロス	sexual desire|physical love|eros
エロチック	erotic
エンジェル	angel|angel investor
エンジニア	engineer
エンジニアリング	engineering
エンジョイ	enjoy
エンジン	engine
エンゼル	angel|angel investor
エンタテイメント	entertainment
エンターテインメント	entertainment
エンタープライズ	enterprise
エンディング	ending
エントリー	entry|post
エンド	end
エンドレス	endless
エンブレム	emblem
エージェンシー	agency
エージェント	agent
エース	ace|leading player
エール	yell|cheering
オアシス	oasis|oasys
オイディプス	oedipus
オイル	oil|petroleum|lubricant
オイルフェンス	oil fence
オカリナ	ocarina
オカルト	occult
オクターブ	octave
オクラ	okra
オクラホマ	oklahoma
オケ	orchestra
オスカー	oscar|academy award
オセアニア	oceania
オゾン	ozone
オゾンホール	ozone hole
オタク	otaku|geek|nerd
オタワ	ottawa
オックスフォード	oxford
オニオン	onion
オハイオ	ohio
オピニオン	opinion
オピニオンリーダー	opinion leader
オフィシャル	official
オフィス	office
オフサイド	off-side
オフシーズン	off-season
オフレコ	off-the-record
オフロード	off-road
オブザーバ	observer
オブザーバー	observer
オブジェ	objet d'art|object|curio
オブラート	paper-thin wafer
オプション	option|optional extra
オペ	operation
オペラ	opera
オペレッタ	operetta
オペレーション	operation
オペレーター	operator
オムニバス	omnibus
オムレツ	omelette|omelet
オラクル	oracle
オラトリオ	oratorio
オランウータン	orangutan|orang-utan|orangutang
オリエンタリズム	orientalism
オリエンタル	oriental
オリエンテーション	orientation
オリエンテーリング	orienteering
オリエント	orient
オリオン	orion
オリゴマー	oligomer
オリジナリティー	originality
オリジナル	original|unique|signature
オリンピック	olympics
オリーブ色	olive|olive brown
オルガン	organ
オルグ	organizer|organiser|organizing
オルゴール	music box|musical box
オレンジ	orange
オレンジ色	orange
オンエア	on air
オンス	ounce
オンパレード	display|array|succession
オンブズマン	ombudsman
オンライン	online
オーガ	ogre|auger
オーク	oak|orc|ork
オークション	auction
オークス	oaks
オーケストラ	orchestra
オーシャン	ocean
オーソドックス	orthodox
オーダー	order|reservation|sequence
オーダーメイド	made-to-order|custom-made
オーダーメード	made-to-order|custom-made
オーチャード	orchard
オーディオ	audio|audio equipment
オーディション	audition
オート	auto|automobile|automatic
オートキャンプ	caravanning
オートクチュール	haute couture
オートバイ	motorcycle
オートマチック	automatic
オートメーション	automation
オートロック	automatic lock
オード	ode
オードブル	hors d'oeuvre
オーナー	owner
オーバ	overcoat|exceeding|going beyond
オーバー	overcoat|exceeding|going beyond
オーバーステップ	overstep
オーバーヒート	overheating|overexcitement
オーバーラップ	overlap
オーバーラン	overrun|overshoot
オーブン	oven
オープニング	opening|start|launch
オープン	opening|open|frank
オープンカー	open-top car|convertible|soft-top
オープンセット	open set
オープン戦	exhibition game|preseason game
オーボエ	oboe
オーラ	aura
オール	oar
オールスターキャスト	all-star cast
オールドガード	old guard
オールナイト	all-night
オールマイティ	almighty|wild card
オールラウンド	all-round
オーロラ	aurora
カイト	kite
カウチポテト	couch potato|television addict
カウボーイ	cowboy
カウンセラー	counselor|counsellor
カウンセリング	counseling
カウンター	counter|service counter
カウント	count|counting
カオス	chaos
カキコ	post|comment
カクテル	cocktail
カジノ	casino
カジュアル	casual
カスタマー	customer
カステラ	castella
カスバ	kasbah|casbah|qasbah
カスピ海	caspian sea
カセット	cassette|game cartridge
カセットテープ	cassette tape
カチューシャ	alice band
カッター	cutter|cutting tool|box cutter
カット	cut|cutting|haircut
カップ	cup
カップリングシュガー	coupling sugar
カップル	couple
カツ	cutlet
カテゴリ	category
カテゴリー	category
カテーテル	catheter
カデンツ	cadence
カトリシズム	catholicism
カトリック教会	catholic church
カトレヤ	cattleya
カドミウム	cadmium
カヌー	canoe
カネロニー	canneloni
カバー	cover|covering|dust jacket
カフェ	cafe|coffeehouse|hostess bar
カフェイン	caffeine
カフェテリア	cafeteria
カフス	cuffs
カブ	cub
カプセル	capsule
カプラー	coupler
カプリッチオ	capriccio
カマーバンド	cummerbund
カム	cam
カムバック	comeback
カメラ	camera
カメラマン	photographer|cameraman|camera operator
カメレオン	chameleon
カヤック	kayak
カラチ	karachi
カラット	carat|karat
カラフル	colorful|colourful
カラメル	caramel
カラー	collar|color|colour
カラーコーディネーター	color coordinator|colour coordinator
カラード	colored|coloured|coloureds
カリウム	potassium
カリキュラム	curriculum
カリスマ	charisma|charism
カリフォルニア	california
カリブ海	caribbean sea
カルガリー	calgary
カルキ	chlorinated lime|calcium hypochlorite|bleaching powder
カルシウム	calcium
カルダモン	cardamom|cardamon
カルチャー	culture
カルチャーショック	culture shock
カルチャーセンター	cultural center|cultural centre
カルテ	patient's chart|clinical records|record
カルテット	quartet
カルテル	cartel
カルデラ	caldera
カルト	cult
カルバドス	calvados
カルメラ	honeycomb toffee|sponge toffee
カレッジ	college|courage
カレンシー	currency
カレンダー	calendar|calender
カレーライス	curry rice
カロチン	carotene
カロライナ	carolina
カロリー	calorie
カローラ	corolla
カンガルー	kangaroo
カンザス	kansas
カンタータ	cantata
カンツォーネ	canzone
カント	kant|cant
カンニング	cheating|cribbing
カンバス	canvas|base
カンパ	campaign
カンパニー	company
カンフル	camphor
カー	car
カースト	caste
カーソル	cursor
カーチェイス	car chase
カーテン	curtain|curtains
カーディガン	cardigan
カート	cart|kart|go-kart
カートリッジ	cartridge
カード	card
カードゲーム	card game
カーニバル	carnival
カーネーション	carnation
カーフェリー	car ferry
カーブ	curve|turn|bend
カーペット	carpet
カーボン	carbon
カーリング	curling
カール	curl|cwm|cirque
カーレース	car race
カーン	kern|kahn
ガイ	guy
ガイダンス	guidance
ガイド	guide|tour guide|conductor
ガイドブック	guidebook
ガウシアン	gaussian
ガウン	gown|elegant dress|dressing gown
ガジェット	gadget
ガスタービン	gas turbine
ガストアルバイター	foreign worker
ガスボンベ	gas cylinder
ガスマスク	gas mask
ガソリン	gasoline|petrol
ガソリンスタンド	gas station|petrol station
ガソール	gasohol
ガッツ	guts
ガット	gut|catgut
ガボット	gavotte
ガム	chewing gum|gum|rubber
ガメラン	gamelan
ガラス張り	glazing|transparency|openness
ガラス戸	glass door
ガリウム	gallium
ガリバー	gulliver
ガリレオ	galileo
ガレージ	garage
ガロン	gallon
ガン	gun
ガーゼ	gauze
ガーディアン	guardian
ガーデン	garden
ガード	guard|girder bridge
ガードマン	security guard
ガードレール	guardrail
ガール	girl
ガールフレンド	girl friend|girlfriend
キウイ	kiwi|kiwi fruit
キオスク	kiosk
キス	kiss
キック	kick
キックオフ	kickoff
キックボクシング	kickboxing|kick-boxing
キッズビジネス	kids' business
キッチン	kitchen|chitin
キット	kit
キッド	kid
キップ	kip
キネシオロジー	kinesiology
キメラ	chimera|chimaera
キャスター	caster|newscaster|news anchor
キャスティング	casting
キャスト	cast
キャッシュ	cache
キャッシュカード	cash card|atm card
キャッシング	caching
キャッチ	catch|catching|obtaining
キャッチフレーズ	catchphrase
キャッチャー	catcher
キャッツアイ	cat's-eye
キャットウォーク	catwalk
キャップ	cap
キャディー	caddie|caddy
キャバレー	cabaret
キャビア	caviar|caviare
キャビネット	cabinet|housing
キャビン	cabin
キャピタリズム	capitalism
キャピタルゲイン	capital gain
キャブレター	carburetor|carburettor|carburator
キャプション	caption|legend|cutline
キャプテン	captain
キャベツ	cabbage
キャメル	camel
キャラクター	character|personality|disposition
キャラバン	caravan
キャラメル	caramel
キャリア	career|carrier
キャリー	carry|carrying
キャロル	carol
キャンセル	cancellation
キャンディ	candy|sweets
キャンディー	candy|sweets
キャンドル	candle
キャンバス	canvas|base
キャンパス	campus
キャンパー	camper
キャンピング	camping
キャンピングカー	mobile home|camper-van|rv
キャンプ	camp
キャンベラ	canberra
キャンペーン	promotion|marketing campaign|campaign
キュリー	curie
キュレーター	curator
キュロット	culotte
キュー	cue|cue stick
キュート	cute
キヨスク	kiosk
キラー	killer|destroyer|annihilator
キリスト教	christianity
キリル	cyrillic
キル	kill|smash|spike
キロ	kilogram|kilogramme
キロワット	kilowatt
キング	king
キングメーカー	kingmaker
キー	key
キーステーション	key station|flagship station
キーパー	goalkeeper|keeper|goalie
キープ	to keep|quipu|quippu
キーホルダー	keychain|key chain|key ring
キーボード	keyboard
キーポイント	key point|the key
キーマン	keyman|key person
キール	keel
キーワード	keyword|key word|clue word
ギア	gear
ギガ	giga-|gigabyte|gb
ギタリスト	guitarist
ギター	guitar
ギフト	gift
ギブアップ	give up
ギプス	plaster cast|cast|gypsum
ギャグ	joke|gag
ギャップ	gap|difference|disparity
ギャラ	appearance fee
ギャラリー	gallery|corridor|art gallery
ギャル	gyaru|gal
ギャルソン	waiter|bellboy
ギャロッピングインフレ	galloping inflation
ギャング	gang|gangster
ギャンブラー	gambler
ギャンブル	gambling
ギルド	guild
ギロチン	guillotine
クイズ	quiz
クイック	quick
クインテット	quintet
クイーン	queen
クイーンズイングリッシュ	queen's english
クエーカー	quaker
クエーサー	quasar|qso
クオリティ	quality
クオート	quart|quote
クッキング	cooking
クッキー	cookie|biscuit
クック	cook
クッション	cushion
クライアント	client
クライシス	crisis
クライマックス	climax
クライミング	climbing
クライムストーリー	crime story
クラウン	crown|clown
クラクション	horn|klaxon
クラシカル	classical
クラシック	classical music|classic|classical
クラシック音楽	classical music
クラス	class
クラスメイト	classmate
クラスメート	classmate
クラッカー	cracker
クラック	crack
クラッシック	classical music|classic|classical
クラッシュ	crash|kurash
クラッチ	clutch
クラフト	craft|crafting|handcrafted article
クラブ	nightclub|clubs
クラブ活動	club activities|extracurricular activities
クラン	clan
クランク	crank
クランクイン	start filming
クラーク	clerk|office worker|kulak
クリエイター	creator|inventor|developer
クリエイティヴ	creative
クリエーター	creator|inventor|developer
クリエーティブ	creative
クリオール	creole
クリケット	cricket
クリスタル	crystal
クリスチャン	christian
クリスマス	christmas
クリスマスイブ	christmas eve
クリスマスカード	christmas card
クリスマスツリー	christmas tree
クリック	click
クリップ	clip|hairpin|hair slide
クリニック	clinic|workshop
クリンチ	clinch
クリーク	cleek
クリーナー	cleaner
クリーニング	cleaning|dry cleaning|laundry service
クリーム	cream|ice cream
クリーン	clean
クリーンヒット	clean hit
クルド	kurd
クルー	crew
クルーザー	cruiser
クルージング	cruising
クルーズ	cruise
クレアチニンクリアランス	creatinine clearance
クレイ	clay
クレオソート	creosote
クレジット	credit
クレジットカード	credit card
クレディビリティーギャップ	credibility gap
クレンザー	cleanser
クレンジングクリーム	cleansing cream
クレー	clay
クレーコート	clay court
クレージー	crazy
クレーター	crater|pockmark
クレーム	claim|complaint|objection
クレーン	crane
クロアチア	croatia
クロス	cross|cloth|crossing
クロスカントリー	cross-country|cross-country race
クロスワード	crossword
クロック	clock
クロニクル	chronicle
クロノスコープ	chronoscope
クロム	chromium
クロレラ	chlorella
クローク	cloakroom|checkroom
クローズ	close|clothes
クローズアップ	close-up|bringing attention|highlighting
クロール	crawl|front crawl|forward crawl
クローン	clone|kroon
クワイア	choir
クーキー	kooky|weird|cookie
クーデター	coup
クーペ	coupe
クーポン	coupon
クーラー	air conditioner|cooler
クーリングオフ	cooling-off
クール	cool
グアテマラ	guatemala
グッズ	goods|promotional items
グライコ	graphic equalizer|graphic equaliser
グライダー	glider
グラウンド	sports ground|sports oval
グラス	glass
グラスファイバー	glass fiber|glass fibre
グラタン	gratin
グラデーション	gradation|gradation haircut|taper
グラビア	gravure|photogravure|rotogravure
グラフ	graph
グラフィック	graphics|graphic|graphic magazine
グラフィックス	graphics
グラブ	glove|mitt|grab
グラマー	voluptuous|full-breasted|buxom
グラミー	grammy
グランス	glans
グランデ	grand
グランド	gland
グランドピアノ	grand piano
グランプリ	grand prix
グリコーゲン	glycogen
グリップ	grip
グリニッジ	greenwich
グリル	grill|grilled food|grill room
グリンピース	green peas
グリークラブ	glee club
グリーン	green|environmentally friendly
グリーンスクール	green school
グリーンピース	green peas
グリーンフィー	green fee
グルメ	fine food|high-quality food|gourmet
グルー	glue|grue
グループ	group
グループホーム	group home
グレイ	grey|gray
グレコローマンスタイル	greco-roman wrestling|greco-roman style|classic wrestling
グレゴリオ	gregorian
グレー	grey|gray
グレーゾーン	gray zone|grey zone|gray area
グレート	grate
グレード	grade
グレープフルーツ	grapefruit
グロ	grotesque
グロテスク	grotesque
グロリア	gloria
グローバリズム	globalism
グローバル	global
グローバル化	globalization|globalisation
グローブ	glove|globe
グール	ghoul
ケア	care|kea
ケイス	case
ケチャップ	ketchup|catsup
ケベック	quebec
ケミカル	chemical|synthetic
ケルン	koeln|cologne|cairn
ケロイド	keloid
ケーオー	ko|knock-out
ケーキ	cake
ケージ	cage
ケース	case
ケーススタディ	case study
ケースワーカー	caseworker
ケーソン工法	caisson method
ケーブル	cable
ケープ	cape
ゲイ	gay person
ゲイリブ	gay lib
ゲイン	gain
ゲシュタポ	gestapo
ゲスト	guest
ゲットー	ghetto
ゲノム	genome
ゲバリスタ	guevarista
ゲリラ	guerrilla|guerrilla warfare|sudden
ゲル	gel|yurt
ゲレンデ	ski slope
ゲン	gene
ゲージ	gauge
ゲート	gate
ゲートボール	gate ball
ゲーム	game
ゲームセンター	game arcade|video arcade|penny arcade
コア	core|hardcore|all-out
コアビタシオン	cohabitation
コアラ	koala
コイル	coil
コイン	coin|token|slug
コインロッカー	coin-operated locker
コカイン	cocaine
コクピット	cockpit
ココア	cocoa|hot chocolate
ココム	cocom
コスタリカ	costa rica
コスチューム	costume
コスト	cost
コスプレ	cosplay
コスモ	cosmos
コスモス	cosmos|common cosmos
コスモポリタン	cosmopolitan
コック	cook|chef|tap
コックス	cox|coxswain
コックピット	cockpit
コットン	cotton|cotton pads|cotton buds
コテージ	cottage
コニャック	cognac
コニーデ	stratovolcano|composite volcano
コネ	connection|pull
コネクション	connection
コバルト	cobalt|cobalt blue
コバルトブルー	cobalt blue
コピペ	copy-and-paste|copypasta
コピー	copy|photocopy
コピーライト	copyright
コピー機	copier|copy machine|photocopier
コブラ	cobra
コペルニクス	copernicus
コマ	coma|comatic aberration
コマンド	command|command key
コマーシャル	commercial
コミカル	comical
コミック	comic books|comics|comic
コミックス	comics
コミッショナー	commissioner
コミッション	commission
コミット	committing|commitment|involvement
コミュニケーション	communication
コミュニティ	community
コミュニティー	community
コム	com
コメディアン	comedian
コメディー	comedy
コメンテーター	commentator
コメント	comment
コラボレーション	collaboration
コラム	column
コラムニスト	columnist
コラージュ	collage
コラール	choral
コリア	korea
コリー	collie
コル	col
コルク	cork
コレクション	collection|correction
コレクター	collector
コレステロール	cholesterol
コロイド	colloid
コロシアム	colosseum|coliseum
コロッケ	croquette
コロナ	corona|coronavirus
コロナウイルス	coronavirus
コロニー	colony
コロラド	colorado
コロン	colon
コロンブスデー	columbus day
コンクール	competition|contest
コングロマーチャント	conglomerate merchant
コンコルド	concord
コンコース	concourse
コンゴ	congo
コンサルタント	consultant
コンサルティング	consulting
コンサート	concert
コンシューマー	consumer
コンスタント	constant|steady
コンセプト	concept|general idea|notion
コンセンサス	consensus
コンセント	electrical outlet|wall socket|power plug
コンソーシアム	consortium
コンタクト	contact|contact lens
コンタクトレンズ	contact lens
コンダクター	conductor
コンチェルト	concerto
コンチネンタル	continental
コンテ	continuity|script|storyboard
コンテスト	contest
コンテナ	container|skip
コンテンポラリー	contemporary
コンディション	condition
コンデンサー	capacitor|condenser
コント	tale|short story|sketch comedy
コントラ	contra
コントラスト	contrast
コントラバス	contrabass|double bass|bass
コントローラー	controller
コントロール	control
コンドミニアム	condominium
コンドル	condor|andean condor
コンドーム	condom
コンバイン	combine|combine harvester
コンバーター	converter
コンバート	convert|conversion
コンパ	party|social event|get-together
コンパクト	compact
コンパス	compass
コンパニオン	promotional model|female guide|booth babe
コンビ	combination|pair|duo
コンビナート	industrial complex
コンビニ	convenience store
コンビニエンス	convenience
コンビネーション	combination
コンピュータ	computer
コンピューター	computer
コンピレーション	compilation
コンフィギュレーション	configuration
コンプレックス	complex|inferiority complex
コンプレッサー	compressor
コンベンション	convention
コンベンションセンター	convention center|convention centre
コンペ	competition
コンペティション	competition
コンボイ	convoy
コンポ	component|component stereo
コンポスト	compost
コンマ	comma|decimal point|radix point
コーキング	caulking|calking
コークスクリュー	corkscrew
コース	course|route|trail
コースター	roller coaster|coaster
コーチ	coach
コーティング	coating
コーディネーター	coordinator
コーディネート	coordinate|co-ordinate|coordination
コート	coat|court|coating
コード	code|cord
コードレスホン	cordless phone
コーナリング	cornering
コーナー	corner|bend|turn
コーヒーカップ	coffee cup
コーヒーショップ	coffee shop
コープ	coop
コーポ	apartment building|condominium
コーポレーション	corporation
コーポレートアイデンティティー	corporate identity
コーラ	cola|kola tree|cola tree
コーラス	chorus
コーラン	koran|qur'an|quran
コール	call|ring|shout
コールド	cold|cold cream
コールドゲーム	called game
コーン	cone|corn
コーンスターチ	corn starch
ゴシック	gothic
ゴシップ	gossip|gosip
ゴスペル	gospel|the gospels
ゴッドファーザー	godfather
ゴミ箱	garbage can|rubbish bin|trash can
ゴリラ	gorilla
ゴルジュ	gorge|canyon
ゴルフ	golf
ゴルファー	golfer
ゴロ	grounder
ゴング	gong
ゴンドラ	gondola|basket|cabin
ゴーカート	go-cart
ゴーグル	goggles
ゴージャス	gorgeous|sumptuous|extravagant
ゴースト	ghost
ゴーストタウン	ghost town
ゴール	goal|basket|finishing line
ゴールイン	getting married
ゴールキーパー	goalkeeper
ゴールデンウィーク	golden week
ゴールデンタイム	prime-time television
ゴールド	gold
ゴールライン	goal line
サイ	psi
サイエンス	science
サイクリング	cycling|bicycling
サイクル	cycle
サイクロン	cyclone
サイズ	size
サイト	site|sight
サイド	side
サイドカー	sidecar
サイドビジネス	side business|side job
サイレン	siren
サイレント	silent|silent movie|silent film
サイロ	silo
サイン	autograph|signature|sign
サイン会	signing|autograph session
サイン入り	autographed|signed
サウジ	saudi arabia
サウジアラビア	saudi arabia
サウスカロライナ	south carolina
サウスポー	southpaw|left-handed person
サウナ	sauna
サウンド	sound
サクセス	success
サクソフォン	saxophone
サザンクロス	southern cross
サスペンション	suspension
サスペンス	suspense
サッカー	soccer|seersucker
サックス	saxophone|sax
サッシ	sash
サテライト	satellite
サテン	satin
サディスティック	sadistic
サド	sadist|sadism
サドル	saddle
サドンデス	sudden death|sudden-death
サニタリー	sanitary
サハラ砂漠	sahara desert
サバイバル	survival
サバンナ	savanna|savannah
サパー	supper
サファイア	sapphire
サファリ	safari
サファリラリー	safari rally
サブ	sub|substitute|reserve
サブタイトル	subtitle
サブマリン	submarine
サプライ	supply
サプライズ	surprise
サプライヤー	supplier
サプリ	supplement
サポーター	supporter|athletic supporter|jockstrap
サポート	support
サマライズ	summarize|summarise
サマー	summer
サマースクール	summer school
サミット	summit
サム	sum|surface-to-air missile|sam
サラウンド	surround
サラダ	salad
サラブレッド	thoroughbred|blue-blood
サラリー	salary
サラリーマン	office worker|company employee|company man
サリン	sarin
サリー	sari|saree
サルサ	salsa
サルバルサン	salvarsan
サルーン	saloon
サロゲートペア	surrogate pair
サロン	salon|saloon|reception room
サンクスギビングデー	thanksgiving day
サンクチュアリ	sanctuary
サングラス	sunglasses
サンシャイン	sunshine
サンスクリット	sanskrit
サンタクロース	santa claus
サンダル	sandal
サンダーバード	thunderbird
サンチュール	belt
サンディエゴ	san diego
サンデー	sundae
サントラ	soundtrack
サンド	sand
サンドイッチ	sandwich
サンドペーパー	sandpaper
サンノゼ	san jose
サンバ	samba
サンフォライズ	sanforized|sanforised
サンフランシスコ	san francisco
サンプラー	sampler|imitation platinum
サンプリング	sampling
サンプル	sample|example|specimen
サンボ	self-defence
サンマイクロシステムズ	sun microsystems
サンルーフ	sunroof
サーカス	circus
サーキット	circuit|racing circuit
サークル	club|circle
サーチ	search
サーチライト	searchlight
サード	third
サーバ	server
サーバー	server
サービス	service|help|assistance
サービスエリア	service area|rest area
サービスエース	ace
サービス業	service industry|service sector
サーファー	surfer
サーフィン	surfing
サーブ	serve|serving
サーベイランス	surveillance
サーモン	salmon
サーロイン	sirloin
ザイール	zaire
ザンビア	zambia
シアター	theater|theatre
シアン	cyan
シェア	sharing|share|market share
シェアリング	sharing
シェイク	shake
シェイプ	shape
シェパード	shepherd|german shepherd
シェフ	chef
シェリー	sherry
シェル	shell
シェルター	shelter
シェーカー	shaker
シェーク	shake
シェーバー	shaver
シエスタ	siesta
シオニスト	zionist
シオニズム	zionism
シカゴ	chicago
シクラメン	cyclamen
シグナル	signal
シス	cis|sister
シスター	sister|nun
システム	system
システムズ	systems
シソーラス	thesaurus
シチュエーション	situation
シチュー	stew
シック	chic|sick
シックスナイン	six nines|sixty-nine|soixante-neuf
シップ	ship
シティ	city
シトロン	citron
シナモン	cinnamon
シナリオ	script|screenplay|scenario
シナリオライター	scriptwriter|screenwriter
シニア	senior
シニカル	cynical
シネマ	cinema
シノニム	synonym
シビア	severe|strict|tough
シビリアンコントロール	civilian control
シフォン	chiffon
シフト	shift|move|work schedule
シミュレーション	simulation|diving|flopping
シミュレーター	simulator
シミーズ	chemise
シャイ	shy
シャッター	shutter
シャットアウト	shutout|shutting out|locking out
シャッポ	hat
シャツ	shirt|undershirt|singlet
シャトル	shuttlecock|shuttle service
シャトルバス	shuttle bus
シャトー	castle
シャドー	shadow
シャフト	shaft|axle
シャベル	shovel
シャボン玉	soap bubble
シャルマン	charming
シャワー	shower
シャン	beautiful
シャンソン	chanson
シャンティー	chantilly
シャンデリア	chandelier
シャンパン	champagne
シャンプー	shampoo
シャークスキン	shark skin
シャープ	sharp
シャープペンシル	propelling pencil|mechanical pencil
シャーベット	sherbet
シャーマン	shaman|sherman
シャーリング	shirring
シュガー	sugar
シュナップス	liquor
シュプレヒコール	choral chanting
シュミットカメラ	schmidt camera
シュルレアリスム	surrealism
シュレッダー	shredder
シュークリーム	cream puff
シューズ	shoes
シュート	shooting|shot|shoot
シューベルト	schubert
シュール	surreal|surrealism
シュールレアリズム	surrealism
ショウ	show
ショッキング	shocking
ショック	shock|crisis
ショット	shot
ショッピング	shopping
ショッピングモール	shopping mall
ショップ	shop
ショパン	chopin
ショベル	shovel
ショルダーバッグ	shoulder bag
ショー	show
ショーウィンドウ	display window|shop window|store window
ショーケース	showcase|display case|vitrine
ショーツ	shorts|panties|knickers
ショート	short|shortstop
ショートカット	shortcut
ショートステイ	short stay|temporary care
ショートパンツ	short pants|shorts
ショール	shawl
ショールーム	showroom
シリアス	serious
シリウス	sirius
シリコン	silicon|silicone
シリコーン	silicone
シリンジ	syringe
シリンダー	cylinder
シリーズ	series
シルエッター	silhouetter
シルエット	silhouette
シルク	silk
シルクロード	silk road
シルバー	silver|senior citizen|pensioner
シロップ	syrup
シン	shin
シンカー	sinker
シンガー	singer
シンガーソングライター	singer-songwriter
シンク	sink
シンクタンク	think tank
シンクロ	synchronization|synchronized swimming
シンクロナイズ	synchronization|synchronisation
シングル	single|single bed
シングルス	singles|single people|unmarried people
シンジケート	syndicate
シンセサイザー	synthesizer|synthesiser
シンドローム	syndrome
シンナー	thinner
シンパ	sympathizer|sympathiser
シンフォニー	symphony
シンプル	simple|plain
シンボリスト	symbolist
シンボリック	symbolic
シンボル	symbol
シンポ	symposium
シンポジウム	symposium
シーア派	shia
シーク	seeking
シークレット	secret
シークレットサービス	secret service
シーズニング	seasoning
シーズン	season
シーズンオフ	off-season
シーソーゲーム	seesaw game
シーツ	sheet|bed sheet
シート	seat|sheet
シートベルト	seat belt|seatbelt
シード	seed
シーフード	seafood
シームレス	seamless|seamless stockings
シーリング	ceiling|sealing
シール	seal|sticker
シールド	shield
シーレン	sea-lane
シーン	scene|sight|scenario
ジェスイット	jesuit
ジェスチャー	gesture|charades
ジェット	jet
ジェットコースター	roller coaster|big dipper
ジェット機	jet aeroplane|jet airplane
ジェネレーション	generation
ジェノサイド	genocide
ジェラシー	jealousy
ジェロントクラシー	gerontocracy
ジェンダー	gender
ジグザグ	zig-zag|zigzag
ジグソーパズル	jigsaw puzzle
ジストロフィー	dystrophy
ジハード	jihad|jehad
ジパング	zipangu
ジブ	jib
ジプシー	gypsy|gipsy
ジム	gym|gymnasium
ジャイアント	giant
ジャイロスコープ	gyroscope
ジャカルタ	jakarta
ジャガー	jaguar
ジャガ芋	potato
ジャケット	jacket|book jacket|dust cover
ジャスト	exactly|precisely|perfectly
ジャスミン	jasmine
ジャズ	jazz
ジャズメン	jazzmen
ジャッキ	jack
ジャック	jack|knave
ジャッジ	judge
ジャパニーズ	japanese
ジャパン	japan
ジャパンカップ	japan cup
ジャブ	jab
ジャポニカ	japonica|common camellia
ジャム	jam
ジャンキー	junkie
ジャンクション	junction|system interchange
ジャングル	jungle
ジャンパー	jacket|blouson|windbreaker
ジャンプ	jump|jumping event
ジャンボ	jumbo
ジャンル	genre
ジャー	vacuum bottle|thermos|jar
ジャーク	jerk
ジャージー	jersey
ジャーナリスト	journalist
ジャーナリズム	journalism
ジャーナル	journal|log
ジュエリー	jewelry|jewellery
ジュニア	junior
ジュニアウエルター	junior welter
ジュビリー	jubilee
ジュラルミン	duralumin
ジュリー	jury
ジュークボックス	juke-box
ジュース	juice|soft drink|sweetened drink
ジュール	joule
ジューンブライド	june bride
ジョイ	joy
ジョイント	joint
ジョギング	jogging
ジョッキ	beer mug|stein|tankard
ジョーカー	joker
ジョーク	joke
ジラフ	giraffe
ジレンマ	dilemma
ジン	gin|jin
ジンクス	jinx|omen
ジンバブエ	zimbabwe
ジープ	jeep
ジーン	gene|fanzine|zine
ジーンズ	jeans|denim|jean
スイッチ	switch
スイマー	swimmer
スイミングクラブ	swimming club
スイング	swing
スイート	sweet
スイーパー	sweeper
スカイ	sky
スカイライン	skyline
スカウト	scout|recruiter|headhunter
スカッシュ	squash
スカラシップ	scholarship
スカル	scull|sculling boat
スカンク	skunk
スカート	skirt
スカーフ	scarf
スカーレット	scarlet
スキッパー	skipper
スキャナー	scanner
スキャン	scan
スキャンダラス	scandalous
スキャンダル	scandal
スキューバ	scuba
スキン	skin|condom
スキンケア	skin care
スキンシップ	physical contact|physical intimacy
スキー	skiing|ski|skis
スキーヤー	skier
スクイズ	squeeze
スクエア	square
スクラップ	scrap
スクラム	scrum|scrummage|huddle
スクランブル	scramble
スクリプター	scripter
スクリュー	screw|propeller
スクリーン	screen
スクーター	scooter
スクープ	scoop
スクール	school
スケジュール	schedule
スケッチ	sketch
スケッチブック	sketchbook
スケーター	skater
スケーティング	skating
スケート	skating|skate|skates
スケートリンク	skating rink
スケープゴート	scapegoat
スケール	scale|vernier
スコア	score
スコアボード	scoreboard
スコッチ	scotch|scotch whisky|scotch tweed
スコップ	shovel|spade|scoop
スコーカー	squawker
スコープ	scope
スコール	squall
スタイミー	stymie
スタイリスト	stylist
スタイリング	styling
スタイル	figure|build|physique
スタジアム	stadium
スタジオ	studio
スタッフ	staff|stuff|stuffing
スタブ	stub
スタミナ	stamina|energy
スタメン	starting lineup
スタン	stun
スタンガン	stun gun
スタンス	stance|attitude|standpoint
スタンダード	standard
スタンド	stands|bleachers|stand
スタンフォード	stanford
スタンプ	stamp|sticker|emoji
スター	star|celebrity|idol
スターター	starter
スタート	start
スタートライン	starting line|starting point
スターリングエンジン	sterling engine
スチュワーデス	stewardess|flight attendant
スチーム	steam
スチール	steel|steal
スティック	stick
スティンガー	stinger
ステイタス	status
ステッカー	sticker|stacker
ステッキ	stick|cane|wand
ステップ	step
ステルス	stealth
ステレオ	stereo
ステレオタイプ	stereotype
ステロイド	steroid
ステンドグラス	stained glass
ステンレス	stainless steel
ステーキ	steak
ステーション	station
ステージ	stage|performance
ステータス	status
ステート	state
ステートアマ	state amateur
ステートメント	statement
スト	strike
ストア	store|shop|stoa
ストイチズム	stoicism
ストイック	stoic|stoical
ストッキング	stockings
ストック	stock|ski pole
ストッパー	stopper
ストップ	stop
ストップウォッチ	stopwatch
ストライカー	striker
ストライキ	strike
ストライク	strike
ストライプ	stripe
ストリッパー	stripper
ストリップ	strip show|striptease|stripping
ストリーカー	streaker
ストリート	street
ストレス	stress
ストレッチ	stretch
ストレート	straight|straightforward|direct
ストロベリー	strawberry
ストロボ	stroboscope|strobe lamp|stroboscopic lamp
ストロンチウム	strontium
ストロー	drinking straw|straw
ストローク	stroke
ストーブ	heater|stove
ストーム	storm
ストーリー	story|tale|legend
ストール	stole|scarf|stall
ストーンウォッシュ	stone wash|stonewashed
スナック	snack|light meal|snack bar
スナッチ	snatch
スナップ	snap|snapshot
スニーカー	sneaker|sneakers
スヌーカー	snooker
スヌーピー	snoopy
スネーク	snake
スノー	snow
スノーボート	snow boat
スパイ	spy
スパイク	spike|stud|cleat
スパイス	spice
スパイラル	spiral
スパゲッティ	spaghetti
スパゲティ	spaghetti
スパッタリング	ink spattering|sputtering
スパッツ	leggings|spats
スパム	spam
スパン	span
スパーク	spark|sparc
スパート	spurt
スパーリング	sparring
スピア	spear
スピリット	spirit
スピルリナ	spirulina
スピン	spin|rotation
スピーカー	speaker
スピーチ	speech
スピーディー	speedy
スピード	speed
スピードアップ	speeding up|speed-up
スピードウェイ	speedway
スピードウエー	speedway
スプリット	split
スプリンクラー	sprinkler
スプリング	spring
スプリンター	sprinter
スプリント	sprint|splint
スプレー	spray|sprayer|atomizer
スプーン	spoon
スペア	spare
スペイン語	spanish
スペクタクル	spectacle|striking display|spectacular
スペクトル	spectrum|spectral|spectra
スペシャリスト	specialist
スペシャル	special|tv special
スペル	spelling
スペンサージャケット	spencer jacket
スペーシング	spacing
スペース	space
スペースシャトル	space shuttle
スポット	spot|dot|mark
スポットライト	spotlight
スポンサー	sponsor
スポンジ	sponge
スポンジケーキ	sponge cake
スポーク	spoke
スポークスマン	spokesman
スポーツ	sport|sports
スポーツカー	sports car
スポーツマン	sportsman
スポーツ新聞	sports newspaper
スポーティ	sporty
スポーティー	sporty
スマイル	smile
スマッシュ	smash
スマート	smart|stylish|slim
スムーズ	smooth
スモッグ	smog
スモーカー	smoker
スライス	slice
スライダー	slider
スライディング	sliding
スライド	slide|transparency
スラック	slack
スラックス	slacks
スラローム	slalom
スランプ	slump
スリット	slit
スリッパ	slipper|slippers
スリップ	slip|skid|slide
スリム	slim
スリラー	thriller
スリリング	thrilling
スリル	thrill
スリーサイズ	bust-waist-hip measurements|vital statistics
スルー	ignoring|letting pass|passing through
スレイブ	slave
スレンダー	slender
スレート	slate
スロット	slot|slot machine
スロバキア	slovakia
スロベニア	slovenia
スロー	slow|slow motion
スローガン	slogan
スロープ	slope
スワップ	swap
スワヒリ語	swahili|kiswahili
スワン	swan
スーツ	suit
スーツケース	suitcase
スーパー	supermarket|subtitles|telop
スーパースター	superstar
スーパーチェーン	supermarket chain
スーパーバイザー	supervisor
スーパーボウル	super bowl
スーパーマン	superman|superhuman person
スーパーマーケット	supermarket
スープ	soup
ズボン	trousers|pants
ズーム	zoom
ズームレンズ	zoom lens
セオリー	theory
セカンド	second|second base
セキュリティ	security
セキュリティー	security
セクション	section
セクシー	sexy
セクター	sector
セクハラ	sexual harassment
セシウム	cesium|caesium
セゾン	season
セダン	sedan
セックス	sex|sexual intercourse|gender
セッション	session|jam session|jam
セッティング	setting|installing|mounting
セット	set|set meal|combo-meal
セピア	sepia
セブン	seven
セミコロン	semicolon
セミナー	seminar
セメント	cement
セラ	sera
セラピー	therapy
セラミック	ceramic
セラー	seller|cellar
セリフ	serif
セル	cell|serge
セルフ	self-service
セルフサービス	self-service
セルロイド	celluloid
セレクション	selection
セレクト	select
セレナーデ	serenade
セレナード	serenade
セレモニー	ceremony
セロテープ	cellophane tape|adhesive tape|sellotape
セロハンテープ	cellophane tape|sellotape
セロリ	celery
センサー	sensor
センス	taste|sense|flair
センセーショナル	sensational
センセーション	sensation
センタリング	centering|centring
センター	centre|center
センチ	centimeter|centimetre
センチメンタル	sentimental
センチメートル	centimeter|centimetre
セーター	sweater|jumper
セーフ	safe
セーフティードライブ	driving safely
セーブ	save|checking|curbing
セーラー服	sailor suit|middy uniform
セール	sale
セールス	sales|selling|salesman
セールスマン	salesman
セ氏	celsius|centigrade
ゼネコン	general contractor|main contractor
ゼネスト	general strike
ゼネラルマネージャー	general manager
ゼミ	seminar
ゼミナール	seminar
ゼラチン	gelatin|gelatine
ゼリー	jello|jelly|gel
ゼロックス	xerox
ソサエティ	society
ソックス	socks
ソナタ	sonata
ソファ	sofa|couch
ソファー	sofa|couch
ソフト	software
ソフトウェア	software
ソフトウエア	software
ソフトドリンク	soft drink
ソフトボール	softball
ソプラノ	soprano
ソユーズ	soyuz
ソリスト	soloist
ソル	solar day|sol
ソロ	solo
ソング	song|thong
ソーイングセット	sewing kit|sewing set
ソーシャルワーカー	social worker
ソース	sauce|worcestershire sauce
ソーセージ	sausage
ソープ	soap|soapland
ソープランド	soapland
ソーラー	solar
ソ連	soviet union|ussr
ゾーン	zone
タイ	tie|necktie|draw
タイアップ	tie-up|collaboration|partnership
タイゲーム	tie game|tied game
タイツ	tights
タイト	tight|tight skirt|straight skirt
タイトル	title
タイピスト	typist
タイプ	type|style|one's type
タイプライター	typewriter
タイマー	timer|clock register
タイミング	timing
タイム	thyme
タイムスタンプ	time-stamp|time-stamping machine
タイムセール	limited-time sale
タイムマシン	time machine
タイムリー	timely|well-timed|clutch hit
タイヤ	tire|tyre
タイル	tile
タウン	town
タオル	towel
タキシード	tuxedo|dinner suit
タクシー	taxi
タグ	tag|label
タグボート	tugboat
タスク	task
タック	tuck
タッチ	touch
タップ	tap|faucet|tapping
タトゥー	tattoo
タフ	tough
タブロイド	tabloid
タブー	taboo
タルク	talc
タレント	entertainer|television personality|radio personality
タワー	tower
タンカー	tanker
タンク	tank
タンクローリ	tanker|tanker truck
タンザニア	tanzania
タンデム	tandem
タンパク質	protein
ターゲット	target
タービン	turbine
ターボ	turbo
ターミナル	terminal
タール	tar
ターン	turn
ダイアグラム	diagram
ダイエット	diet
ダイオード	diode
ダイジェスト	digest
ダイナマイト	dynamite
ダイナミクス	dynamics
ダイナミズム	dynamism
ダイナミック	dynamic
ダイナースクラブ	diner's club
ダイニング	dining|dining room
ダイビング	diving
ダイヤ	diamond|schedule|timetable
ダイヤモンド	diamond|infield
ダイヤル	dial
ダイレクト	direct
ダウン	fall|decrease|drop
ダウンサイジング	downsizing
ダウンタウン	downtown
ダウンロード	download
ダウ平均株価	dow-jones average
ダカ	daka-|da
ダクト	duct
ダッシュ	dash
ダビング	dubbing
ダブル	double|double bed
ダミー	dummy
ダム	dam|dumb
ダメージ	damage
ダンク	dunk
ダンサー	dancer
ダンシング	dancing
ダンス	dance
ダンスホール	dance hall
ダンピング	dumping
ダンプ	dump|dump truck
ダンプカー	dump truck
ダーク	dark
ダーリン	darling
チア	cheer|chia
チアガール	cheerleader
チェア	chair
チェアマン	chairman
チェイン	chain
チェコ	czech republic|czechia
チェコスロバキア	czechoslovakia
チェス	chess
チェチェン	chechin|chechnia|chechnya
チェッカー	checker
チェック	check|plaid|checkered
チェックアウト	check-out
チェックイン	check-in
チェリー	cherry
チェロ	cello|violoncello
チェンジ	change
チェンジャー	changer
チェンバロ	cembalo|harpsichord
チェーン	chain
チキン	chicken|coward|scaredy-cat
チケット	ticket
チタン	titanium
チップ	tip|gratuity|chip
チベット	tibet
チャイナ	china
チャイニーズ	chinese
チャイム	chime|bell
チャイルド	child
チャック	zip fastener|zipper|zip
チャット	chat
チャネリング	channelling|channeling
チャネル	channel
チャプター	chapter
チャペル	chapel
チャリティ	charity
チャレンジ	taking on|attempt|try
チャンス	chance|opportunity
チャンネル	channel
チャンピオン	champion
チャージ	charge|recharging
チャーター	charter
チャーチ	church
チャート	chart|chert
チャーミング	charming
チャールストン	charleston
チューター	tutor
チューナー	tuner|tuna
チューブ	tube
チューリップ	tulip
チョコ	chocolate
チョコレート	chocolate
チョッキ	waistcoat|vest
チョーキング	choking|chalking
チョーク	chalk|choke
チルダ	tilde
チン	chin
チンピラ	hoodlum|delinquent boy|delinquent girl
チーズ	cheese|tee|t-joint
チーズケーキ	cheese cake
チーフ	chief|head
チーム	team
チームワーク	teamwork
ツアー	tour
ツイン	twin
ツナ	tuna
ツリー	tree|tree structure|tree diagram
ツーリスト	tourist
ツーリング	touring
ツール	tool|tour
ティ	tea|tee
ティッシュ	tissue|facial tissue
ティッシュペーパー	tissue paper|tissue|facial tissue
ティラニー	tyranny
ティンパニ	timpani|tympany
ティー	tea|tee
テイクアウト	take-out|take-away|carry-out
テキ	beefsteak
テキサス	texas
テキスト	text|textbook
テク	technology|technique
テクスチャ	texture
テクニカル	technical
テクニシャン	technician
テクニック	technique
テクノクラート	technocrat
テクノロジー	technology
テスター	tester
テスト	examination|quiz|test
テストケース	test case
テックス	soft fiberboard|soft fibreboard|cloth
テトラクロロエチレン	tetrachloroethylene
テナント	tenant
テナー	tenor
テニス	tennis
テニスコート	tennis court
テネシー	tennessee
テノール	tenor
テラス	terrace
テリトリー	territory
テリーヌ	terrine
テルアビブ	tel aviv
テレカンファレンス	teleconference
テレグラフ	telegraph
テレコム	telecommunication
テレスキャン	telescan
テレックス	telex|teletypewriter exchange
テレビ	television|tv|tv program
テレビゲーム	video game
テレビジョン	television
テレビ局	television station
テレビ番組	television program|tv program
テレホン	telephone
テレメーター	telemeter
テロ	terror|terrorism
テロップ	telop
テロリスト	terrorist
テロリズム	terrorism
テン	ten
テンション	tension|anxiety|spirits
テント	tent
テンペラ	tempera
テンポ	tempo
テンポラリー	temporary
テーゼ	thesis|statement
テーピング	taping
テーブル	table
テープ	tape
テープレコーダー	tape recorder
テーマ	theme|topic|subject matter
テーマソング	theme song
テーマパーク	theme park
テーラー	tailor
ディクショナリ	dictionary
ディスカウント	discount
ディスカッション	discussion
ディスカバー	discover
ディスク	disk
ディスクジョッキー	disk jockey|disc jockey
ディスクロージャー	disclosure
ディスコ	disco|discotheque
ディストーション	distortion
ディスプレイ	display
ディスプレー	display
ディズニー	disney
ディテール	detail
ディナー	dinner
ディフェンス	defense|defence
ディベート	debate
ディミヌエンド	diminuendo
ディレクター	director
ディレクトリ	directory|folder
ディンギー	dinghy
ディーゼル	diesel
ディープ	deep
ディーラー	dealer
デイ	daytime
デイリーニュース	daily news
デオキシルボ	deoxyribo
デカルコマニー	transfer|decalcomanie|decalcomania
デコレーション	decoration
デコーダ	decoder
デコーダー	decoder
デサール	dessert
デザイナー	designer
デザイン	design
デザート	dessert|desert
デシベル	decibel|db
デジタル	digital
デスク	desk|copy editor
デタント	detente
デッキ	deck
デッサン	rough sketch
デッド	dead
デッドヒート	close game|dead heat
デニム	denim|jeans
デニール	denier
デノミ	denomination
デバイス	device
デパート	department store|department
デビスカップ	davis cup
デビュー	debut|starting anew|starting afresh
デフォルメ	distortion|deformation
デフレ	deflation
デブ	fat|chubby|fatso
デベロッパー	developer
デボン紀	devonian period
デポジット	deposit
デマ	false rumor|false alarm|misinformation
デマンド	demand
デメリット	disadvantage|drawback|demerit
デモ	demonstration|protest|demo
デモクラシー	democracy
デモクラット	democrat
デモンストレーション	demonstration|protest|demo
デモ隊	demonstrators
デュエット	duet
デュオ	duo
デューティーフリー	duty-free
デライブド	derived
デラックス	deluxe
デリカ	delicatessen
デリケート	delicate|sensitive|subtle
デリート	delete
デレゲーション	delegation
デンバー	denver
デー	daytime
デーゲーム	day game
データ	data|datum
データバンク	data bank
データベース	database
データ通信	data communication
デート	date|outing|date night
デーモン	demon|daemon
デーリー	daily
トイレ	toilet|restroom|bathroom
トイレット	toilet
トイレットペーパー	toilet paper
トゥギャザー	together
トス	toss
トッパー	topper
トップ	top|top position
トップクラス	top class
トップスター	top star|major celebrity
トップニュース	top news|front-page news|lead story
トップバッター	leadoff batter|first batter
トップレス	topless|monokini
トトカルチョ	football pool
トピック	topic
トマト	tomato
トマホーク	tomahawk
トミーガン	tommy gun
トライ	try|attempt
トライアスロン	triathlon
トライアル	trial
トライアングル	triangle
トラクター	tractor
トラスト	trust
トラック	truck|lorry|track
トラッド	traditional|trad|traditional jazz
トラップ	trap
トラバーユ	job change|work|labour
トラフ	trough
トラフィック	traffic
トラブル	trouble
トラベラーズチェック	traveller's cheque|traveler's check
トラベル	travel
トランキライザー	tranquilizer|tranquiliser
トランク	suitcase|trunk|boot
トランクス	trunks|boxers|boxer shorts
トランシーバー	transceiver
トランジスタ	electrical transistor
トランジット	transit
トランス	transformer|trance
トランスポンダー	transponder
トランプ	playing cards
トランペット	trumpet
トリウム	thorium
トリオ	trio
トリガー	trigger
トリクロロエチレン	trichloroethylene
トリック	trick
トリップ	trip|excursion
トリニトロトルエン	trinitrotoluen|tnt
トリビューン	tribune
トリプル	triple
トリュフ	truffle
トリートメント	treatment
トルエン	toluene|toluol
トルク	torque
トルーパー	trooper
トレジャー	treasure
トレッカー	trekker
トレンチコート	trench coat
トレンディー	trendy
トレンド	trend
トレー	tray
トレース	trace
トレード	trade
トレードマーク	trademark
トレーナー	trainer|sweatshirt
トレーニング	training
トレーラー	trailer|semi-trailer truck
トロイ	troy
トロフィー	trophy
トロント	toronto
トロンボーン	trombone
トロール	trawl|troll
トワイライト	twilight
トンネル	tunnel|to tunnel
トー	toe
トーキー	talkie|prerecorded announcement
トーク	talk|banter|chat
トークショー	talk show
トースター	toaster
トースト	toast
トータル	total
トーチ	torch
トーナメント	tournament
トーラス	taurus|torus
トール	toll
トーン	tone
ト長調	g major
ドア	door
ドイツ語	german
ドゥーイットユアセルフ	do-it-yourself
ドキドキ	to throb|to pound|to palpitate
ドキュメンタリー	documentary
ドキュメント	document|reportage|documentary
ドクター	doctor
ドクターヘリ	air ambulance|helicopter ambulance
ドクトリン	doctrine
ドッキング	docking
ドック	dock
ドッグファイト	dogfight|dog fight
ドッグフード	dog food
ドッジボール	dodge ball|dodgeball
ドット	dot|point|polka dots
ドナー	donor
ドミノ	domino|dominoes|domino effect
ドライ	dry|unemotional|matter-of-fact
ドライバー	driver|screwdriver
ドライフラワー	dried flowers|dried flower
ドライブ	drive|driving|to drive
ドライヤー	dryer|drier|blower
ドラゴン	dragon
ドラスチック	drastic
ドラッグ	drug|medicine|narcotics
ドラフト	draft|rough copy|rough sketch
ドラマ	television series|tv drama|teledrama
ドラマチック	dramatic
ドラマー	drummer
ドラム	drum|drums|drum kit
ドラム缶	drum|metal barrel
ドラ息子	lazy son|profligate son
ドリアン	durian|dorian
ドリブル	dribble|dribbling
ドリル	drill bit|drill
ドリンク	drink
ドリー	dolly
ドリーム	dream
ドルフィンキック	dolphin kick
ドル買い	dollar purchase
ドレス	dress
ドレッシング	dressing
ドロップ	drop
ドロー	draw
ドローイング	drawing
ドン	don|dong
ドーク	moderates|centrists
ドーナツ	doughnut|donut
ドーピング	doping
ドーマーウインドー	dormer window
ドーム	dome
ナイジェリア	nigeria
ナイス	well-executed
ナイスバディ	attractive body|nice-looking body
ナイター	night game
ナイチンゲール	nightingale
ナイト	night|knight
ナイトクラブ	nightclub
ナイフ	knife
ナイロン	nylon
ナイン	nine|team
ナイーブ	innocent|sensitive|uncomplicated
ナウ	trendy
ナショナリズム	nationalism
ナショナル	national
ナショナルチェーン	national chain
ナショナルリーグ	national league
ナチ	nazi|nationalsozialist
ナチス	nazi|nationalsozialist|nazi party
ナチズム	nazism|national socialism
ナチュラリスト	naturalist
ナチュラル	natural
ナックル	knuckle|knuckleball
ナット	nut
ナップザック	knapsack|rucksack|backpack
ナトリウム	sodium
ナビ	navigation|navigation system|navigator
ナビゲーター	navigator|host|hostess
ナフサ	naphtha
ナプキン	napkin|serviette|sanitary napkin
ナポレオン	napoleon
ナミビア	namibia
ナレーション	narration
ナレーター	narrator
ナローキャスティング	narrowcasting
ナンセンス	nonsense
ナンバー	number|number plate|license plate
ナンバープレート	number plate|licence plate|license plate
ナンバーワン	number one
ナーサリー	nursery
ナース	nurse
ナーバス	nervous
ニアミス	near-miss|just missing
ニコチン	nicotine
ニッカーズ	knickers
ニック	nick|nic
ニックネーム	nickname
ニッケル	nickel
ニット	knit|knitted fabric|knitted garments
ニヒル	nihilistic|nihility
ニュアンス	nuance
ニューウェーブ	new wave
ニュージャージー	new jersey
ニュース	news
ニュースソース	news source
ニュースレター	newsletter
ニュータウン	new town
ニュートラ	new traditional
ニュートン	newton
ニューハンプシャー	new hampshire
ニューフェイス	new face
ニューメキシコ	new mexico
ニューメディア	new media
ニューヨーカー	new yorker
ニューリーダー	new leader
ニューロ	neuro-
ニューロン	neuron
ニー	knee
ニーズ	needs|demands|requests
ヌルヌル	slimy|slippery|greasy
ヌーディー	nudie
ヌード	nude
ヌードル	noodle|noodles
ヌーベル	mid-length novel
ヌーボー	modern|up-to-date|art nouveau
ネアンデルタール	neanderthal
ネイキッド	naked
ネイチャー	nature
ネイビー	navy
ネイル	nail|fingernail
ネオ	neo
ネオナチ	neo-nazi
ネオン	neon
ネガ	negative
ネガティブ	negative
ネクタイ	tie|necktie
ネスト	nest|hive|rookery
ネッカチーフ	neckerchief
ネック	neck|bottleneck|obstruction
ネックレス	necklace
ネット	network|internet
ネットプレー	net play
ネットワーク	network
ネブラスカ	nebraska
ネーチャー	nature
ネーミング	naming|branding
ネーム	name|nameplate
ネール	nail|fingernail
ノイズ	noise
ノイローゼ	neurosis|nervous breakdown|mental problem
ノウハウ	know-how
ノエル	christmas
ノスタルジア	nostalgia
ノスタルジック	nostalgic
ノスタルジー	nostalgia
ノズル	nozzle
ノッカー	knocker
ノック	knock|knocking|fungo hitting
ノックダウン	knockdown
ノット	knot
ノブ	knob|doorknob
ノミネート	nomination
ノルディック	nordic
ノルマ	quota|assignment
ノンアルコール	non-alcoholic|alcohol-free
ノンストップ	nonstop
ノンバンク	nonbank banking
ノンフィクション	nonfiction
ノーコメント	no comment
ノーサイド	no side|full time|reconciling
ノース	north|norse
ノースカロライナ	north carolina
ノータッチ	without touching|no touching
ノート	notebook|copy-book|exercise book
ノーブル	noble
ノーベル賞	nobel prize
ノーマライズ	normalize|normalise
ノーマル	normal
ノーマーク	not covered|unobserved|unmarked
ノーランストッキング	no-run stockings
ハイ	high|merry
ハイウェイ	highway
ハイウエー	highway
ハイカー	hiker
ハイキング	hiking
ハイク	hike
ハイジャック	hijack|highjack
ハイスクール	high school
ハイツ	heights
ハイティーン	late teens
ハイテク	high-tech
ハイドン	haydn
ハイパー	hyper
ハイヒール	high heels|high-heeled shoes
ハイビジョン	high-definition television|hdtv
ハイビスカス	hibiscus
ハイファイ	hi-fi
ハイブリッド	hybrid
ハイペース	quick pace
ハイム	home
ハイライト	highlight
ハイランド	highland
ハイレグ	high-leg leotard
ハイレベル	high-level
ハウジング	housing|cabinet
ハウス	house|plastic greenhouse
ハウツー	how-to
ハスキー	husky|huskie
ハッカー	hacker
ハッスル	hustle
ハッチ	hatch
ハット	hat|hut
ハッピー	happy
ハッピーエンド	happy ending
ハネムーン	honeymoon
ハプニング	happening|incident|unforeseen event
ハム	ham
ハムスター	hamster
ハリケーン	hurricane
ハロウィーン	halloween
ハロゲン	halogen
ハロン	halon
ハロー	halo|hallo|hullo
ハワイアンギター	hawaiian guitar
ハンカチ	handkerchief
ハンガー	hangar|hanger
ハング	hang
ハングリー	hungry
ハングル	hangul
ハンサム	handsome
ハンスト	hunger strike
ハンセン病	hansen's disease|leprosy
ハンター	hunter
ハンチング	hunting
ハンティング	hunting
ハンデ	handicap
ハンディキャップ	handicap
ハンド	hand|handball
ハンドバッグ	handbag|purse
ハンドブック	handbook
ハンドボール	handball
ハンドメイド	handmade object|craft work|handmade
ハンドル	handle|steering wheel
ハンバーガー	hamburger
ハンバーグ	hamburg steak|hamburger steak
ハンマー	hammer
ハート	heart
ハード	hardware
ハードウェア	hardware
ハードカバー	hardcover|hardback
ハードディスク	hard-disk
ハードトップ	hardtop
ハードボイルド	hard-boiled|tough|hard-boiled fiction
ハードル	hurdle|hurdle race|hurdles
ハードロック	hard rock
ハーバー	harbor|harbour
ハーフ	half|biracial person
ハーフタイム	half time|halftime
ハーブ	herb
ハープ	harp|harmonica
ハーモニカ	harmonica|mouth organ|cunnilingus
ハーモニー	harmony
ハーレム	harem
バイアスロン	biathlon
バイオ	biotechnology
バイオテクノロジー	biotechnology
バイオリニスト	violinist
バイオリン	violin
バイキング	viking|smorgasbord|buffet
バイク	motorcycle|motorbike
バイタリティー	vitality
バイト	part-time job|side job
バイパス	bypass
バイブル	bible
バイヤー	buyer
バイリンガル	bilingual
バウサイド	bow side
バウムクーヘン	baumkuchen
バウンド	bounce|bound
バカンス	holidays|vacation
バガボンド	vagabond
バギー	all-terrain vehicle|quad bike|dune buggy
バクテリア	bacteria|bacillus|germ
バケツ	bucket|pail|skip
バザー	bazaar|bazar
バザール	bazaar|bazar
バス	bus
バスク	basque|bask
バスケット	basket|basketball
バスケットボール	basketball
バスター	fake bunt|slash bunt
バスツアー	bus tour
バスト	bust|breasts|bosom
バスルーム	bathroom
バス停	bus stop
バタバタ	flapping|rattling|noisily
バタフライ	butterfly|g-string|gee-string
バター	butter
バック	backing|going backwards|reversing
バックアップ	backup
バックグラウンド	background
バックス	backs|bucks
バックスクリーン	back screen
バックネット	backstop|back screen
バックハンド	backhand
バックボーン	backbone
バッグ	bag
バッジ	badge
バッティング	batting
バッテリー	battery
バット	bat
バットマン	batman
バッドマーク	bad mark
バッハ	bach
バトン	baton
バトンタッチ	baton pass|baton handoff|handing over
バドミントン	badminton
バナナ	banana
バニラ	vanilla
バファリン	bufferin
バブル	bubble|bubble economy
バプテスト	baptist
バムバム	bawm bawm
バラエティ	variety
バラック	barracks
バランス	balance
バランスシート	balance sheet
バラード	ballade|ballad
バラ色	rose-colour|rose-color
バリア	barrier|protective wall|bulwark
バリウム	barium
バリエーション	variation
バリカン	barber's clippers
バリケード	barricade
バリトン	baritone
バルカンラバー	vulcanized rubber|vulcanised rubber
バルコニー	balcony
バルセロナ	barcelona
バルト	baltic
バルブ	valve
バルーン	balloon
バレエ	ballet
バレリーナ	ballerina
バレル	barrel
バレンタイン	valentine
バレンタインデー	valentine's day
バレー	volleyball|valley
バレーボール	volleyball
バロック	baroque
バロメーター	barometer|measure|indicator
バン	bun|van
バンカー	banker|bunker
バンク	bank
バンス	advance
バンタム級	bantam-weight
バント	bunt
バンド	band|belt
バンパー	bumper
バー	bar|var
バーガー	burger
バーゲン	bargain|bargain sale
バーゲンセール	bargain sale
バーコード	bar code|comb over|combover
バージニア	virginia
バージョン	version
バージン	virgin
バース	berth|verse
バースデー	birthday
バースト	burst
バーター	barter
バーチャル	virtual
バーテン	bartender
バーディー	birdie
バードコール	birdcall
バーナー	burner
バーバー	barber|barbershop|barber shop
バーベキュー	barbecue|bbq
バーベル	barbell
バーボン	bourbon
バーミンガム	birmingham
バール	bar|crowbar
バーレスク	burlesque
バーレル	barrel
バーンアウトシンドローム	burn-out syndrome
パイ	pie|tart
パイオニア	pioneer
パイナップル	pineapple
パイプ	pipe|tube|connections
パイロット	pilot
パインジュース	pineapple juice
パウダー	powder
パゴダ	pagoda
パシフィック	pacific
パジャマ	pajamas|pyjamas
パス	passing|pass|ticket
パスカル	pascal
パスタ	pasta
パステル	pastel
パスポート	passport
パスワード	password
パズル	puzzle
パセリ	parsley
パソコン	personal computer
パソコンショップ	computer shop|pc shop
パター	putter
パターン	pattern|behavioural pattern|behavioral pattern
パチンコ	pachinko|slingshot|catapult
パッキング	packing|non-metallic seal|washer
パック	packing|packaging|wrapping
パッケージ	package
パッション	passion|ardor|enthusiasm
パッシング	passing
パッチワーク	patchwork
パッティング	patting|putting
パット	putt
パッド	pad|padding
パテ	putty|pate
パティオ	patio
パトカー	patrol car
パトリオティズム	patriotism
パトロン	patron|patroness|financial supporter
パトロール	patrol
パドック	paddock
パドル	paddle
パニック	panic
パネラー	panellist
パネリスト	panelist
パネル	panel
パノラマ	panorama|panoramic painting
パパ	papa|dad|daddy
パパイヤ	papaya|pawpaw
パビリオン	pavilion
パフォーマンス	performance
パブ	pub
パブリシティー	publicity
パブリック	public
パラグライダー	paraglider
パラシュート	parachute
パラソル	parasol|sunshade|umbrella
パラダイス	paradise
パラダイム	paradigm
パラドックス	paradox
パラパラ	para para
パラボラ	parabola|dish
パラボラアンテナ	parabolic antenna
パラリンピック	paralympics
パリーグ	pacific league
パルサー	pulsar
パルス	pulse
パルチザン	partisan
パルプ	pulp
パレス	palace
パレスチナ	palestine
パレット	palette|pallet
パレード	parade
パロディー	parody
パワフル	powerful
パワー	power
パワーアップ	powering up
パワーステアリング	power steering
パン	bread|pastries|pastry-based products
パンアメリカニズム	pan-americanism
パンク	puncture|flat tyre|blowout
パンジー	pansy|garden pansy
パンタグラフ	pantograph
パンダ	panda
パンチ	punch|punching|hole punch
パンツ	underpants|pants|briefs
パンティー	panties|panty|briefs
パント	punt kick
パントマイム	mime|dumb show|silent drama
パンフ	pamphlet
パンフレット	brochure|pamphlet
パンプス	pumps|court shoe
パン屋	bakery|baker|pastry shop
パン粉	breadcrumbs|panko|bread flour
パー	par|equivalence|face value
パーカッション	percussion
パーカー	hooded sweatshirt|hoodie|hooded jacket
パーキング	parking
パーク	park|parking
パージ	purge
パース	perspective drawing|perspective view|perspective
パーセプトロン	perceptron
パーセント	percent|percentage
パーソナリティー	personality|individuality|tv personality
パーソナル	personal
パーツ	part|component
パーティ	party
パーティー	party
パート	part|part-timer
パートタイマー	part-timer
パートタイム	part time
パートナー	partner
パーフェクト	perfect|perfection|perfect game
パープル	purple
パープレー	par play
パーマ	perm|permanent wave
パームボール	palm ball
パーラー	parlor|parlour
パール	pearl|perl
パーレン	parentheses|round brackets
ヒア	hear
ヒアリング	listening|listening comprehension|hearing
ヒステリック	hysterical|hysteric
ヒステリー	hysteria
ヒッチハイク	hitch-hike|hitchhiking
ヒット	hit|base hit|safe hit
ヒッピー	hippy|hippie
ヒップ	hips|buttocks|backside
ヒマラヤ	himalaya
ヒヤリング	listening|listening comprehension|hearing
ヒューズ	fuse
ヒューマニズム	humanism
ヒューマン	human
ヒレ	fillet|tenderloin
ヒロイズム	heroism
ヒロイン	heroine
ヒンジ	hinge
ヒンズー	hindu
ヒント	hint
ヒンドゥー	hindu
ヒータ	heater
ヒーター	heater
ヒート	heat
ヒール	heel|bad guy
ヒーロー	hero
ビア	beer
ビアガーデン	beer garden
ビエンナーレ	biennale
ビオラ	viola
ビキニ	bikini|bikini island
ビギナー	beginner
ビクター	victor
ビクトリア	victoria
ビクトリー	victory
ビザ	visa
ビジター	visitor
ビジネス	business
ビジネスマン	businessman
ビジネスライク	businesslike|professional
ビジュアル	visual
ビジョン	vision
ビス	screw
ビスケット	cookie|biscuit
ビスタカー	vista car
ビタミン	vitamin
ビッグ	big
ビッグイベント	big event
ビッグバン	big bang
ビット	bit
ビデオ	video
ビデオテープ	video tape
ビニール	vinyl|vinyl record
ビバ	beaver|viva
ビバーク	bivouac
ビビッド	vivid
ビフィズス	lactobacillus bifidus
ビュッフェ	buffet|self-service meal
ビュー	view
ビューティフル	beautiful
ビューロー	bureau
ビラ	holiday house|villa
ビリヤード	billiards|pool|snooker
ビル	multi-floor building|multi-storey building|bill
ビルディング	building
ビルトイン	built-in
ビルボード	billboard
ビレッジ	village
ビンゴ	bingo
ビーカ	beaker
ビーグル	beagle
ビースト	beast
ビーズ	beads
ビーチ	beach
ビーチサンダル	beach sandals|flip-flops|thongs
ビート	beet|beat
ビートルズ	beatles
ビーバー	beaver|viva
ビーフ	beef
ビーム	beam
ビール	beer
ビーンズ	beans
ビー玉	marble|glass marble
ピアジェ	piaget
ピアス	earrings|ear piercing|body piercing
ピアニスト	pianist
ピアノ	piano
ピエロ	clown
ピカソ	picasso
ピクチャー	picture
ピクニック	picnic
ピケ	pique|picket
ピザ	pizza
ピストル	pistol
ピストン	piston|plunger
ピッキング	order picking|lock picking
ピック	pick|plectrum|ice pick
ピックアップサービス	pickup service
ピッチ	pace|rate|speed
ピッチャー	pitcher|jug
ピッチング	pitching
ピッツァ	pizza
ピット	pit
ピュア	pure
ピラニア	piranha
ピラフ	pilaf
ピラミッド	pyramid
ピリ	period|full stop|piri
ピリオド	period|dot character
ピル	pill|birth-control pill|oral contraceptive
ピン	pin
ピンク	pink|erotic|blue
ピンセット	tweezers|forceps
ピンチ	pinch|crisis|tough spot
ピンチヒッター	pinch hitter
ピント	focus|focal point|point
ピンポイント	pinpoint
ピンポン	ping-pong|table tennis
ピーク	peak|peek
ピース	peace|peas
ピーチ	peach
ピーナッツ	peanut
ピーナツ	peanut
ピーピングトム	peeping tom
ピープル	people
ピープルズキャピタリズム	people's capitalism
ピーマン	bell pepper|green pepper|pimiento
ファイア	fire
ファイアウォール	firewall
ファイター	fighter
ファイティングスピリット	fighting spirit
ファイト	fight|fighting spirit
ファイナル	final
ファイナルセット	final set
ファイナンス	finance
ファイバー	fiber|fibre
ファイブスター	five-star
ファイリングシステム	filing system
ファイル	file
ファインダー	viewfinder|finder
ファインプレー	fine play
ファウル	foul
ファクシミリ	facsimile|fax|fax machine
ファクター	factor
ファクトリー	factory
ファシスト	fascist
ファシズム	fascism
ファシリティー	facility
ファジー	fuzzy
ファストフード	fast food
ファスナー	fastener|zipper
ファック	fuck
ファッショ	fascism|fascist
ファッショナブル	fashionable
ファッション	fashion
ファッションショー	fashion show
ファミリア	familiar
ファミリー	family
ファラウェイ	far away
ファルス	farce|phallus
ファン	fan|enthusiast|lover
ファンキー	funky
ファンク	funk
ファンクラブ	fan club
ファンサイト	fan site|fansite
ファンタジー	fantasy
ファンタスティック	fantastic
ファンダメンタルズ	fundamentals
ファンデーション	foundation
ファントム	phantom
ファンド	fund
ファー	fur|far
ファースト	first base|first baseman
ファーム	farm|firm
フィアンセ	fiance|fiancee
フィギュア	figure|form|shape
フィクサー	fixer
フィクション	fiction
フィスカルポリシー	fiscal policy
フィッシュ	fish|fiche
フィッティング	fitting|installation
フィット	fit
フィットネス	fitness
フィナカップ	fina cup
フィニッシュ	finish
フィフティーフィフティー	fifty-fifty
フィヨルド	fjord
フィラデルフィア	philadelphia
フィル	fill|philharmonic
フィルター	filter
フィルダースチョイス	fielder's choice
フィルハーモニー	philharmonic
フィルム	film
フィン	fin|flipper
フィーダ	feeder
フィート	feet|foot
フィードバック	feedback
フィーバー	fever
フィーリング	feeling
フィールド	field
フィールドワーク	fieldwork
フイルム	film
フェア	fair|fare
フェアウェイ	fairway
フェアプレー	fair play
フェイク	fake
フェイス	face
フェイント	feint
フェスティバル	festival
フェデレーション	federation
フェニックス	phoenix
フェミニスト	gentleman|feminist
フェミニズム	feminism
フェラチオ	fellatio|blow job
フェリー	ferry
フェルト	felt
フェレット	ferret
フェロモン	pheromone
フェローシップ	fellowship
フェンシング	fencing
フェンス	fence
フォア	four|fore
フォアグラ	foie gras
フォアハンド	forehand
フォアボール	walk|pass
フォアマン	foreman
フォスターチャイルド	foster child
フォックストロット	fox-trot|foxtrot
フォト	photo
フォロー	follow|following
フォワード	forward|forwarding
フォン	phon|fond|stock
フォーカス	focus|forecast
フォーク	fork|forkball
フォークソング	folk song|folk music
フォークボール	forkball
フォース	force|forth
フォーチュン	fortune
フォード	ford
フォーマット	format
フォーマル	formal
フォーミュラカー	formula car
フォーム	foam|form
フォーメーション	formation
フォーラム	forum
フォール	fall
フォールト	fault
フッカー	hooker|hookah
フック	hook
フットボール	football
フットワーク	footwork
フュージョン	fusion
フューチャー	future
フライ	deep-fried food
フライト	flight|fright
フライドチキン	fried chicken
フライパン	fry pan|frying pan
フライホイール	flywheel
フライング	flying|false start
フライ級	fly-weight
フラスコ	fresco|flask
フラストレーション	frustration
フラッグ	flag
フラッシュ	flash|flashlight|flashbulb
フラップ	flap
フラメンコ	flamenco
フラワーアレンジメント	flower arrangement
フラン	franc
フランク	frank|candid|frankfurter
フランクフルト	frankfurt|frankfurter|frank
フランスパン	french bread|breadstick
フランス料理	french food
フランス語	french
フランチャイズ	franchise
フリゲート	frigate
フリッカー	flicker
フリップフロップ	flip flop|bistable circuit
フリンジ	fringe
フリー	free
フリーエージェント	free agent
フリーキック	free kick
フリースタイル	freestyle
フリーズ	freezing|locking up
フリーダイヤル	toll-free number|free dial
フリーダム	freedom
フリーハンド	free-hand
フリーパス	free pass
フリーマーケット	flea market|free market
フリーランサー	freelancer
フリーランス	freelance
フル	full
フルーツ	fruit
フルート	flute
フレア	flare
フレアー	flare
フレキシブル	flexible
フレックス	flexible-hours system|flextime|flexitime
フレッシュ	fresh|non-dairy creamer|coffee whitener
フレッシュマン	freshman
フレンズ	friends
フレンチ	french|french food|french cuisine
フレンド	friend
フレンドリ	friendly
フレンドリー	friendly
フレーズ	phrase|strawberry
フレーバー	flavor|flavour
フレーム	frame|flame
フロア	floor
フロスト	frost
フロック	fluke|chance|unexpected event
フロッピー	floppy
フロッピーディスク	floppy disk|flexible disk
フロリダ	florida
フロン	fluorocarbon|chlorofluorohydrocarbon|cfc
フロンガス	chlorofluorocarbon gas|cfc gas
フロンティア	frontier
フロント	front|reception|front desk
フロー	flow
フローズンフード	frozen food
フロート	float|raft|pontoon
フローリング	wooden flooring
フーガ	fugue
フード	hood|food
ブイ	buoy|lifebuoy
ブザー	buzzer|personal alarm
ブタン	butane
ブチ切れ	livid
ブッカー	booker
ブック	book
ブックメーカー	bookmaker
ブックレット	booklet
ブッシュ	bush
ブティック	boutique
ブライダル	bridal|nuptial|wedding
ブラインド	window blind|blinds
ブラウス	blouse
ブラウン管	cathode-ray tube|crt|braun tube
ブラシ	brush|brushy
ブラジャー	bra|brassiere
ブラスバンド	brass band
ブラチスラバ	bratislava
ブラック	black
ブラッシー	brassie|brassy|brassey
ブランク	blank|blank space|gap
ブランチ	branch|brunch
ブランデー	brandy
ブランド	brand
ブリスベン	brisbane
ブリタニア	britannia
ブリッジ	bridge
ブリュッセル	brussels
ブリージング	breathing
ブリーフ	briefs
ブル	bull|bulldog
ブルジョワ	bourgeois
ブルゾン	blouson
ブルネット	brunette
ブルペン	bull pen
ブルー	blue|sad
ブルーカラー	blue-collar worker
ブルース	blues
ブルーバード	bluebird
ブレイク	break
ブレザー	blazer
ブレスト	breast|breaststroke
ブレスレット	bracelet
ブレッド	bread
ブレンド	blend
ブレーカ	breaker
ブレーカー	breaker
ブレーキ	brake
ブレーク	break
ブレード	blade|braid
ブレーン	brains|advisor|brain trust
ブロイラー	broiler
ブログ	blog|weblog
ブロッカー	blocker
ブロック	blocking|obstructing|block
ブロマイド	bromide
ブロンズ	bronze
ブロー	blow-drying|blow|punch
ブローカー	broker
ブローチ	brooch
ブロード	broadcloth
ブンド	bond
ブーイング	booing
ブーケ	bouquet
ブース	booth
ブーツ	boots
ブーム	boom|rage|fad
ブーメラン	boomerang|swim briefs|speedos
ブール	boule|boer
プッシュ	push
プッシュホン	push-button telephone
プライス	price
プライド	pride
プライバシー	privacy
プライベート	private|personal life|privacy
プライムタイム	prime time
プライムレート	prime rate
プラカード	placard
プラグ	plug|connector
プラグマティズム	pragmatism
プラザ	plaza
プラス	plus|addition|positive number
プラスチック	plastic
プラズマ	plasma
プラチナ	platinum
プラットホーム	platform
プラネタリウム	planetarium
プラハ	prague
プラモデル	plastic model
プラン	plan|scheme|package
プランクトン	plankton
プランタン	springtime|spring
プランター	planter
プラント	plant|vegetation
プランナー	planner|game designer
プランニング	planning
プリ	pre-
プリズム	prism
プリティ	pretty
プリン	pudding
プリンス	prince
プリンセス	princess
プリンタ	printer
プリンター	printer
プリント	print|printing|copy
プリーツ	pleat|pleats|plait
プルトニウム	plutonium
プルークボーゲン	snowplow turn|snowplough turn|double-stem turn
プレイ	play|recreation
プレイガール	playgirl
プレイボーイ	playboy
プレイヤー	player
プレイリスト	playlist
プレジデント	president
プレス	pressing|stamping|printing
プレスクラブ	press club
プレスセンター	press center|press centre
プレスリリース	press release
プレゼンテーション	presentation
プレゼント	present|gift
プレタポルテ	ready-made clothing|ready-to-wear clothing
プレッシャー	pressure
プレトリア	pretoria
プレハブ	prefab|prefabrication|prefabricated building
プレミアム	premium
プレリュード	prelude
プレー	play|recreation
プレーオフ	play-off|playoff
プレート	plate
プレーヤー	player
プレーン	plain|plane
プロ	professional
プログラム	program|programme|brochure
プロジェクター	projector
プロジェクト	project
プロセス	process
プロセッサー	processor
プロダクション	production
プロダクト	product
プロップジェット	propjet
プロテスタント	protestant
プロデューサ	producer
プロデューサー	producer
プロデュース	to produce|to design|to create
プロパガンダ	propaganda
プロパン	propane
プロパー	proper|propagandist|propaganda
プロフィール	profile
プロフィール画像	profile picture|profile pic
プロフェッショナル	professional
プロペラ	propeller
プロポーザル	proposal
プロポーズ	proposal
プロモーション	promotion
プロモーター	promoter
プロモート	promote|promotion
プロレス	pro wrestling|professional wrestling
プロレタリア	proletarian
プロローグ	prologue|prolog
プロンプター	teleprompter|autocue|prompter
プロ野球	professional baseball
プール	pool
ヘア	hair|pubic hair
ヘアケア	hair care
ヘアスタイル	hairstyle
ヘクタール	hectare
ヘクト	hecto-
ヘザー	heather
ヘッジ	hedge
ヘッダー	header
ヘッド	head
ヘッドコーチ	head coach
ヘッドホン	headphone
ヘッドライト	headlight
ヘディング	heading|header
ヘドロ	sludge|slime|chemical ooze
ヘビー	heavy
ヘビースモーカー	heavy smoker
ヘブライズム	hebraism
ヘム	hem|heme
ヘモグロビン	hemoglobin|haemoglobin
ヘラルド	herald
ヘリ	helicopter
ヘリウム	helium
ヘリコプター	helicopter
ヘリポート	heliport
ヘリンボーン	herringbone
ヘル	hell
ヘルシンキ	helsinki
ヘルシー	healthy
ヘルス	health
ヘルスクラブ	health club
ヘルツ	hertz|hz|heart
ヘルツェゴビナ	herzegovina
ヘルニア	hernia
ヘルパー	helper
ヘルメット	helmet|hard hat|protective headgear
ヘレニズム	hellenism
ヘロイン	heroin
ベア	bear
ベアリング	bearing
ベイルート	beirut
ベオグラード	belgrade
ベクター	vector
ベクトル	vector
ベジタブル	vegetable
ベスト	vest
ベストセラー	bestseller
ベストテン	top ten
ベタ	betta
ベタベタ	sticky
ベター	better|preferable
ベッド	bed
ベテラン	old hand|veteran
ベドウィン	bedouin
ベニヤ	veneer|plywood
ベニヤ板	plywood
ベネチアングラス	venetian glass
ベネフィット	benefit
ベビー	baby
ベビーカー	stroller|buggy|pushchair
ベビーシッター	baby-sitter|babysitter
ベビーフード	baby food
ベビーブーム	baby boom
ベランダ	balcony|veranda|verandah
ベリーダンス	belly dance
ベル	bell|bel|b
ベルト	belt|strap|zone
ベルトコンベア	conveyor belt|belt conveyor
ベルファスト	belfast
ベルマーク	bellmark|bell mark
ベルモット	vermouth
ベレー	beret
ベロ	tongue
ベンジン	gasoline|petrol
ベンチ	bench
ベンチャー	venture
ベンツ	vent
ベーカリー	bakery
ベーコン	bacon
ベーシック	basic
ベージュ	beige
ベース	base|basis|theme
ベースアップ	salary increase
ベースキャンプ	base camp
ベートーヴェン	beethoven
ベール	veil
ペア	pair|pair-oared boat
ペアリング	couple's ring|pairing
ペイ	pay|salary|to pay
ペインクリニック	pain clinic
ペイント	paint
ペシミスティック	pessimistic
ペスト	plague|black plague
ペダル	pedal
ペッサリー	pessary
ペット	pet|trumpet
ペットフード	pet food
ペトローリアム	petroleum
ペドメーター	pedometer
ペナルティー	penalty
ペナント	pennant
ペニシリン	penicillin
ペプシン	pepsin
ペリカン	pelican
ペン	pen
ペンキ	paint
ペンギン	penguin
ペンクラブ	pen club
ペンション	pension
ペンシルベニア	pennsylvania
ペンタゴン	pentagon
ペンダント	pendant
ペンチ	cutting pliers|lineman's pliers|combination pliers
ペンネーム	pen-name
ペン先	pen nibs
ペース	pace
ペースメーカー	pacemaker|pacesetter
ペーソス	pathos
ペーパー	paper
ペール	pale|pail
ホイッスル	whistle
ホイール	wheel
ホステス	hostess|barmaid
ホステル	hostel
ホスト	host
ホスピス	hospice
ホック	hook|snap fastener|press stud
ホッケー	hockey
ホットライン	hot line|hotline
ホップ	hop|hops
ホテル	hotel
ホノルル	honolulu
ホモ	homo|homosexual|homosexuality
ホラー	horror
ホリデイ	holiday
ホリデー	holiday
ホルスター	holster
ホルダー	holder
ホルモン	hormone
ホルン	horn
ホログラフィ	holography
ホロコースト	holocaust
ホワイト	white|correction fluid|white-out
ホワイトカラー	white-collar
ホワイトニング	whitening
ホン	phon
ホーク	fork|forkball
ホース	hose
ホープ	hope|white hope
ホーマー	homer|home run
ホーミング	homing
ホーム	platform|home
ホームイン	getting home
ホームグラウンド	home ground|home field|one's haunt
ホームシック	homesickness
ホームステイ	homestay
ホームターミナル	home terminal
ホームドラマ	family-centered sitcom|soap opera
ホームヘルパー	caregiver|care worker|carer
ホームページ	web site|website|web page
ホームラン	home run
ホームルーム	homeroom|form room|form class
ホール	hall|hole|cup
ホーン	horn|phon
ボイコット	boycott
ボイジャー	voyager
ボイス	voice
ボイスレコーダー	dictaphone|dictation system
ボイラー	boiler
ボウリング	bowling|boring|drilling
ボウル	bowl
ボギー	bogey|bogie
ボクサー	boxer
ボクシング	boxing
ボコーダー	vocoder
ボサノバ	bossa nova
ボス	boss|leader|head
ボストン	boston
ボスニア	bosnia
ボックス	box|booth
ボツワナ	botswana
ボディ	body|body blow
ボディコン	body-conscious|tight-fitting
ボディー	body|body blow
ボディーブロー	body blow
ボトム	bottom|lower garment
ボトル	bottle
ボブ	bob
ボブスレー	bobsleigh|bobsled
ボランティア	volunteer
ボリューム	volume
ボルテージ	voltage|excitement|enthusiasm
ボルト	volt|bolt
ボレロ	bolero|shrug
ボレー	volley
ボンド	bond
ボンネット	bonnet|hood
ボー	bow|bowknot
ボーイ	boy|bellboy|porter
ボーイスカウト	boy scouts
ボーイフレンド	boyfriend|male friend
ボーイング	bowing|boeing
ボーカラー	bow collar
ボーカリスト	vocalist
ボーカル	vocal|vocals|singing
ボーク	balk
ボーダー	border|stripes|boundary
ボーダーライン	border line
ボート	boat|rowing boat
ボートピープル	boat people|boat refugees
ボード	board
ボードセーリング	boardsailing|windsurfing
ボーナス	bonus
ボーリング	bowling|boring|drilling
ボール	ball
ボールド	bold
ボールペン	ball-point pen
ボーン	bone|bourne
ポイント	point|points|switch
ポエム	poem
ポケット	pocket
ポケットサイズ	pocket-size
ポケットベル	pager|beeper
ポケットマネー	pocket money
ポシェット	pochette|pouch
ポシビリティー	possibility
ポジショニング	positioning
ポジション	position
ポジティブ	positive
ポスター	poster
ポスト	postbox|mailbox|mail box
ポタージュ	potage
ポット	pot|vacuum bottle|thermos flask
ポッドキャスト	podcast
ポップ	pop|signage|display
ポップアート	pop art
ポップス	pop music|popular music
ポテト	potato|french fries|chips
ポテトチップス	potato chips|potato crisps
ポテンシャル	potential
ポトフ	pot-au-feu
ポニーテール	ponytail
ポピュラー	popular
ポプリ	potpourri
ポリ	polyethylene
ポリエチレン	polyethylene
ポリオ	polio
ポリシー	policy
ポリス	police|polis
ポリネシア	polynesia
ポリプロピレン	polypropylene
ポリマー	polymer
ポリープ	polyp
ポルカ	polka
ポルノ	pornography|porn|porno
ポロ	polo
ポンド	pound|pound sterling
ポンプ	pump
ポンポン	pompon|pompons|bobbles
ポーカー	poker
ポース	pose|pause
ポーズ	pose|pause
ポータブル	portable
ポーター	porter
ポーチ	porch|pouch
ポート	port
ポートフォリオ	portfolio
ポートレート	portrait
ポール	pole|poll
マイアミ	miami
マイク	mike|mic|microphone
マイクロ	micro-|micro|minibus
マイクロバス	minibus
マイクロフィルム	microfilm
マイコン	microcomputer|personal computer|home computer
マイナス	minus|negative|subtraction
マイナー	minor|small|unimportant
マイノリティー	minority
マイホーム	one's house|one's home
マイム	mime
マイルド	mild
マインド	mind
マウス	mouse
マウンテン	mountain
マウント	mount|stand|fixture
マウンド	mound
マエストロ	maestro
マカダム	macadam
マカロニ	macaroni
マガジン	magazine
マキシ	ankle-length|maxi|floor-length
マクラメ	macrame
マクロ	macro
マグナム	magnum
マグニチュード	magnitude
マグネシウム	magnesium
マグネット	magnet
マグマ	magma
マケドニア	macedonia
マサチューセッツ	massachusetts
マザコン	oedipus complex
マザリング	mothering
マザーグース	mother goose
マシン	machine
マシンガン	machine gun
マシーン	machine
マジシャン	magician|illusionist
マジック	magic|magic marker|felt-tip pen
マス	mass
マスク	mask|features|looks
マスゲーム	massed calisthenics|massed gymnastics
マスコット	mascot
マスコミ	mass communication|mass media
マスター	to master|proprietor|manager
マスタード	mustard
マスト	mast|necessary|indispensable
マスメディア	mass media
マゾ	masochist|masochism
マダム	madame
マッキントッシュ	macintosh|mackintosh
マック	mcdonald's|mac|macintosh
マックス	maximum|max|mux
マッサージ	massage
マッシュルーム	common mushroom|white mushroom
マッチプレー	match play
マット	mat|matte|matt
マットレス	mattress|mattress pad
マッハ	mach|fast speed
マップ	map
マテリアル	material
マドラス	madras
マドレーヌ	madeleine
マドンナ	madonna
マナー	manners|etiquette
マニア	enthusiast|mania|enthusiasm
マニアック	maniac|enthusiast
マニキュア	manicure|nail polish|nail varnish
マニフェスト	manifesto
マニュアル	manual|operations manual|basic rules
マヌーバー	maneuver|manoeuvre
マネキン	mannequin
マネジメント	management
マネジャー	manager
マネー	money
マネーゲーム	money game
マネーサプライ	money supply
マネージメント	management
マネージャー	manager
マフィア	mafia
マフラー	muffler|scarf|comforter
ママ	mama|mamma|mom
マヤ	maya
マヨネーズ	mayonnaise
マラカス	maracas
マラソン	marathon|long-distance race
マラリア	malaria
マリファナ	marijuana|marihuana|cannabis
マリン	marine|the marines
マリンバ	marimba
マリーナ	marina
マリーン	marine|the marines
マルクス主義	marxism
マルターゼ	maltase
マルチ	multi-post
マルチナショナル	multinational
マルチメディア	multimedia
マロン	chestnut|marron
マン	man
マングローブ	mangrove
マンション	condominium|apartment building|apartment house
マンスリー	monthly
マンチェスター	manchester
マンツーマン	man-to-man|one-to-one
マント	mantle|cloak|manteau
マントル	mantle
マンドリン	mandolin
マンネリ	becoming stereotyped|humdrum|mannerism
マンパワー	man power
マンホール	manhole
マンボ	mambo
マンモス	mammoth
マーカ	marker
マーカー	marker
マーガリン	margarine
マーク	mark|symbol|insignia
マークシート	scantron|bubble sheet
マーケット	market
マーケティング	marketing
マージン	margin
マーチ	march
マート	mart
マーブル	marble
マーメイド	mermaid
ミキサー	mixer
ミクロ	micro
ミクロネシア	micronesia
ミクロン	micron
ミサイル	missile
ミシガン	michigan
ミシン	sewing machine
ミス	mistake|error|failure
ミスター	mister
ミステリ	mystery
ミステリアス	mysterious
ミステリー	mystery
ミスプリント	misprint
ミスマッチ	mis-match
ミズーリ	missouri
ミゼラブル	miserable
ミックス	mix|mixed-race person|multiracial person
ミッション	mission|delegation
ミット	mitt
ミッドナイト	midnight
ミディ	midi
ミトコンドリア	mitochondria
ミドル	middle
ミドルホール	par-four hole
ミドル級	middleweight class
ミニ	miniskirt|mini-skirt
ミニスカート	miniskirt|mini-skirt
ミニチュア	miniature
ミニディスク	minidisc|md
ミニバッファ	minibuffer
ミニマム	minimum
ミネソタ	minnesota
ミネラル	mineral
ミミック	mimic
ミャンマー	myanmar
ミュンヘン	munich|muenchen
ミュージアム	museum
ミュージカル	musical
ミュージシャン	musician
ミュージック	music
ミューズ	muse|one's muse
ミラクル	miracle
ミラー	mirror
ミラージュ	mirage
ミリ	millimetre|millimeter
ミリオン	million|million seller
ミリオンセラー	million seller
ミリグラム	milligram|mg
ミリタリールック	military look
ミリバール	millibar
ミリリットル	millilitre|milliliter|ml
ミルウォーキー	milwaukee
ミルク	milk
ミレニアム	millennium
ミンク	mink
ミンチ	minced meat|ground meat
ミント	mint|peppermint
ミーイズム	me-ism
ミーティング	meeting
ミート	meat
ミーハー	faddist|follow-the-crowd type|poser
ミール	meal|mir
ムスタング	mustang
ムラート	mulatto
ムース	moose|mousse
ムーディー	atmospheric|romantic
ムード	mood
ムービー	movie
ムーブメント	movement
ムーラン	moulin
ムール	mussels
ムーン	moon
メイク	make-up|making food|cooking
メイクアップ	make-up
メイト	mate
メイド	maid
メイン	main dish|main course
メインストリート	main street
メカ	mechanism|mechanics|mechanic
メカニズム	mechanism
メカニック	mechanic
メガ	mega-
メガヘルツ	megahertz|mhz
メガホン	megaphone
メコンデルタ	mekong delta
メシア	messiah
メジャー	major|large|important
メス	scalpel|surgical knife
メソジスト	methodist
メソポタミア	mesopotamia
メゾソプラノ	mezzo-soprano
メゾン	house
メタセコイア	metasequoia|dawn redwood
メタノール	methanol|methyl alcohol|methylated spirits
メタボリック	metabolic
メタル	metal
メタン	methane
メタンガス	methane gas
メダリスト	medalist
メダル	medal
メチル	methyl-
メッカ	mecca|makkah
メッシュ	mesh|grid|streaked hair
メッセ	trade fair|exhibition center|instant messenger
メッセージ	message
メディア	media
メディカルエンジニアリング	medical engineering
メトリック	metric
メトロ	metro|subway|underground railway
メトロノーム	metronome
メトロポリタン	metropolitan
メドレー	medley
メドレーリレー	medley relay
メニュー	menu|schedule|program
メモ	memo|note|memorandum
メモリアル	memorial|testimonial|commemorative
メモリアルホール	memorial hall
メモリカード	memory card
メモリー	memory|recollection|remembrance
メモリーカード	memory card
メモ帳	memo book|memo pad|notebook
メラニン	melanin
メリット	advantage|benefit|merit
メリー	merry
メルクマール	characteristic
メルヘン	fairy tale
メルボルン	melbourne
メレンゲ	meringue
メロディー	melody|chime
メロドラマ	melodrama|soap opera
メロン	melon
メンス	menses
メンタリティー	mentality
メンタル	mental|mental health|mental state
メンタルヘルス	mental health
メンテナンス	maintenance
メンバー	member|participant|attendee
メンフィス	memphis
メーカ	manufacturer|producer|maker
メーカー	manufacturer|producer|maker
メーク	make-up|making food|cooking
メータ	meter|gauge|metre
メーター	meter|gauge|metre
メート	mate
メード	maid
メール	email|mail|post
メールアドレス	email address
メーン	main dish|main course
メーンストリート	main street
メーンバンク	principal bank
モアレ	moire
モサド	mossad
モザイク	mosaic
モザンビーク	mozambique
モスク	mosque
モスグリーン	moss green
モダニズム	modernism
モダン	modern
モダンダンス	modern dance
モチーフ	motif
モックアップ	mock-up
モットー	motto
モティーフ	motif
モディスト	modiste
モデム	modem
モデル	model|dummy|mock-up
モデルガン	replica firearm
モデルケース	model case
モトクロス	motocross
モニタリング	monitoring
モニター	monitor
モニュメント	monument
モノ	mono
モノクロ	monochrome
モノトーン	monotone
モノラル	monaural|monophonic|mono
モノレール	monorail
モノローグ	monologue
モミズム	momism
モラトリアム	moratorium|extension|cessation
モラル	morals|morality|ethics
モリスダンス	morris dance
モルグ	morgue|mortuary
モルタル	mortar
モルドバ	moldavia|moldova
モルヒネ	morphine
モルモット	guinea pig
モンキー	monkey
モンゴリズム	mongolism|down's syndrome
モンスター	monster|monstrosity|giant
モンスーン	monsoon
モンタナ	montana
モンタージュ	montage
モンテカルロ	monte carlo
モンパリ	my paris
モーゲージ	mortgage
モーション	motion
モーゼル	mauser
モータリゼーション	motorization|motorisation
モーター	motor
モーターサイクル	motorcycle
モーターショー	motor show
モーツァルト	mozart
モード	mode|fashion
モーニング	morning|morning coat
モービルハウス	mobile house
モール	mall|maul
ヤンガージェネレーション	younger generation
ヤンキー	delinquent|delinquency|yankee
ヤング	youth|young person
ヤンマ	lamenting
ユタ	utah
ユダヤ教	judaism
ユナイテッド	united
ユニオン	union
ユニット	unit|group|band
ユニバーサル	universal
ユニバーシアード	universiade
ユニバース	universe
ユニフォーム	uniform
ユニホーム	uniform
ユニーク	unique|individual|original
ユリア	urea|carbamide
ユーカラ	yukar
ユーカリ	eucalyptus
ユーゴ	yugoslavia
ユーゴスラビア	yugoslavia
ユーザー	user
ユース	youth|use
ユースホステル	youth hostel
ユーズド	used
ユートピア	utopia
ユーモア	humor|humour
ユーモラス	humorous
ユーレカ	eureka
ユーロ	euro-|euro
ヨガ	yoga
ヨット	yacht|sailing boat|sailboat
ヨットハーバー	yacht harbor|yacht harbour
ヨルダン	jordan
ヨーガ	yoga
ヨーク	yoke
ヨーグルト	yogurt|yoghurt|yoghourt
ライ	lie|rye
ライアビリティー	liability
ライオン	lion
ライジングジェネレーション	rising generation
ライス	rice
ライセンス	license|licence
ライター	lighter|writer
ライダー	rider
ライト	light|right
ライトバン	light van
ライド	ride
ライナー	liner|line drive|ocean liner
ライバル	rival|competition
ライフ	life
ライフル	rifle
ライフワーク	lifework|life's work
ライブ	live|live performance|alive
ライブラリー	library|book series
ライン	line
ラインアップ	line-up|lineup
ラウドスピーカー	loudspeaker
ラウンジ	lounge
ラウンド	round|rounds
ラガー	rugger|rugby|rugby player
ラグ	rug|lag
ラグビー	rugby
ラケット	racket|paddle
ラジアル	radial
ラジウム	radium
ラジエーター	radiator
ラジオ	radio
ラジカセ	radio-cassette player
ラジカル	radical
ラス	lath|lass
ラスト	final|end|conclusion
ラストスパート	last spurt|final spurt|home stretch
ラダー	rudder|ladder
ラッキー	lucky
ラック	rack|ruck
ラッシュ	rush|rush hour
ラッシュアワー	rush hour
ラッセル	snowplow|track-clearing vehicle
ラッチ	latch
ラッピング	wrapping|lapping
ラップ	cling film|plastic wrap|cling wrap
ラテックス	latex
ラテンアメリカ	latin america
ラテン語	latin
ラディカル	radical
ラトビア	latvia
ラドン	radon
ラバトリー	lavatory
ラバー	lover|rubber
ラビオリ	ravioli
ラフ	rough|casual
ラフト	raft
ラフプレー	rough play
ラフマニノフ	rachmaninoff
ラブ	love
ラブコメ	romantic comedy|rom-com
ラブソング	love song
ラブレター	love letter
ラベル	label
ラボ	lab|language lab
ラマ	llama
ラミネート	laminate
ラム	lamb|rum
ララバイ	lullaby|cradle song
ラリー	rally
ラワン	lauan
ラン	run|rump
ランキング	ranking|toplist
ランク	rank|standing
ラング	language|lung
ランジェリー	lingerie
ランス	lance
ランダム	random|random sampling
ランチ	lunch|plate lunch|lunch set
ランディング	landing
ランド	land
ランドサット	landsat
ランドマーク	landmark
ランドリー	laundry
ランナー	runner
ランニング	running|tank top
ランプ	lamp|light
ラヴ	love
ラーゲ	sex position
ラード	lard
ラーニング	learning
リア	rear
リアクション	reaction|response
リアリズム	realism
リアル	real|realistic|serious
リキッド	liquid
リキュール	liqueur
リクエスト	request
リクルーター	recruiter
リクルート	recruit
リクード	likud
リコーダー	recorder|recording device|english flute
リサイクル	recycling
リサイクルショップ	second-hand shop|recycle shop
リサイタル	recital
リサーチ	research
リザーブ	reserve
リス	fracture|lithograph
リスク	risk
リスト	list|wrist
リストラ	restructuring|downsizing
リスナー	listener
リスボン	lisbon
リズミカル	rhythmical|well-paced
リズム	rhythm
リセッション	recession
リゾット	risotto
リゾート	resort
リゾートホテル	resort hotel
リタイア	retirement|retiring|dropping out
リターン	return
リターンマッチ	return match|rematch
リチウム	lithium
リッチ	rich|wealthy|affluent
リットル	litre
リップサービス	lip service
リトアニア	lithuania
リトグラフ	lithograph
リトル	little
リトルロック	little rock
リニア	linear|maglev train
リニアモーターカー	maglev train
リニューアル	renovation|overhaul|update
リネーム	rename
リハビリ	rehabilitation
リハビリテーション	rehabilitation
リハーサル	rehearsal
リバイバル	revival
リバウンド	rebound
リバティー	liberty
リバプールサウンド	liverpool sound
リビジョン	revision
リビング	living|lifestyle|living room
リピーター	repeater|repeat customer|regular customer
リファイナンス	refinance
リフォーム	renovation|redecoration|makeover
リフト	lift|rift
リフレッシュ	refresh
リブ	rib|liberation
リプライ	reply
リベラリスト	liberalist
リベラリズム	liberalism
リベラル	liberal
リベート	rebate|commission|kickback
リボン	ribbon
リポーター	reporter
リポート	report|paper|reportage
リマ	lima
リミット	limit
リム	rim
リムジン	limousine|shuttle bus
リメイク	remake
リメーク	remake
リモコン	remote control
リュックサック	rucksack|knapsack|backpack
リュージュ	luge|toboggan|sledge
リュート	lute
リラ	lilac|lira
リラックス	relax
リリース	release|publication|liberation
リリーフ	relief
リレー	relay
リンク	link|directory entry|rink
リング	ring
リングサイド	ringside
リンケージ	linkage
リンス	rinse|conditioner
リンチ	beating|mob violence|mob justice
リーガー	leaguer
リーク	leak|leek
リーグ	league
リーグ戦	league match
リース	lease
リーズナブル	reasonable
リーダー	leader|reader|reading book
リーダーシップ	leadership
リーチ	reach
リーディング	reading|leading
リート	lied
リード	lead|leading|lede
リードオフマン	lead-off man
リーフレット	leaflet
リーマン	salary man
リール	reel
ルアー	lure
ルイジアナ	louisiana
ルクス	lux
ルサンチマン	resentment
ルック	look
ルックス	looks
ルネサンス	renaissance
ルネッサンス	renaissance
ルビ	ruby|ruby character
ルビー	ruby|ruby character
ルポ	reportage
ルポルタージュ	reportage
ルミノール	luminol
ルンゲ	lung
ルー	roux|curry powder
ルーキー	rookie
ルージュ	rouge|lipstick
ルーズ	loose|slovenly|careless
ルーチン	routine
ルーツ	roots
ルーティン	routine
ルート	route|path|channel
ルーフ	roof
ルーブル	louvre
ループ	loop|band|ring
ルーム	room
ルール	rule
ルーレット	roulette
レア	rare|uncommon|unusual
レイアウト	layout
レイオフ	layoff
レイプ	rape|sexual assault
レイン	lane|rain
レインコート	raincoat|mackintosh|macintosh
レインボーフィッシュ	rainbow fish
レオタード	leotard
レガッタ	regatta
レガーズ	leg guards|shin guard|leg pad
レギュラー	regular|regular member
レクイエム	requiem
レクチャー	lecture
レクリェーション	recreation|re-creation
レクリエーション	recreation|re-creation
レゲエ	reggae
レコーダー	recorder|recording device|english flute
レコーディング	recording
レコード	record
レザー	leather|razor
レシート	receipt|cash-register slip
レシーバー	receiver
レシーブ	receiving
レジ	register|cashier
レジスタンス	resistance
レジスター	register|resistor
レジデンス	residence
レジャー	leisure
レス	response|less
レスキュー	rescue
レスト	rest
レストラン	restaurant
レスリング	wrestling
レズ	lesbian|dyke|lesbo
レセプション	reception
レタス	lettuce
レタリング	lettering
レター	letter
レッカー	tow truck|wrecker
レッスン	lesson
レッテル	label|sticker
レッド	red
レッドパージ	red purge
レディ	lady|ready
レディー	lady|ready
レトリック	rhetoric
レトルト	retort|boil-in-the-bag
レトロ	retro|nostalgic|old-fashioned
レバー	lever|joystick|liver
レパートリー	repertoire|repertory
レビュー	review
レフ	reflex camera|reflector
レフェリー	referee
レフト	left
レプラ	leprosy
レプリカ	replica
レベル	level|standard|amount
レポート	report|paper|reportage
レリーフ	relief
レングス	length
レンジ	range|stove|cooker
レンジャー	ranger
レンズ	lens
レンタカー	rental car|rent-a-car|hired auto
レンタル	rental
レンタルビデオ	rental video
レントゲン	x-ray|roentgen
レーク	lake
レーサー	racer
レーザー	laser
レーザーディスク	laser disk|ld
レーシングカー	racing car
レース	race
レーダー	radar
レート	rate|late
レーベル	label
レーヨン	rayon
レール	rail|curtain rail
レーン	lane|rain
ロイヤリティ	royalty|loyalty
ロイヤル	royal|loyal
ロカビリー	rockabilly
ログ	log|journal|logarithm
ロケ	location|remote
ロケット	rocket|locket
ロケット弾	rocket
ロケハン	location scouting
ロケーション	location
ロココ	rococo
ロゴ	logo
ロジアナ	logic analyzer
ロジック	logic
ロス	loss
ロッカー	locker|rocker
ロッカールーム	locker room
ロック	lock|rock|boulder
ロックウール	rock wool|mineral wool
ロッジ	lodge
ロッド	rod|pole|stick
ロデオ	rodeo
ロバ	robber
ロビイスト	lobbyist
ロビング	lobbing
ロビー	lobby|lounge
ロフト	loft
ロブ	lob
ロボット	robot|puppet|pawn
ロマン	romance|heroic tale|impossible dream
ロマンス	romance|love story|love affair
ロマンチック	romantic
ロマンティック	romantic
ロング	long
ロングホール	par-five hole
ロングラン	long run
ロー	low|low gear
ローカル	local
ローション	lotion|sexual lubricant
ロース	sirloin|pork loin
ロースト	roast
ローズ	rose
ロータス	lotus
ロータリー	rotary|roundabout|traffic circle
ローター	rotor|love egg|egg vibrator
ローテーション	rotation
ロード	road|load
ロードショー	roadshow
ロードレース	road race
ロープ	rope
ロープウェイ	ropeway|cableway|aerial lift
ローマ字	latin alphabet|roman alphabet|romanized japanese
ローム	loam
ローラー	roller
ローラースケート	roller skate
ローリング	rolling
ロール	roll
ローレル	laurel
ローン	loan|roan
ワイア	wire|wire rope
ワイズ	wise
ワイド	wide
ワイドショー	talk show
ワイパー	windshield wipers
ワイヤ	wire|wire rope
ワイヤレス	wireless|wireless microphone
ワイルド	wild
ワイン	wine
ワウ	wow
ワクショップ	workshop
ワクチン	vaccine
ワゴン	wagon|tea wagon|teacart
ワックス	wax
ワット	watt
ワッペン	badge|embroidered badge|emblem
ワラビー	wallaby
ワラント	warrant
ワンダフル	wonderful
ワンダー	wonder|wander
ワンピース	dress
ワンボックスカー	minivan|people-mover
ワンマン	one-man|tyrant|dictatorial person
ワンルームマンション	studio apartment|studio flat
ワーカー	worker
ワーキング	working
ワーク	work
ワークショップ	workshop
ワークステーション	workstation
ワースト	worst
ワード	word
ワープ	warp
ワープロ	word processor
ワールド	world
ワールドカップ	world cup
ワールドシリーズ	world series
ヴァイオリン	violin
ヴァンパイア	vampire
ヴォーカリスト	vocalist
一々	one-by-one|separately|every single
一ヶ月	one month
一一	one-by-one|separately|every single
一丁	one sheet|one page|one leaf
一世	generation|lifetime|the age
一両	one vehicle
一丸	one lump|one body|one group
一二	a few
一人	one person|being alone
一人っ子	only child
一人一人	individually|in turn
一人前	one portion|one serving|one person
一人娘	only daughter
一人息子	only son
一人旅	travelling alone|solitary journey
一人暮らし	living alone
一人物	one person|one character|someone
一介	mere
一代	generation|lifetime|age
一件	matter|item|case
一任	entrusting
一休み	rest|breather|break
一位	first place|first rank|unit's position
一体	the heck|on earth|one object
一例	example|an instance
一個	piece|fragment
一倍	one share|one amount
一元	unitary
一元化	unification|centralization|centralisation
一党	one party|one faction|one clique
一円	one yen
一冊	one copy|one volume
一分	one tenth|one hundredth|one percent
一切	entirety|the whole|absolutely
一刻	a minute|moment|an instant
一助	a help|an aid|some assistance
一匹	one animal
一口	mouthful|morsel|bite
一台	one machine|one vehicle
一同	all present|all concerned
一向	completely|absolutely|totally
一向に	completely|absolutely|totally
一周	one round|one circuit|one revolution
一品	item|article|dish
一員	person|member
一問	one question
一回	once|one round|one game
一回り	one turn|one round|size
一因	one cause|one reason|one factor
一団	body|group|party
一国	one country|whole country
一堂	one building|same room|same place
一塁	first base|first baseman
一変	complete change|about-face
一夜	one night|all night|overnight
一女	one daughter|eldest daughter|first-born daughter
一字	letter|character
一定	fixed|settled|constant
一室	one room
一家	a family|a household|a home
一審	first instance|first trial
一寸	a little|a bit|slightly
一対一	one-to-one|one-on-one
一局	one game
一層	single layer
一帯	whole area|whole region|stretch
一幕	one act
一年	one year
一年生	annual|first-year student
一年間	one year
一度	once|temporarily
一座	the party|attendance|presence
一式	complete set
一律	uniform|across-the-board|equal
一心	one mind|wholeheartedness
一心に	wholeheartedly|single-mindedly|fervently
一応	pretty much|roughly|tentatively
一息	one breath
一戦	battle|game|bout
一戸建て	detached house|stand-alone house|single-family home
一手	one move|only means
一打	stroke|blow
一抹	touch of|tinge of|wreath
一括	lumping together|summing up|bundle
一挙	one effort|one action
一掃	clean sweep|purging|eradication
一握り	handful|small amount|small number
一撃	blow|hit|poke
一敗	one defeat
一文	something insignificant|one mon
一斉	simultaneous
一斉に	simultaneously|in unison
一新	complete change|reform|restoration
一方	one direction|one side|one party
一方的	one-sided|unilateral|arbitrary
一方通行	one-way traffic
一族	family|relatives|dependents
一旦	once|briefly|temporarily
一昔	ages|long time|decade
一時	a while|one o'clock|moment
一時期	a period
一時的	temporary
一時金	lump sum|bonus|one-off payment
一時間	one hour
一晩	one night|one evening|all night
一曲	tune
一月	january|one month
一期	one's lifetime
一本	one version
一条	a line|a streak|a stripe
一杯	drink|full
一枚	one sheet
一枚岩	monolith
一校	whole school|one proofreading
一概に	unconditionally
一様	uniform|equal|identical
一歩	step|one step|level
一段	step|rung|level
一段落	settling down|one paragraph
一気	one breath
一気に	without stopping|without pausing|without resting
一派	school|sect|party
一流	first-class|top grade|foremost
一点	speck|dot|point
一環	link|part
一生	whole life|a lifetime|one existence
一生懸命	very hard
一男	boy|eldest son
一番	number one|first place|best
一番手	first person|first place|top position
一発	shot|charge|explosion
一目	glance|look|glimpse
一直線	straight line
一着	first arrival
一瞬	instant|moment
一石	one game
一票	ballot|vote
一種	species|variety
一端	one end|an end|part
一節	a verse|stanza|paragraph
一級	one grade|first-class|primary
一緒	together
一緒に	together
一線	line
一義	one meaning|primary importance|primary significance
一翼	one wing|role|part
一致	coincidence|agreement|union
一般	general|universal|ordinary
一般に	generally|in general|widely
一般人	ordinary person|non-celebrity
一般的	general|popular|common
一色	one color|one colour|one article
一行	line|party|row
一見	look|glimpse|glance
一覧	look|glance|sight
一覧表	list|table|schedule
一角	corner|section|point
一言	single word|brief comment
一貫	consistency|coherence|integration
一足	a pair|a step|short distance
一躍	suddenly|instantly|immediately
一身	oneself|one's body
一軍	one army|whole army
一軒	one house
一辺倒	complete devotion|total commitment|unvarying support
一途	wholehearted|earnest|determined
一通	one copy|one letter|one-way traffic
一通り	generally|briefly|roughly
一連	series|chain|sequence
一週間	one week
一遍	once
一遍に	at once|right away
一過	passing|going past
一部	one part|one portion|one section
一部分	one part|one portion|one section
一酸化炭素	carbon monoxide
一里塚	milestone
一重	one layer|single layer|monopetalous
一門	family|clan|kin
一隅	corner|nook
一階	first floor|ground floor|one floor
一面	one face|one surface
一風	oddity|eccentricity|peculiarity
一首	one tanka|one poem
一騎打ち	personal combat|one-to-one fight
丁寧	polite|courteous|civil
丁度	exactly|precisely|right
丁目	city block
丁重	polite|courteous|hospitable
七夕	star festival|tanabata
七日	seven days
七時	seven o'clock
七月	july
万	myriad
万が一	emergency|the worst
万一	emergency|the worst
万人	all people|everybody
万全	perfection|flawlessness
万国	all countries|universal|all nations
万年	eternity
万年筆	fountain pen
万引	shoplifting|shoplifter
万引き	shoplifting|shoplifter
万能	all-purpose|utility|universal
丈	height|stature|length
丈夫	healthy|robust|strong
三人	three people
三代	three generations|three periods|third generation
三十一日	thirty-one days
三十日	thirty days
三味線	shamisen|samisen
三回	three times
三塁	third base
三塁手	third baseman
三塁打	three-base hit|triple
三女	third daughter
三年	three years
三度	three times|thrice|third
三役	three parts|three divisions
三振	strikeout|strike out|fanning out
三方	three sides
三日	three days
三日月	new moon|crescent moon
三時	afternoon snack
三月	march
三本	three|three-of-a-kind
三次	third|tertiary
三流	third-rate|third-class
三男	three sons|third son
三百	trifling amount|two-bit item
三省	frequent reflection
三種	three kinds|three varieties
三者	three persons|three parties
三角	triangle|triangular shape
三角形	triangle
三輪	three wheels
三選	third-term election
三部	three parts|three copies
三部作	trilogy
上々	excellent|superb
上がっ	rise|come up|ascend
上がったり	doomed|poor
上がり	rise|increase|ascent
上がる	rise|come up|ascend
上げ	tuck|rise
上げる	raise|elevate
上せ	raise|record|bring up
上せる	raise|record|bring up
上っ	ascend|climb|rise
上っ調子	flippant|frivolous|shallow
上り	ascent|climbing|ascending
上り坂	ascent|uphill|upward slope
上る	ascend|climb|rise
上下	upside-down|fluctuating
上乗せ	adding|addition|extra
上位	superior|top|ranking
上体	upper body
上半身	upper body
上司	superior|boss|the higher-ups
上向き	pointing up|pointing upward|upturn
上品	elegant|refined|polished
上唇	upper lip|labrum
上回っ	exceed|surpass
上回り	exceed|surpass
上回る	exceed|surpass
上場	listing|presentation|performance
上層	upper stratum|upper layer|layer above
上手	skillful|skilled|proficient
上手い	skillful|skilful|clever
上手かっ	skillful|skilful|clever
上手く	skillful|skilful|clever
上手くいい	go smoothly
上手くいき	go smoothly
上手くいく	go smoothly
上手さ	skillful|skilful|clever
上手投げ	overhand throw
上方	kyoto-osaka region|kansai region
上昇	rising|ascending|climbing
上映	screening|showing
上機嫌	good humour|good mood
上流	upper stream|upper course|upper reaches
上海	shanghai
上演	performance|staging|presentation
上着	coat|tunic|jacket
上積み	deck cargo|extra
上空	sky|the skies|high-altitude sky
上等	superior|first-class|excellent
上級	advanced level|high grade|senior
上記	above-mentioned|above-named|above
上達	improvement|advance|progress
上部	top part|surface
上限	upper limit|supremum
上院	upper house|senate
上陸	landing|disembarkation|landfall
下がっ	come down|fall|drop
下がり	fall|decline|lowering
下がる	come down|fall|drop
下げ	hang|suspend|wear
下げる	hang|suspend|wear
下さっ	give|confer|bestow
下さり	give|confer|bestow
下さる	give|confer|bestow
下っ	descend|come down
下っ腹	abdomen|stomach|under parts
下らない	trivial|trifling|insignificant
下らなかっ	trivial|trifling|insignificant
下らなく	trivial|trifling|insignificant
下らなさ	trivial|trifling|insignificant
下り	down-train|down-slope|downward going
下りる	descend|come down|alight
下り坂	downhill|downward slope|descent
下る	descend|come down
下ろし	take down|bring down|lower
下ろす	take down|bring down|lower
下位	low rank|lower position|subordinate position
下値	lowest price
下品	vulgar|indecent|coarse
下唇	lower lip
下地	groundwork|foundation|inclination
下宿	boarding|lodging|boarding house
下山	descending
下戸	non-drinker
下手	humble position|unskillful|inferior
下手くそ	unskilled|clumsy|lousy
下手投げ	underhand throw|underarm throw
下敷	desk pad|underlay
下敷き	desk pad|underlay
下方	lower region|lower part
下書き	draft|rough copy
下水	drainage|ditch|gutter
下水道	sewer|sewer system|sewerage
下流	downstream|lower classes
下火	burning low|waning|declining
下町	shitamachi
下界	the world|the earth|this world
下痢	diarrhea|diarrhoea
下着	underwear
下等	inferior|base|vulgar
下級	lower grade|low class|junior
下肢	lower limbs|legs
下落	depreciation|decline|fall
下見	preliminary inspection|preparatory read-through
下記	the following
下調べ	preliminary investigation|preparation
下請け	subcontract|subcontractor
下車	alighting
下部	lower part|substructure|subordinate
下野	losing power
下降	descent|fall|drop
下限	lower limit|infimum
下院	lower house
下駄	geta|turn|upside-down character
不人気	unpopular
不仲	discord|bad terms
不作	poor crop|bad harvest|crop failure
不便	inconvenience|inexpediency|unhandiness
不信	distrust|mistrust|disbelief
不信任	non-confidence
不倫	adultery|immorality|impropriety
不偏不党	impartiality|neutrality|independence
不健康	poor health|ill health|unhealthy
不備	defect|deficiency|imperfection
不充分	insufficient|inadequate|imperfect
不全	partial|incomplete|imperfect
不公平	unfairness|injustice|partiality
不利	disadvantage|handicap|unfavorable position
不利益	disadvantage|handicap|drawback
不動	immovable|motionless|firm
不動産	real estate
不動産屋	realtor
不十分	insufficient|inadequate|imperfect
不協和音	discord|dissonance|cacophony
不可	wrong|bad|improper
不可侵	inviolability|nonaggression|sacredness
不可分	atomic|indivisibility
不可欠	indispensable|essential
不可能	impossible
不可解	incomprehensible|mysterious|inexplicable
不可避	inevitable|inescapable|unavoidable
不合格	failure|rejection|disqualification
不合理	irrational|illogical|unreasonable
不吉	ominous|sinister|unlucky
不味い	bad|unpalatable|unsavoury
不味かっ	bad|unpalatable|unsavoury
不味く	bad|unpalatable|unsavoury
不味さ	bad|unpalatable|unsavoury
不和	friction|discord|trouble
不問	not asking|disregarding|ignoring
不器用	clumsy|awkward|unskillfulness
不図	suddenly|casually|accidentally
不在	absence
不在者投票	absentee ballot|absentee voting
不均衡	imbalance|lopsidedness|disproportion
不変	eternal|everlasting|unchangeable
不妊	infertility|sterility|barrenness
不始末	omission|failure|incompleteness
不安	anxiety|uneasiness|worry
不安定	instability|insecurity|crankiness
不完全	imperfect|incomplete|faulty
不定	uncertainty|insecurity|inconstancy
不審	incomplete understanding|doubt|question
不屈	persistence|fortitude|indomitability
不平	discontent|dissatisfaction|complaint
不平等	inequality|unfairness
不幸	unhappiness|sorrow|misfortune
不幸せ	unhappiness|misfortune|ill luck
不当	injustice|impropriety|unreasonableness
不徳	immorality|vice|depravity
不必要	unnecessary|needless
不快	displeasure|discomfort|unpleasantness
不思議	wonderful|marvelous|strange
不愉快	unpleasant|disagreeable|displeasing
不意	sudden|abrupt|unexpected
不意に	suddenly|abruptly|unexpectedly
不慣れ	inexperienced|unfamiliar|unversed
不慮	unforeseen|unexpected|sudden
不成立	failure|rejection|rupture
不戦	war renunciation|anti-war
不払い	nonpayment|default
不振	dullness|slump|stagnation
不整脈	irregular pulse|arrhythmia
不敵	daring|fearless|intrepid
不文律	unwritten law|common law|unwritten rule
不断	constant|persistent|unremitting
不明	unclear|obscure|indistinct
不時着	emergency landing|forced landing|crash landing
不景気	economic slump|hard times|depression
不服	dissatisfaction|discontent|disapproval
不本意	reluctant|unwilling|involuntary
不朽	everlasting|immortal|eternal
不条理	absurd|irrational|unreasonable
不機嫌	pout|displeasure|ill humor
不正	injustice|unfairness|wrongdoing
不死身	invulnerability|immortality
不毛	barren|sterile|infertile
不気味	weird|ominous|eerie
不況	depression|recession|slump
不法	unlawful|illegal|unreasonable
不注意	carelessness|inattention|thoughtlessness
不浄	uncleanliness|dirtiness|impurity
不渡り	non-payment|dishonouring|dishonoring
不満	dissatisfaction|discontent|displeasure
不潔	unclean|dirty|unsanitary
不燃物	non-inflammables|incombustible
不用意	unprepared|careless|imprudent
不発	misfire
不相応	unsuited|inappropriate|improper
不眠	sleeplessness|insomnia|wakefulness
不眠症	sleeplessness|insomnia|wakefulness
不確か	unreliable|uncertain|indefinite
不確実	uncertain|unreliable|inauthentic
不祥事	scandal|deplorable event
不穏	disquieting|threatening|turbulent
不純	impure|adulterated|foul
不肖	unworthy
不能	impossible|incapable|unable
不自然	unnatural|artificial|affected
不自由	discomfort|inconvenience|poverty
不良	bad|poor|inferior
不良品	inferior goods|defective product|defective goods
不要	unnecessary|unneeded
不規則	irregularity|unsteadiness|disorderly
不親切	unkindness|unfriendliness
不評	bad reputation|disgrace|unpopularity
不詳	unknown|unidentified|unspecified
不調	bad condition|disagreement|break-off
不起訴	nonprosecution|nonindictment
不足	insufficiency|deficiency|shortage
不退転	determination|conviction
不透明	opaque|obscure|murky
不通	suspension|interruption|stoppage
不運	misfortune|bad luck|ill luck
不適切	unsuitable|inappropriate|improper
不適当	inadequacy|inappropriateness|unfitness
不都合	inconvenient|inexpedient|unfavourable
不釣合い	imbalance|disproportion|disparity
不順	irregular|unseasonable|changeable
与え	give|bestow|grant
与える	give|bestow|grant
与党	ruling party|government party|government
丑	the ox
且つ	moreover|besides
世	world|society|public
世の中	society|the world
世代	generation|the world|the age
世帯	household|home|family
世界	the world|society|the universe
世界大戦	world war
世界的	worldwide|global|international
世界観	world view|weltanschauung
世界遺産	world heritage
世界銀行	world bank
世相	social conditions
世紀	century|era
世襲	heredity|heritage
世話	looking after|help|aid
世話人	sponsor|manager|go-between
世論	public opinion|popular voice|public sentiment
世銀	world bank
世間	world|society|people
丘	hill|height|knoll
丘陵	hill
丙	third rank|third class|third person
両側	both sides
両国	both countries
両岸	both banks
両手	both hands|both arms|ten
両方	both|both sides|both parties
両日	both days|two days
両替	change|money exchange
両氏	both persons
両眼	both eyes
両立	compatibility|coexistence|standing together
両端	both ends|either end|both edges
両翼	both wings|both flanks
両者	pair|the two|both persons
両腕	both arms
両親	parents|both parents
両論	both arguments
両足	both feet|both legs
両軍	both armies|both teams
両輪	two wheels
両面	both sides|two sides|double-sided
並	average|medium|common
並び	line|row|rank
並びかえ	reorganize|rearrange
並びかえる	reorganize|rearrange
並び替え	reorganize|rearrange
並び替える	reorganize|rearrange
並ぶ	line up|rival|match
並べ	line up|set up|enumerate
並べる	line up|set up|enumerate
並み	average|medium|common
並ん	line up|rival|match
並列	parallel
並木	roadside tree
並立	standing abreast
並行	going side-by-side|going abreast|running concurrently
中々	considerably|easily|readily
中でも	among|especially|particularly
中にも	among|especially|particularly
中世	middle ages|medieval times|mediaeval times
中中	considerably|easily|readily
中京	nagoya
中佐	lieutenant colonel|commander
中傷	slander|libel|defamation
中元	mid-year gift|summer gift
中古	middle ages
中古車	used car|secondhand car
中和	neutralization|neutralisation|counteraction
中国	china
中国人	chinese person
中国語	chinese
中型	medium size
中堅	nucleus|backbone|mainstay
中央	centre|center|middle
中学	middle school
中学校	middle school
中将	lieutenant general|vice-admiral
中尉	first lieutenant
中年	middle-age|middle age|midlife
中庭	courtyard|quadrangle|middle court
中心	center|centre|middle
中心部	central part|heart
中性	neutrality|indifference|sexlessness
中性子	neutron
中指	middle finger|long finger|second finger
中断	interruption|suspension|break
中期	middle period|medium-term
中東	middle east
中枢	centre|center|pivot
中核	kernel|core|nucleus
中次ぎ	joining|joint|intermediation
中欧	central europe
中止	suspension|stoppage|discontinuance
中毒	poisoning
中流	mid-stream|middle course|middle class
中産階級	middle class|bourgeoisie
中略	omission|ellipsis
中盤	middle stage|middle phase|middle game
中立	neutrality
中等	second grade|medium quality|average
中級	intermediate level
中絶	abortion
中継	relay|hook-up|relay broadcasting
中継ぎ	joining|joint|intermediation
中耳	middle ear|tympanum
中耳炎	otitis media
中腹	mountainside
中華	chinese food|china
中華料理	chinese cooking|chinese food
中華街	chinatown
中身	contents|interior|substance
中軸	axis|pivot|central figure
中途	halfway|midway|partway
中途半端	halfway|half measures|unfinished
中道	centrism|moderation|golden mean
中部	center|centre|middle
中間	middle|midway|halfway
丸	circle|entirety|whole
丸々	plump|rotund|chubby
丸い	round|circular|spherical
丸かっ	round|circular|spherical
丸く	round|circular|spherical
丸ごと	whole|wholly
丸さ	round|circular|spherical
丸っきり	completely|absolutely|totally
丸で	quite|entirely|completely
丸まっ	become rounded
丸まり	become rounded
丸まる	become rounded
丸み	roundness|rotundity|mellowness
丸め	make round|roll up|curl up
丸める	make round|roll up|curl up
丸め込み	coax|cajole|wheedle
丸め込む	coax|cajole|wheedle
丸め込ん	coax|cajole|wheedle
丸刈り	buzz cut|close crop
丸太	log
丹	red earth|vermilion
丹念	painstaking|careful|meticulous
丹精	working earnestly|sincerity|diligence
丹誠	working earnestly|sincerity|diligence
主	chief|master|head
主たる	main|principal|major
主として	mainly|chiefly|primarily
主に	mainly|primarily
主人	head|proprietor|proprietress
主人公	protagonist|main character|hero
主任	senior staff|manager|chief
主体	main constituent|core|nucleus
主体的	independent|responsible|active
主催	sponsorship|promotion|organizing
主力	main force|chief object|mainline
主唱	advocacy|promotion
主因	primary cause|main factor
主婦	housewife|mistress|homemaker
主宰	supervision|superintendence|chairmanship
主審	chief umpire|referee
主将	commander-in-chief|supreme commander|captain
主導	leadership|initiative|spearhead
主導権	hegemony|leadership|initiative
主席	head|chief|chairman
主幹	chief editor|managing editor|manager
主張	claim|insistence|assertion
主役	leading part|leading actor|leading actress
主権	sovereignty|supremacy|dominion
主治医	attending physician|family doctor
主流	mainstream|commonplace|main course
主演	starring
主犯	principal offence|principal offense|principal offender
主眼	main purpose|chief aim|focus
主砲	main battery|main armament
主税局	tax bureau
主筆	editor-in-chief
主管	supervision|management|supervisor
主義	doctrine|rule|principle
主義者	advocate|ideologist|ideologue
主要	chief|main|principal
主観	subjectivity|subject|ego
主観的	subjective
主計	paymaster|accountant
主計局	budget bureau
主語	subject
主軸	main spindle|main shaft|linchpin
主題	subject|theme|motif
主食	staple food
丼	porcelain bowl|donburi
久々	long time|while|long ago
久しい	long
久しかっ	long
久しく	long
久しさ	long
乏しい	meagre|meager|scarce
乏しかっ	meagre|meager|scarce
乏しく	meagre|meager|scarce
乏しさ	meagre|meager|scarce
乗じ	follow blindly|multiply
乗じる	follow blindly|multiply
乗ず	follow blindly|multiply
乗ずる	follow blindly|multiply
乗せ	place on|pick up
乗せる	place on|pick up
乗っ	board|take|embark
乗っ取っ	take over|capture|seize
乗っ取り	capture|takeover|hijack
乗っ取る	take over|capture|seize
乗り	riding|ride|spread
乗り出し	set out|set sail|embark on
乗り出す	set out|set sail|embark on
乗り切っ	weather|ride across|sail across
乗り切り	weather|ride across|sail across
乗り切る	weather|ride across|sail across
乗り回し	drive around|ride around
乗り回す	drive around|ride around
乗り場	bus stop|bus terminal|railway platform
乗り換え	transfer|change|connection
乗り換える	transfer|change|switch
乗り気	interest|eagerness|enthusiasm
乗り物	vehicle|conveyance|transport
乗り越え	climb over|ride across|surmount
乗り越える	climb over|ride across|surmount
乗り越し	riding past
乗り越す	ride past|overshoot|climb over
乗り込み	board|embark on|man
乗り込む	board|embark on|man
乗り込ん	board|embark on|man
乗り遅れ	miss
乗り遅れる	miss
乗る	board|take|embark
乗務員	transport staff|crew member|crewman
乗員	crew
乗回し	drive around|ride around
乗回す	drive around|ride around
乗場	bus stop|bus terminal|railway platform
乗客	passenger
乗換	transfer|change|connection
乗換え	transfer|change|connection
乗気	interest|eagerness|enthusiasm
乗物	vehicle|conveyance|transport
乗用車	car|automobile
乗組員	crew
乗越し	riding past
乗越す	ride past|overshoot|climb over
乗車	boarding
乗車券	ticket|passenger ticket
乗馬	horse riding|mount|riding horse
乙	second|the latter|defendant
九九	multiplication table|times table
九日	nine days
九月	september
九重	ninefold|imperial palace|the court
乞食	beggar|begging
乱し	disarrange|disturb|corrupt
乱す	disarrange|disturb|corrupt
乱れ	disorder|disturbance|unrest
乱れる	be disordered|be disarranged|be disarrayed
乱売	underselling|panic selling
乱暴	violence|assault|running riot
乱獲	excessive fishing|overfishing|overhunting
乱用	abuse|misuse|misappropriation
乱発	random firing|reckless firing|excessive issue
乱立	crowding together|flooding in
乱調	confusion
乱闘	fray|fighting|brawling
乱雑	disorder|confusion|clutter
乳	milk|breast
乳児	infant|suckling baby
乳幼児	infants
乳房	breast|udder
乳母車	baby carriage|perambulator|pram
乳製品	dairy products
乳首	nipple|teat
乾い	get dry
乾かし	dry|desiccate
乾かす	dry|desiccate
乾き	get dry
乾く	get dry
乾季	dry season
乾期	dry season
乾杯	toast|drink
乾燥	dryness|aridity|drying
乾物	dry provisions|dried food|dried goods
乾電池	dry cell|battery
亀	tortoise|turtle|heavy drinker
亀裂	crack|crevice|fissure
了	finish|completion|the end
了承	acknowledgement|acknowledgment|understanding
了解	comprehension|consent|understanding
予め	beforehand|in advance|previously
予備	reserve|spare|preparation
予備校	preparatory school|cram school|cramming school
予備費	reserve funds|emergency funds
予告	advance notice|previous note|preliminary announcement
予報	forecast|prediction
予定	plans|arrangement|schedule
予定表	schedule|program|programme
予想	expectation|anticipation|prediction
予想外	unexpected|unforeseen|strange
予感	presentiment|premonition|hunch
予断	prediction|prejudgment|presupposition
予期	expectation|forecast
予期せぬ	unexpected|unforeseen
予測	prediction|estimation
予知	foresight|foreknowledge|intimation
予算	estimate|budget
予約	reservation|appointment|booking
予約注文	pre-order|advance order
予言	prediction|prophecy|prognostication
予選	preliminary contest|qualifying round|trial
予防	prevention|precaution|protection against
予防接種	vaccination|inoculation|immunization
争い	dispute|strife|quarrel
争う	compete|contest|contend
争っ	compete|contest|contend
争奪	struggle|scramble|contest
争議	dispute|quarrel|strike
事があっ	have occurred
事があり	have occurred
事がある	have occurred
事ができ	be able|be possible
事ができる	be able|be possible
事がない	never happens
事がなかっ	never happens
事がなく	never happens
事がなさ	never happens
事が出来	be able|be possible
事が出来る	be able|be possible
事にする	decide to|pretend that
事によっ	due to
事により	due to
事による	due to
事件	event|affair|incident
事例	example|precedent|case
事典	encyclopedia|cyclopedia
事務	office work|clerical work|administration
事務員	clerk|office worker|office staff
事務官	administrative official|secretary|commissioner
事務室	office
事務局	secretariat|executive office
事務所	office
事務次官	permanent vice-president|undersecretary|vice-minister
事務的	administrative|businesslike|practical
事変	accident|disaster|incident
事実	fact|truth|reality
事実上	actually|effectively|in reality
事実無根	groundless
事情	circumstances|conditions|situation
事態	situation|circumstances
事故	accident|incident|trouble
事柄	matter|affair|circumstance
事業	project|enterprise|business
事業所	plant|enterprise place|office
事由	reason|cause
事象	event|phenomenon|matter
事項	matter|item|facts
二つ目	second
二の次	secondary|subordinate
二世	nisei|second-generation japanese|the second
二人	two persons|two people|pair
二人とも	both
二人三脚	three-legged race
二分	halving|dividing|bisection
二十一日	twenty-one days
二十七日	twenty-seven days
二十三日	twenty-three days
二十世紀	twentieth century
二十九日	twenty-nine days
二十二日	twenty-two days
二十五日	twenty-five days
二十八日	twenty-eight days
二十六日	twenty-six days
二十四日	twenty-four days
二十四時間制	around-the-clock system
二十日	twenty days
二十歳	twenty
二号	number two|mistress|concubine
二回	twice
二塁	second base
二塁手	second baseman
二塁打	two-base hit|double
二度	two times|twice|two degrees
二度と	never again
二日	two days
二月	february
二期	two periods|two terms
二本立て	double feature
二枚	two sheets
二枚目	handsome man
二枚舌	double-dealing|duplicity|equivocation
二次	second|secondary
二死	two out|two down
二流	second-rate|inferior
二番	second|number two|runner-up
二者択一	two choices
二輪車	two-wheeled vehicle
二部	two parts|two copies
二酸化炭素	carbon dioxide
二重	double|two-fold|two layers
二重奏	instrumental duet|instrumental duo
二階	second floor|upstairs
二階建て	two-storied building
云々	comment|criticism
云い	utter|declare|name
云う	utter|declare|name
云っ	utter|declare|name
互いに	mutually|reciprocally|together
互い違い	alternate|alternation
互助	mutual aid|cooperation|benefit
互換	interchange|transposition
互角	equal|evenly matched|well-matched
互選	internal vote
五分	half|tie|evenness
五日	five days
五輪	olympic rings|olympics
井戸	water well
些とも	a bit
些細	trivial|slight
亜熱帯	subtropics
亜鉛	zinc
亡くし	lose
亡くす	lose
亡くなっ	die
亡くなり	die
亡くなる	die
亡命	seeking asylum|defection|emigration
亡夫	deceased husband|late husband
亡父	deceased father|late father
亡霊	departed spirit|ghost|apparition
亡骸	remains|corpse|body
交え	mix|combine|include
交える	mix|combine|include
交ざっ	be mixed|associate with|mingle with
交ざり	be mixed|associate with|mingle with
交ざる	be mixed|associate with|mingle with
交じっ	be mixed|be combined|associate with
交じり	mixed|mingled
交じる	be mixed|be combined|associate with
交ぜ	mix|stir|blend
交ぜる	mix|stir|blend
交わし	exchange|intersect|cross
交わす	exchange|intersect|cross
交わっ	cross|intersect|join
交わり	cross|intersect|join
交わる	cross|intersect|join
交互	alternate|alternating|mutual
交付	delivery|issuance|handing over
交代	alternation|change|relief
交信	telecommunications|correspondence
交友	friend|companion|acquaintance
交差	crossing|intersection|crossing over
交差点	crossing|intersection
交戦	war|battle|hostilities
交換	exchange|interchange|switching
交易	trade|commerce
交替	alternation|change|relief
交流	exchange|interchange|interaction
交渉	negotiations|discussions|connection
交番	police box|koban|alternation
交通	traffic|transportation|communication
交通事故	traffic accident
交通機関	transportation|transport|transportation facilities
交通網	transportation network|transport network|traffic network
交通費	traveling expenses|travelling expenses|carfare
交錯	mixture|blending|complication
交際	company|friendship|association
交際費	entertainment expenses
交響曲	symphony
交響楽	symphony
亥	the boar|the pig
享受	reception|acceptance|enjoyment
京	imperial capital
京都	kyoto
京阪	kyoto-osaka
亭主	household head|master|host
人々	people|each person|everybody
人たち	people
人だかり	crowd|throng
人一倍	exceedingly|extremely|unusually
人並み	ordinary|average|common
人中	society|company|the public
人事	personnel affairs|human affairs|human resources
人事異動	personnel change|personnel shift|reshuffle
人件費	personnel expenses|labor cost|labour cost
人体	human body
人出	crowd|turnout
人前	public
人力車	rickshaw|jinrikisha
人参	carrot|asian ginseng
人口	population|common talk
人名	person's name
人命	life
人員	personnel
人妻	married woman|another's wife
人工	artificial|man-made|human work
人工呼吸	artificial respiration
人工的	artificial|unnatural
人工衛星	artificial satellite|man-made satellite
人差し指	index finger|forefinger
人形	doll|puppet|figure
人心	human nature|human heart|human spirit
人情	humanity|empathy|kindness
人数	many people
人文	humanity|civilization|civilisation
人文科学	humanities|social sciences|liberal arts
人材	capable person|talented person|human resources
人柄	personality|character|personal appearance
人格	personality|character|individuality
人権	human rights|civil liberties
人殺し	murder|murderer
人民	the people|citizens|the populace
人民戦線	popular front
人気	popularity|public favor|condition
人気のある	popular
人気者	popular person|favorite|favourite
人為	human work|human agency|art
人為的	artificial|unnatural|human-caused
人物	person|character|figure
人生	life
人的	human|personal
人目	notice|attention|public eye
人相	looks|countenance|facial features
人種	race
人脈	personal connections
人見知り	shyness|stranger anxiety
人質	hostage
人通り	pedestrian traffic
人造	artificial|man-made|imitation
人道	humanity|sidewalk|footpath
人道主義	humanism|humanitarianism
人道的	humane
人達	people
人違い	mistaken identity
人選	personnel selection
人間	human being|human|person
人間性	humanity|human nature
人間的	human|human-like
人間関係	human relations|personal relationships
人類	mankind|humanity
人類学	anthropology
人骨	human bones
仁	benevolence|consideration|compassion
仁義	virtue|duty
仄か	faint|indistinct|dim
仄めかし	hint at|intimate|suggest
仄めかす	hint at|intimate|suggest
今すぐ	at once|immediately|right now
今に	before long
今まで	so far
今や	at present|right now
今一	not quite|somewhat
今一つ	not quite|lacking
今夏	this summer|next summer|last summer
今夜	this evening|tonight
今季	this season
今宵	this evening|tonight
今年	this year
今年度	this year
今度	shortly|soon
今後	hereafter
今日的	modern|up-to-date
今春	this spring
今時	nowadays|present day|modern times
今晩	tonight|this evening
今更	afresh|anew
今月	this month
今朝	this morning
今秋	this autumn|this fall
今週	this week
今週末	this weekend
介入	intervention
介助	help|assistance|aid
介在	existing|interposition|intervention
介護	nursing|care|caregiving
仏	buddha|shakyamuni|buddhist image
仏像	buddhist statue|buddhist image
仏壇	buddhist altar
仏教	buddhism
仏文	french|french writing|french literature
仏蘭西	france
仏語	french
仕え	serve|work for|attend
仕える	serve|work for|attend
仕上がり	finish|end|completion
仕上げ	finish|finishing|finishing touches
仕上げる	finish up|complete|finish off
仕事	work|job|labor
仕事場	construction site|working area
仕入れ	stocking|buying up
仕入れる	replenish stock|procure|learn
仕出し	catering|walk-on part|background actor
仕切り	partition|division|boundary
仕手	doer|performer|protagonist
仕掛け	device|contrivance|mechanism
仕掛ける	start|begin|commence
仕方	method|means|resource
仕方がない	unavoidable|inevitable
仕方がなかっ	unavoidable|inevitable
仕方がなく	unavoidable|inevitable
仕方がなさ	unavoidable|inevitable
仕方ない	unavoidable|inevitable
仕方なかっ	unavoidable|inevitable
仕方なく	unavoidable|inevitable
仕方なさ	unavoidable|inevitable
仕業	deed|act|action
仕様	method|means|resource
仕様がない	unavoidable|inevitable
仕様がなかっ	unavoidable|inevitable
仕様がなく	unavoidable|inevitable
仕様がなさ	unavoidable|inevitable
仕立て	tailoring|dressmaking|sewing
仕立てる	tailor|train|bring up
仕組み	structure|construction|arrangement
仕舞い	finish|stop|end
仕舞う	finish|stop|end
仕舞っ	finish|stop|end
仕草	gesture|movement|action
仕込み	training|education|upbringing
仕送り	allowance|remittance
他	the rest|outside|beyond
他に	in addition|besides
他人	another person|other people|others
他国	foreign country|other country|another province
他方	one direction|one side|one party
他殺	murder
他社	another company|other company
他者	another person|others
他薦	recommendation
他面	other side|another side|different angle
付い	be attached|adhere|stick
付いて	be lucky|be attached|be included
付いてい	be lucky|be attached|be included
付いていい	accompany|follow
付いていき	accompany|follow
付いていく	accompany|follow
付いている	be lucky|be attached|be included
付いてくる	follow|accompany
付いてる	be lucky|be attached|be included
付いて来る	follow|accompany
付き	furnished with|including|attached to
付き合い	association|socializing|socialising
付き合う	associate with|accompany someone|compromise
付き合っ	associate with|accompany someone|compromise
付き添い	attendance|chaperonage|attendant
付く	be attached|adhere|stick
付け	bill|payment invoice|tab
付ける	attach|join|add
付け加え	add
付け加える	add
付け根	root|joint|base
付け足し	add|add on|append
付け足す	add|add on|append
付け込み	impose on
付け込む	impose on
付け込ん	impose on
付与	grant|allowance|endowment
付加	addition|annexation|appendage
付属	attached|belonging|included
付帯	incidental|ancillary|accessory
付添い	attendance|chaperonage|attendant
付着	sticking to|clinging to|adhesion
付近	neighborhood|vicinity|environs
付録	appendix|supplement|annex
仙人	mountain man
仙台	sendai
代	world|society|public
代々	for generations|hereditary
代え	replace|exchange|interchange
代える	replace|exchange|interchange
代わっ	succeed|relieve|replace
代わり	substitute|replacement|substituting
代わる	succeed|relieve|replace
代わる代わる	alternately|by turns
代人	substitute|deputy|proxy
代代	for generations|hereditary
代償	compensation|indemnification|reparation
代名詞	pronoun|synonym|classic example
代弁	speaking for|representing
代役	substitute|substitution|stand-in
代打	pinch-hitting
代替	substitution|alternation
代理	representation|agency|proxy
代理人	proxy|agent|substitute
代理店	agent|agency
代用	substitution
代表	representative|representation|delegation
代表作	representative work|masterpiece
代表的	representative|exemplary|model
代謝	metabolism|renewal|regeneration
代議士	parliamentarian
代金	price|cost|charge
令	command|order|dictation
令和	reiwa era
令嬢	daughter|young woman
令状	warrant|summons|written order
以上	and above|and upwards|beyond
以下	not exceeding|and downward|and below
以内	within|inside of|less than
以前	previous
以外	excepting
以後	hereafter|thereafter
以来	henceforth
以降	hereafter|thereafter
仮に	supposing|granting that|temporarily
仮令	no matter|though|although
仮処分	provisional disposition|temporary injunction
仮名	alias|kana|pseudonym
仮名遣い	kana orthography|syllabary spelling
仮定	assumption|supposition|hypothesis
仮想	imagination|supposition|virtual
仮称	temporary name|provisional name
仮装	costume|fancy dress|masquerade
仮設	temporary|provisional
仮説	hypothesis|supposition|assumption
仮面	mask|disguise|guise
仮題	tentative title
仰い	look up|respect|revere
仰ぎ	look up|respect|revere
仰ぐ	look up|respect|revere
仰っ	speak|talk
仰り	speak|talk
仰る	speak|talk
仰向け	facing upward
仰天	being amazed|being horrified
仲	relation|relationship
仲人	matchmaker|go-between|intermediary
仲介	agency|intermediation
仲直り	reconciliation
仲良く	happily|peacefully
仲良し	intimate friend|close friend|bosom buddy
仲裁	arbitration|intercession|mediation
仲買	brokerage
仲間	company|fellow|colleague
件	matter|affair|case
任	obligation|duty|charge
任し	entrust
任す	entrust
任せ	leave to
任せる	leave to
任務	duty|function|office
任命	appointment|nomination|ordination
任意	optional|voluntary|arbitrary
企て	plan|plot|propose
企てる	plan|plot|propose
企み	plot|scheme|trick
企む	scheme|plan|invent
企ん	scheme|plan|invent
企図	plan|project|scheme
企業	enterprise|business|company
企業家	industrialist|entrepreneur
企画	planning|project|plan
企画室	planning office
伊呂波	fundamentals
伊達	elegance|dandyism|sophistication
伏せ	turn over|point downwards|cast down
伏せる	turn over|point downwards|cast down
伏兵	ambush|unexpected opposition|unexpected obstacle
伏線	foreshadowing|preparation|precautionary measures
伐採	felling timber|logging|lumbering
休する	rest
休まっ	be rested|repose|be relieved
休まり	be rested|repose|be relieved
休まる	be rested|repose|be relieved
休み	rest|recess|respite
休む	be absent|rest
休め	rest|suspend|give relief
休める	rest|suspend|give relief
休ん	be absent|rest
休場	theater closure|theatre closure|stage absence
休息	rest|relief|relaxation
休憩	rest|break|recess
休憩所	rest area|rest stop|service area
休憩時間	rest period|intermission|break time
休戦	cease-fire|truce|armistice
休日	holiday
休暇	holiday|furlough|absence
休業	temporary closure|shutdown|holiday
休止	pause|cessation|rest
休職	temporary retirement
休講	cancellation
休養	rest|break|recreation
休館	closure
会	meeting|assembly|party
会い	meet|encounter|see
会う	meet|encounter|see
会っ	meet|encounter|see
会則	society regulations|club regulations|constitution
会合	meeting|assembly|gathering
会員	member|the membership
会堂	church|chapel|synagogue
会報	bulletin|report|newsletter
会場	assembly hall|meeting place|venue
会心	congeniality|satisfaction|gratification
会期	session
会社	company|corporation|workplace
会社員	company employee|office worker|white-collar worker
会見	interview|audience|meeting
会計	accounting|finance|account
会計士	accountant
会計年度	fiscal year
会話	conversation
会談	conversation|conference|discussion
会議	meeting|conference|session
会議室	conference room|council room
会費	membership fee
会釈	slight bow|nod|salutation
会長	president|chairman
会頭	society president
会食	dining together|mess
会館	meeting hall|assembly hall
伝い	go along|walk along|follow
伝う	go along|walk along|follow
伝え	convey|report|transmit
伝える	convey|report|transmit
伝っ	go along|walk along|follow
伝わっ	be introduced|be transmitted|be circulated
伝わり	be introduced|be transmitted|be circulated
伝わる	be introduced|be transmitted|be circulated
伝承	handing down|legend|tradition
伝染	contagion|infection
伝染病	contagious disease|communicable disease|transmissible disease
伝票	chit|sales slip|voucher
伝統	tradition|convention
伝統文化	traditional culture
伝統的	traditional|conventional
伝言	verbal message|word
伝記	biography|life story
伝説	tradition|legend|folklore
伝送	transmission|communication|circulation
伝道	missionary work|proselytizing|preaching
伝達	transmission|communication|delivery
伯	count|earl
伯剌西爾	brazil
伯母	aunt
伯爵	count|earl
伯父	uncle
伴	companion|follower|attendant
伴い	accompany|bring with|take with
伴う	accompany|bring with|take with
伴っ	accompany|bring with|take with
伴侶	companion|partner|spouse
伴奏	accompaniment
伸し	stretching|sidestroke
伸ばし	grow long|lengthen|extend
伸ばす	grow long|lengthen|extend
伸び	growth|development|stretching
伸びやか	comfortable|carefree
伸びる	stretch|extend|lengthen
伸び悩み	be sluggish
伸び悩む	be sluggish
伸び悩ん	be sluggish
伸び率	growth rate
伸縮	elasticity|flexibility
伺い	inquire|hear|implore
伺う	inquire|hear|implore
伺っ	inquire|hear|implore
似せ	copy|imitate|counterfeit
似せる	copy|imitate|counterfeit
似る	resemble|look like|be alike
似合い	well-matched|becoming|suitable
似合う	suit|match|become
似合っ	suit|match|become
似通い	resemble closely
似通う	resemble closely
似通っ	resemble closely
似顔	portrait|likeness
似顔絵	portrait|likeness|sketch
佇み	loiter|stop
佇む	loiter|stop
佇ん	loiter|stop
位	throne|crown|seat
位置	place|situation|position
位置付け	placement|fixed position|mapping out
位置付ける	place|rank|position
低い	low
低かっ	low
低く	low
低さ	low
低め	lower|be lowered
低める	lower|be lowered
低下	fall|decline|lowering
低価格	low price
低地	depression|lowlands|low ground
低料金	low rates
低気圧	low pressure|low-pressure system|depression
低水準	substandard|low-level
低減	decrease|reduction|fall
低温	low temperature
低落	fall|decline|slump
低調	inactive|slow|sluggish
低迷	hanging low|hovering around|low hanging
低音	low tone|bass|low voice
住	dwelling|living
住まい	dwelling|house|residence
住まう	live|reside|inhabit
住まっ	live|reside|inhabit
住み	live|reside|inhabit
住み心地	comfort
住む	live|reside|inhabit
住ん	live|reside|inhabit
住人	dweller|inhabitant|resident
住宅	residence|housing|residential building
住宅地	housing district|residential district
住宅街	residential area
住専	housing-loan corporation
住居	dwelling|house|residence
住所	address|residence|domicile
住民	inhabitant|resident|citizen
住民税	municipal tax
住職	chief priest
体	body|torso|trunk
体つき	body build|figure
体付き	body build|figure
体制	order|system|structure
体力	stamina|endurance|physical strength
体勢	posture|stance
体型	figure|body shape|build
体外受精	ivf
体形	figure|body shape|build
体得	mastery|realization|realisation
体感	bodily sensation|sense|experience
体操	gymnastics|physical exercises|artistic gymnastics
体格	physique|constitution
体温	temperature|body temperature
体温計	medical thermometer
体積	capacity|volume
体系	system|organization|organisation
体罰	corporal punishment
体育	physical education|pe|gym
体育館	gymnasium
体裁	appearance|format|form
体調	physical condition
体質	constitution|physical make-up|predisposition
体重	weight
体長	length|body length
体験	experience|personal experience|hands-on experience
何しろ	anyhow|anyway|because
何だか	little|somewhat|somehow
何でも	i hear|i understand
何とか	somehow|anyhow
何とぞ	kindly|without fail
何とも	extremely|terribly|awfully
何とも言えない	indescribable|inexpressible|unspeakable
何とも言えなかっ	indescribable|inexpressible|unspeakable
何とも言えなく	indescribable|inexpressible|unspeakable
何とも言えなさ	indescribable|inexpressible|unspeakable
何より	above all|best|greatest
何ら	whatsoever
何れでも	whichever
何人か	some people|several people
何処か	somewhere|anywhere
何処にも	nowhere|not anywhere|everywhere
何処にもない	nowhere
何処にもなかっ	nowhere
何処にもなく	nowhere
何処にもなさ	nowhere
何処までも	anywhere|the utmost
何分	little
何十	several tens
何千	many thousands
何卒	kindly|without fail
何年	how long|what year
何故か	somehow
何方か	someone
何方でも	anyone
何時でも	always|whenever
何時に無く	unusually|unwontedly|uncharacteristically
何時の間にか	unnoticed|unawares
何時までも	forever|eternally|indefinitely
何時も	always|never
何時頃	how soon
何気ない	casual|unconcerned|nonchalant
何気なかっ	casual|unconcerned|nonchalant
何気なく	unintentionally|calmly|inadvertently
何気なさ	casual|unconcerned|nonchalant
何気無く	unintentionally|calmly|inadvertently
何百	hundreds
余し	save|leave over|spare
余す	save|leave over|spare
余っ	remain
余っ程	almost|very nearly
余り	remainder|remnant|rest
余りに	too much|excessively|too
余る	remain
余人	others|other people
余儀ない	unavoidable|inevitable
余儀なかっ	unavoidable|inevitable
余儀なく	unavoidably|necessarily|inevitably
余儀なさ	unavoidable|inevitable
余分	extra|excess|surplus
余剰	surplus|remainder|residue
余力	remaining strength|reserve power
余命	time left
余地	place|room|margin
余念	another idea
余所	another place|somewhere else|strange parts
余暇	leisure|leisure time|spare time
余波	after-effect|aftermath
余程	almost|very nearly
余裕	surplus|margin|leeway
余計	too many|too much|excessive
余談	digression|sequel
余震	aftershock
余韻	reverberation|swelling|trailing note
作	work|production|harvest
作っ	produce|manufacture|build
作り	making|producing|manufacturing
作り上げ	build up|complete|construct
作り上げる	build up|complete|construct
作り出し	manufacture|produce|raise
作り出す	manufacture|produce|raise
作り笑い	forced laugh|forced smile
作り話	fiction|made-up story|fable
作る	produce|manufacture|build
作付け	planting
作付面積	planted area
作動	operation|functioning|running
作品	work|opus|performance
作家	author|writer|novelist
作成	drawing up|preparing|writing
作戦	tactics|strategy|military operation
作文	writing|composition
作曲	composition|setting
作曲家	composer
作柄	crop conditions|quality
作業	work|operation|manufacturing
作業環境	work environment
作況指数	rice-crop index
作法	manners|etiquette|propriety
作物	crop|crops|produce
作用	action|operation|effect
作者	creator|author|writer
作製	manufacture|production
作詞	song lyrics
作風	style|characteristics
佳作	honourable mention
佳境	climax|good part|scenic spot
併せ	match|join together|unite
併せる	match|join together|unite
併合	merger|amalgamation|melding
併殺	double play
併用	using together
併発	concurrence|coincidence|complication
併設	joint establishment|juxtaposition
使い	errand|mission|messenger
使い分け	proper use
使い捨て	throwaway|disposable|single-use
使い方	treatment|management
使い道	purpose|utility|objective
使う	use|employ|handle
使っ	use|employ|handle
使命	mission|errand|task
使徒	apostle|disciple
使用	use|application|employment
使用人	employee|servant
使用料	use fee|rent
使用済み	used|spent
使用者	user|consumer|employer
使節	envoy|ambassador|delegate
使者	messenger|envoy|emissary
例	custom|practice|habit
例え	example|simile|metaphor
例えば	for example|for instance
例える	compare to|liken|speak figuratively
例会	regular meeting
例外	exception
例外的	exceptional
例年	average year|every year|annually
例文	example sentence|illustrative sentence|model sentence
例題	example|exercise
侍	warrior|samurai|retainer
侍医	court physician
侍女	lady attendant|lady's maid|waiting maid
侍従	chamberlain
供	companion|follower|attendant
供え	offer|sacrifice|dedicate
供える	offer|sacrifice|dedicate
供与	giving|provision|furnishing
供出	obligatory supply|delivery
供物	offering|votive offering
供給	supply|provision
供述	affidavit|deposition|testimony
依存	dependence|reliance
依存症	dependence
依然として	as yet
依頼	request|commission|entrusting
価値	value|worth|merit
価値観	values|value system
価格	price|value|cost
侮っ	disdain|scorn|despise
侮り	disdain|scorn|despise
侮る	disdain|scorn|despise
侮蔑	scorn|disdain|contempt
侮辱	insult|affront|slight
侯	marquis|lord|daimyo
侯爵	marquis|marquess
侵し	invade|raid|violate
侵す	invade|raid|violate
侵入	invasion|incursion|raid
侵害	infringement|violation|invasion
侵攻	invasion
侵犯	violation|invasion|infringement
侵略	aggression|invasion|raid
侵食	encroachment|erosion|corrosion
便	flight|trip|service
便り	news|tidings|information
便乗	taking passage
便利	convenient|handy|useful
便利さ	convenience|handiness|usefulness
便宜	convenience|accommodation|advantage
便所	toilet|lavatory|water closet
便秘	constipation
便箋	writing paper|stationery|notepaper
係	charge|duty|official
係わっ	be affected|be influenced
係わり	be affected|be influenced
係わる	be affected|be influenced
係争	contention|dispute|conflict
係員	official|attendant
係長	subsection head|assistant manager|chief clerk
促し	urge|encourage|press
促す	urge|encourage|press
促進	promotion|acceleration|encouragement
俄	sudden|abrupt|unexpected
俄かに	suddenly|abruptly|unexpectedly
俄に	suddenly|abruptly|unexpectedly
俊英	excellence|genius
俊足	fast runner|swift horse|fleet steed
俎板	chopping board|cutting board
俗	layman|laity|the world
俗語	colloquialism|colloquial language|slang
保する	guarantee
保ち	keep|preserve|hold
保っ	keep|preserve|hold
保つ	keep|preserve|hold
保健	hygiene|sanitation
保健所	animal shelter
保全	preservation|integrity|conservation
保存	preservation|conservation|storage
保守	maintenance|conservatism|conservativeness
保守党	conservative party
保守的	conservative
保安	peace preservation|security|safety
保持	retention|maintenance|preservation
保有	possession|retention|maintenance
保母	childcare worker|kindergarten teacher
保温	retaining warmth|heat insulation
保留	reservation|deferment
保管	charge|custody|safekeeping
保育	nursing|nurturing|rearing
保育園	nursery school|day nursery|preschool
保育所	nursery school|nursery
保証	guarantee|security|assurance
保証人	guarantor|surety|sponsor
保証金	deposit|security money|bond payment
保護	protection|safeguard|guardianship
保護者	guardian|protector|patron
保釈	bail
保険	insurance|guarantee
保険金	insurance payout|insurance money
保障	guarantee|security|assurance
保養	health preservation|recuperation|recreation
保養所	sanatorium|rest home
信	honesty|sincerity|fidelity
信じ	believe|believe in|confide in
信じる	believe|believe in|confide in
信ず	believe|believe in|confide in
信ずる	believe|believe in|confide in
信仰	faith|belief|creed
信任	trust|confidence|credence
信号	signal|signalling|signaling
信号機	traffic light|signalling mechanism|semaphore
信奉	belief|faith|adherence
信徒	layman|believer|adherent
信念	belief|faith|conviction
信条	creed|belief|conviction
信用	confidence|trust|faith
信用組合	credit association
信用金庫	credit union
信義	faith|fidelity|loyalty
信者	believer|adherent|devotee
信託	trust|entrusting
信販会社	credit company
信金	credit union
信頼	reliance|trust|faith
信頼性	credibility|authenticity|confidence
修め	study|complete|cultivate
修める	study|complete|cultivate
修了	completion
修士	master's
修士課程	master's course
修学旅行	excursion|field trip|school trip
修復	restoration|repair|mending
修業	studying|learning|training
修正	amendment|correction|revision
修理	repair|mending|fixing
修練	training|drill|practice
修繕	repair|mending
修行	training|practice|discipline
修道	learning
修道院	monastery|convent|cloister
俯い	look down
俯き	look down
俯く	look down
俳人	haiku poet
俳優	actor|actress|player
俳句	haiku
俵	straw bag|sack|bale
俸給	salary|wages|pay
倉	warehouse|storehouse|cellar
倉庫	storehouse|warehouse|godown
倉敷	storage charges
個々	individual|separate
個々人	an individual|individual people
個人	individual|private person|personal
個人差	individual differences|personal equation
個人的	personal|individual|private
個体	individual|specimen
個室	private room|single|stall
個展	solo exhibition|one-man exhibition|one-woman exhibition
個性	individuality|personality|quirk
個性的	individual|distinctive|unique
個所	place|point|part
倍	twice|double
倍加	doubling
倍増	double
倍率	magnification|leverage|amplification
倒さ	inverted|upside down|reversed
倒し	throw down|bring down|blow down
倒す	throw down|bring down|blow down
倒れ	collapse|collapsing|death
倒れる	fall|collapse|topple
倒産	bankruptcy|insolvency|commercial failure
倒錯	perversion|inversion
候補	candidate|contender|prospect
候補者	candidate|applicant
借り	borrowing|debt|loan
借りる	borrow|rent|hire
借り入れ	debt
借入金	loan|loan payable|debt
借地	leased land
借家	rented house
借款	loan
借金	debt|loan|liabilities
倣い	imitate|follow|emulate
倣う	imitate|follow|emulate
倣っ	imitate|follow|emulate
値	price|cost|value
値する	be worth|deserve|merit
値上がり	price advance
値上げ	price hike|mark-up
値下がり	price decline
値切っ	haggle
値切り	haggle
値切る	haggle
値引き	price reduction|discount
値打ち	value|worth|merit
値段	price|cost
倦怠	weariness|fatigue|languor
倫理	ethics|morals
倫理学	ethics|moral philosophy
倫理的	ethical
倶楽部	club|fraternity|sorority
倹約	thrift|economy|frugality
偉い	excellent|admirable|remarkable
偉かっ	excellent|admirable|remarkable
偉く	excellent|admirable|remarkable
偉さ	excellent|admirable|remarkable
偉人	great person|eminent figure
偉大	grand|magnificent|outstanding
偉業	great achievement|great feat|great work
偏っ	lean|incline|be unbalanced
偏り	deviation|inclination|offset
偏る	lean|incline|be unbalanced
偏向	propensity|tendency|inclination
偏差値	deviation value|deviation|t-score
偏狭	narrow-mindedness|intolerance|illiberality
偏見	prejudice|bias|distorted view
偏食	unbalanced diet
停戦	armistice|ceasefire
停止	stoppage|halt|standstill
停泊	anchorage|anchoring|mooring
停滞	stagnation|tie-up|standstill
停留所	stop|station|stopping place
停車	stopping|stop
停電	power outage|electricity outage|blackout
健やか	vigorous|healthy|sound
健保	health insurance
健全	healthy|sound|wholesome
健在	going strong
健常者	able-bodied person
健康	health|healthy|sound
健康保険	health insurance
健康的	hygienic|healthy|healthful
健康診断	physical examination
健康食品	health foods
健気	admirable|commendable|praiseworthy
健診	physical examination|medical examination|health checkup
健闘	fighting bravely|strenuous efforts
偲び	recollect|reminisce|imagine
偲ぶ	recollect|reminisce|imagine
偲ん	recollect|reminisce|imagine
側	near|side|close
側近	close associate|close aide|brains-truster
側面	side|flank|profile
偵察	scouting|reconnaissance
偶々	occasionally|seldom|casually
偶に	occasionally|rarely|seldom
偶像	image|idol|statue
偶数	even number
偶然	coincidence|chance|accident
偶発	sudden outbreak|accidental|incidental
偽	imitation|fake|phony
偽っ	lie|cheat|pretend
偽り	lie|cheat|pretend
偽る	lie|cheat|pretend
偽物	spurious article|forgery|counterfeit
偽装	camouflage|disguise|pretense
偽証	false evidence|perjury|false testimony
偽造	forgery|falsification|fabrication
傍ら	side|edge|beside
傍受	interception|monitoring|tapping
傍聴	listening|attending|sitting in
傍観	looking on
傑作	masterpiece|best work|amusing blunder
傑出	being outstanding|excelling|being foremost
傘	umbrella|parasol|shade
傘下	affiliated with
備え	preparation|provision|guarding
備える	furnish with|equip with|provide
備え付け	provide|furnish|equip
備え付ける	provide|furnish|equip
備考	note|remarks
備蓄	stockpile|reserves|storing
催し	event|festivities|function
催す	hold|give|feel
催促	pressing|urging|demanding
催涙	lacrimator|dacryagogue|tear-inducing agent
催眠	hypnosis
傲慢	haughty|arrogant|insolent
債	debt|loan
債券	bond|debenture
債務	debt|liabilities
債権	credit|claim
傷	wound|injury|cut
傷つい	be wounded|get injured
傷つき	be wounded|get injured
傷つく	be wounded|get injured
傷つけ	wound|injure
傷つける	wound|injure
傷み	hurt|ache|be injured
傷む	hurt|ache|be injured
傷め	hurt|injure|cause pain
傷める	hurt|injure|cause pain
傷ん	hurt|ache|be injured
傷付け	wound|injure
傷付ける	wound|injure
傷口	a wound|wound|cut
傷害	wound|injury|accident
傷者	wounded person|casualty|injured person
傷跡	scar
傾い	incline toward|slant|lurch
傾き	incline toward|slant|lurch
傾く	incline toward|slant|lurch
傾け	incline|lean|tip
傾ける	incline|lean|tip
傾げ	tilt|lean|incline
傾げる	tilt|lean|incline
傾倒	concentrating on
傾向	tendency|trend|inclination
傾斜	inclination|slant|slope
傾注	devotion|concentration
傾聴	listening closely
僅か	merely
働い	work|labor|labour
働かせ	use|apply|exert
働かせる	use|apply|exert
働き	work|labor|labour
働きかけ	work on|appeal to|pressure
働きかける	work on|appeal to|pressure
働き口	position|job|employment
働き手	worker|breadwinner|supporter
働き掛け	work on|appeal to|pressure
働き掛ける	work on|appeal to|pressure
働き者	hard worker|hardworking person
働く	work|labor|labour
像	image|figure|statue
僚友	colleague|workmate|comrade
僧	monk|priest|sangha
僧侶	priest|monk|bonze
僧院	monastery|temple
僻み	prejudice|bias|warped view
僻む	be jaundiced|be prejudiced
僻ん	be jaundiced|be prejudiced
儀	ceremony|matter|affair
儀式	ceremony|rite|ritual
儀礼	etiquette|courtesy
儒学	confucianism
儒教	confucianism
儘	because|condition|state
儚い	fleeting|transient|short-lived
儚かっ	fleeting|transient|short-lived
儚く	fleeting|transient|short-lived
儚さ	fleeting|transient|short-lived
償い	recompense|indemnity|atonement
償う	compensate for|indemnify|recompense
償っ	compensate for|indemnify|recompense
償却	repayment|redemption|depreciation
償還	repayment|redemption|amortization
優しい	tender|gentle|graceful
優しかっ	tender|gentle|graceful
優しく	tender|gentle|graceful
優しさ	tender|gentle|graceful
優れ	surpass|outstrip|excel
優れる	surpass|outstrip|excel
優位	predominance|superiority|ascendancy
優先	preference|priority|precedence
優先的	preferential
優劣	merits|quality
優勝	overall victory|championship
優勢	superiority|superior power|predominance
優柔不断	indecisiveness|shilly-shally|irresolution
優秀	superior|excellent|brilliant
優等生	honor student|honours student|model student
優美	grace|refinement|elegance
優良	superior|excellent|fine
優越感	superiority complex
優遇	favorable treatment|favourable treatment|hospitality
優雅	elegant|graceful|refined
儲かっ	be profitable
儲かり	be profitable
儲かる	be profitable
儲け	profit|earnings
儲ける	profit|earn|gain
元	origin|source|base
元より	all along|originally|of course
元凶	ringleader|main culprit|main cause
元帥	marshal|admiral
元年	first year
元本	principal|capital
元来	originally|essentially|naturally
元気	lively|energetic|vigorous
元祖	originator|pioneer|inventor
元禄	genroku era
元素	element|chemical element
元老	elder statesman|doyen|old-timer
元金	capital|principal
元首	sovereign|ruler
兄	older brother|elder brother
兄さん	older brother|elder brother|brother
兄ちゃん	older brother|young man|sonny
兄弟	siblings|brothers
兄貴	elder brother|one's senior
充て	assign|set aside
充てる	assign|set aside
充分	enough|sufficient|plenty
充填	filling|replenishing|filling in
充実	fullness|completion|perfection
充当	allocation|appropriation
充満	permeation
充足	sufficiency
充電	charging|electrification
兆	sign|omen|indication
兆し	signs|omen|symptoms
兆候	sign|indication|omen
先	point|tip|end
先々	distant future|inevitable future
先ず	firstly|begin with|probably
先だって	recently
先に	previously|earlier|formerly
先人	predecessor|pioneer|ancestor
先代	previous generation|family predecessor|predecessor
先住	original inhabitant|aboriginal|previous priest
先例	precedent
先入観	preconception|preconceived notion|prejudice
先制	head start|initiative|preemption
先取	preoccupation
先取り	anticipation
先天的	inborn|innate|inherent
先導	guidance|leadership
先手	first move|moving first|forestalling
先方	other party|other side|ahead
先月	last month
先決	deciding first|settling first|first priority
先物	futures|futures contract
先生	teacher|instructor|master
先発	starting first|going ahead|starting
先着	arriving first
先祖	ancestor
先立って	recently
先端	pointed end|tip|point
先行	going ahead|preceding|coming before
先行き	the future|future prospects
先見	foresight|anticipation
先輩	senior|superior|elder
先送り	postpone
先週	last week
先進	advanced|developed|seniority
先進国	advanced country|advanced nations
先遣	sending ahead
先陣	vanguard|advance guard
先頃	recently
先頭	head|lead|vanguard
先駆	forerunner|precursor|pioneer
先駆け	pioneer|leader|forerunner
光	light|illumination|ray
光っ	shine|glitter|be bright
光り	shine|glitter|be bright
光り輝い	shine|glitter
光り輝き	shine|glitter
光り輝く	shine|glitter
光る	shine|glitter|be bright
光学	optics
光学式文字認識	ocr
光年	light year
光彩	brilliance|splendour|splendor
光明	bright light|hope|bright future
光景	scene|spectacle|sight
光栄	honour|honor|glory
光沢	brilliance|polish|lustre
光熱費	energy bill|utility cost
光線	beam|light ray
光輝	brightness|splendour|splendor
克己	self denial|self control
克明	detailed|scrupulous|careful
克服	conquest|overcoming|subjugation
免れ	escape|avoid|evade
免れる	escape|avoid|evade
免状	diploma|licence|license
免疫	immunity|immunization|immunisation
免税	tax exemption|duty exemption
免職	dismissal|sacking|discharge
免許	license|permit|licence
免許証	licence|license|permit
免責	disclaimer
免除	exemption|exoneration|discharge
兎	rabbit|hare|coney
兎に角	anyhow|anyway|generally speaking
兎もあれ	anyhow
兎も角	anyhow|anyway|generally speaking
兎角	various things|tending to
児童	children|juvenile
党	party
党内	party-internal
党利	party interests
党務	party business
党員	party member
党派	faction|party|clique
党略	party politics
党籍	party membership|party register
党議	party conference|party council|party decision
党首	party leader
兜	helmet|headpiece
入っ	come in|enter|flow into
入り	entering|setting
入り口	entrance|entry|gate
入り込み	come into|penetrate|step in
入り込む	come into|penetrate|step in
入り込ん	come into|penetrate|step in
入る	come in|enter|flow into
入れ	put in|take in|bring in
入れる	put in|take in|bring in
入れ墨	tattoo|tattooing
入れ替え	replacement|substitution|change
入れ歯	false tooth|denture
入れ物	container|case|receptacle
入会	admission|joining|enrollment
入力	input|entry
入口	entrance|entry|gate
入団	joining|enrollment|enrolment
入国管理局	immigration bureau|immigration office
入場	entrance|admission|entering
入場券	admission ticket|entrance ticket|platform ticket
入学	matriculation|enrolment
入学試験	entrance examination
入居	moving into
入念	careful|elaborate|scrupulous
入所	admission|entrance|imprisonment
入手	acquisition|obtaining
入札	bid|tender|bidding
入植	settlement|immigration
入浴	bathing|to bathe
入荷	goods received
入試	entrance examination
入選	being selected|being accepted|winning
入金	deposit|payment|money received
入門	beginning training|primer|manual
入院	hospitalization|hospitalisation
入館料	admission fee
全	complete|in total
全うする	accomplish|fulfill|carry out
全て	the whole|entirely|completely
全人	saint
全会	whole assembly
全体	whole|entirety|whatever
全体主義	totalitarianism
全体的	overall
全力	one's utmost
全勝	complete victory
全員	all members|all hands|everyone
全国的	nationwide|countrywide|national
全土	whole nation|whole land|whole country
全学	whole college
全容	full portrait|whole aspect|full story
全廃	total abolition|full phase-out|total repeal
全文	whole passage|full text|whole sentence
全日制	the full-day
全曲	all compositions
全権	plenipotentiary powers|full authority
全治	complete recovery|healing
全滅	annihilation|total destruction|complete destruction
全点	all items|all parts|all points
全然	wholly|entirely|completely
全焼	burned down|entirely destroyed
全社	whole company
全米	all-america|pan-american
全線	all lines
全般	whole
全訳	complete translation
全貌	whole story|full picture|full particulars
全身	whole|full-length|systemic
全速力	full speed
全部	entire|whole|altogether
全長	over-all length|span
全集	complete works|complete collection|complete series
全面	whole surface|entire
全面的	total|complete|all-out
全額	total|full amount|sum
八丁	skillfulness
八分音符	eighth note|quaver
八千代	forever
八幡	hachiman|hachiman shrine
八方	all sides
八日	eight days
八月	august
八百屋	greengrocer
八重	multilayered|doubled
公	official|governmental|formal
公人	public character
公会堂	town hall|public hall
公使	envoy|minister
公債	public debt|public bond|government securities
公共	public|communal
公共放送	public broadcasting
公判	public hearing|trial
公務	official business|public business
公務員	government worker|public servant|civil servant
公募	public appeal|public offering|public advertisement
公司	company|firm
公営	public management
公団	public corporation|public housing
公園	park
公報	official bulletin|communique
公子	young nobleman
公安	public safety|public welfare
公定	official
公害	pollution|public nuisance|contamination
公布	official proclamation|announcement|promulgation
公平	fairness|impartiality|justice
公序良俗	social standards|public policy
公庫	finance corporation
公式	official|formal|formula
公式サイト	official website
公式戦	regular game|regular-season game
公文	official document|archives
公文書	official document|archives
公明	fairness|openness|impartiality
公明党	komeito
公有	public ownership|public domain
公正	justice|fairness|impartiality
公民	citizen|freemen
公民権	civil rights|franchise|citizenship
公民館	public hall|community center|community centre
公海	high seas|international waters
公演	public performance
公爵	prince|duke
公用	official business|government business|public business
公的	public|official
公益	public interest|public benefit|public good
公益法人	public-service corporation|charitable corporation
公示	edict|public announcement
公社	public corporation
公社債	public bonds
公称	public name|announcing publicly|nominal
公立	public
公算	probability|likelihood
公約	public commitment|public promise|campaign pledge
公聴会	public hearing
公職	public office
公舎	official residence
公衆	the public|general public
公衆衛生	sanitation|public health
公衆電話	public telephone|pay phone
公表	official announcement|proclamation
公言	declaration|profession
公設	public
公訴	accusation|prosecution
公認	official recognition|authorization|authorisation
公論	public opinion|unbiased criticism|unbiassed criticism
公費	public expense|public funds|public money
公選	public election
公邸	official residence
公金	public funds
公開	exhibiting|showing|holding
公館	official residence
六十四分音符	hemidemisemiquaver|semidemisemiquaver
六日	six days
六月	june
共	together with
共々	together|in company
共に	together|jointly|including
共倒れ	falling together|mutual destruction|joint bankruptcy
共催	joint sponsorship|cosponsorship|joint hosting
共働き	both working|dual income
共同	doing together|sharing|common
共同体	cooperative body|cooperative system|collective
共和	republican|cooperative
共和党	republican party
共和制	republic|republicanism
共和国	republic|commonwealth
共存	coexistence
共学	coeducation
共感	sympathy|empathy|response
共有	joint ownership|co-ownership|sharing
共栄	mutual prosperity
共済	mutual aid
共演	appearing together|co-acting|co-starring
共犯	complicity
共生	coexistence|living together|symbiosis
共産	communism|communist party
共産主義	communism|collectivism
共産党	communist party
共用	common use|communal use|sharing
共立	joint|common
共著	joint authorship|co-authorship|collaboration
共謀	conspiracy|collusion|complicity
共通	common|shared|mutual
共通点	common feature
共通語	common language|lingua franca|standard language
共闘	joint struggle|common front
共鳴	resonance|sympathy
兵	soldier|army|troops
兵力	military force
兵員	military strength|military personnel
兵器	arms|weapon|ordnance
兵士	soldier
兵役	military service|conscription
兵糧	provisions|food
兵舎	barracks
兵隊	soldier|sailor
其の	part
其の儘	without change|extremely similar
其れ程	that degree|that extent
具	tool|means|ingredients
具体	concrete|tangible|material
具体化	embodiment|materialization|actualization
具体的	concrete|definite|specific
具合	condition|state|health
具象	embodying|expressing concretely
典型	type|pattern|model
典型的	typical|representative|archetypal
兼ね備え	have both|possess both|combine with
兼ね備える	have both|possess both|combine with
兼ね合い	equilibrium|good balance|poise
兼務	additional post
兼業	running simultaneously|side business
内々	private|confidential|informal
内乱	civil war|insurrection|rebellion
内側	inside|interior|inner part
内偵	secret investigation|private enquiry|private inquiry
内出血	internal bleeding|internal haemorrhage|internal hemorrhage
内分泌	endocrine|incretion|internal secretion
内包	connotation|comprehension|intension
内向	introversion
内向的	introverted|withdrawn
内堀	inner moat
内定	unofficial offer|tentative decision
内実	the facts|the truth|in truth
内容	contents|content|substance
内幕	lowdown|inside curtain|inside information
内心	inner thoughts|real intention|inmost heart
内情	internal conditions
内戦	civil war
内政	domestic affairs|internal administration
内気	shy|bashful|timid
内海	inlet|bay|inland sea
内申	unofficial report|confidential report
内省	introspection
内示	unofficial announcement
内緒	secrecy|confidentiality|privacy
内線	phone extension|indoor wiring|inner line
内職	side job|side gig|side hustle
内臓	internal organs|intestines|viscera
内装	interior design|interior|upholstery
内規	private regulations|bylaws|internal rules
内角	interior angle|internal angle|inside corner
内訳	itemization|the items|breakdown
内諾	informal consent|private consent
内輪	family circle|one's circle|one's fellows
内部	interior|inside|internal
内野	infield|diamond
内野手	infielder|baseman
内閣	cabinet|ministry
内閣官房	cabinet secretariat
内閣府	cabinet office
内陸	inland
内需	domestic demand
内面	inside|interior
円	yen|circle
円い	round|circular|spherical
円かっ	round|circular|spherical
円く	round|circular|spherical
円さ	round|circular|spherical
円み	roundness|rotundity|mellowness
円卓	round table
円周	circumference
円安	cheap yen
円建て	yen basis
円弧	arc
円形	round shape|circle|circular form
円柱	column|shaft|cylinder
円満	harmonious|peaceful|happy
円滑	smooth|undisturbed|uninterrupted
円熟	ripeness|mellowness|maturity
円盤	disk|discus|platter
円筒	cylinder
円高	strong yen|high-valued yen
冊	volume
冊子	book|booklet|story book
再び	once more
再スタート	restarting
再任	reappointment
再会	another meeting|meeting again|reunion
再婚	second marriage|remarriage
再審	retrial|review|reexamination
再度	twice|second time
再建	rebuilding|reconstruction|rehabilitation
再来	return|coming back|second coming
再検討	re-examination|review|reconsideration
再演	another showing|recapitulation
再燃	recurrence|revival|resuscitation
再現	reappearance|reemergence|return
再生	resuscitation|regeneration|reformation
再発	return|relapse|recurrence
再確認	reaffirmation|reconfirmation|revalidation
再編	reorganization|reorganisation|reshuffle
再考	reconsideration
再販	resale
再起	comeback|recovery|restoration
再起動	restart|reboot
再選	re-election
再開	reopening|resumption|restarting
再開発	redevelopment
冒し	brave|risk|face
冒す	brave|risk|face
冒険	adventure|venture|risky attempt
冒頭	beginning|start|outset
冗談	jest|joke|funny story
写し	copy|duplicate|facsimile
写す	transcribe|duplicate|reproduce
写っ	be photographed|be projected
写り	be photographed|be projected
写る	be photographed|be projected
写生	sketching|portrayal|description
写真	photograph|photo|picture
写真家	photographer
写真撮影	photography|taking photographs
写真集	photo book|photobook
冠	crown|diadem|coronet
冬	winter
冬休み	winter vacation|winter holidays
冬季	winter
冬期	winter|wintertime|winter term
冬物	winter clothing
冬眠	hibernation|winter sleep|torpor
冬至	winter solstice
冴え	be clear|be bright|be vivid
冴える	be clear|be bright|be vivid
冷え	chilliness|coldness
冷える	grow cold|get chilly|cool down
冷え込み	get colder|deepen|feel cold
冷え込む	get colder|deepen|feel cold
冷え込ん	get colder|deepen|feel cold
冷たい	cold|chilly|icy
冷たかっ	cold|chilly|icy
冷たく	cold|chilly|icy
冷たさ	cold|chilly|icy
冷まし	cool|let cool|dampen
冷ます	cool|let cool|dampen
冷め	cool down|get cold|cool off
冷める	cool down|get cold|cool off
冷や	cold water|cold sake
冷やかし	banter|jeer at|cool
冷やかす	banter|jeer at|cool
冷やし	cool|chill|refrigerate
冷やす	cool|chill|refrigerate
冷ややか	cold|chilly|cool
冷や汗	cold sweat
冷凍	freezing|cold storage|refrigeration
冷凍庫	freezer
冷凍食品	frozen food
冷却	cooling|refrigeration
冷夏	cool summer|cold summer|cooler-than-normal summer
冷害	cold-weather damage
冷徹	cool-headed|level-headed|hard-headed
冷戦	cold war
冷房	air conditioning|air cooling
冷水	cold water
冷汗	cold sweat
冷淡	cool|indifferent|apathetic
冷笑	sneer|derision|scornful laugh
冷蔵	cold storage|refrigeration
冷蔵庫	refrigerator|fridge
冷遇	cold reception|inhospitality
冷酷	cruelty|coldheartedness|relentless
冷静	calmness|composure|coolness
凄い	terrible|dreadful|amazing
凄かっ	terrible|dreadful|amazing
凄く	terrible|dreadful|amazing
凄さ	terrible|dreadful|amazing
凄まじい	terrific|fierce|terrible
凄まじかっ	terrific|fierce|terrible
凄まじく	terrific|fierce|terrible
凄まじさ	terrific|fierce|terrible
凋み	wither|wilt|droop
凋む	wither|wilt|droop
凋ん	wither|wilt|droop
凌い	endure|keep out|stave off
凌ぎ	endure|keep out|stave off
凌ぐ	endure|keep out|stave off
凍え	freeze|be frozen|become numb
凍える	freeze|be frozen|become numb
凍っ	freeze|congeal
凍り	freeze|congeal
凍る	freeze|congeal
凍結	freezing|moratorium|suspension
凝っ	become stiff
凝った	elaborate|exquisite|ornate
凝り	become stiff
凝り性	fastidiousness|meticulousness|monomania
凝る	become stiff
凝固	coagulation|freezing|solidification
凝縮	condensation
凝視	stare|gaze|fixation
几帳面	methodical|precise|meticulous
凡	ordinary|common|mediocre
凡そ	roughly|approximately|generally
凡人	ordinary person|average person|mediocre person
凡庸	mediocre|ordinary|commonplace
処分	disposal|throwing away|selling off
処刑	execution
処女	virgin|maiden
処方	prescription|formulation|formula
処方箋	prescription
処理	processing|dealing with|treatment
処置	measure|step|dealing with
処罰	punishment|penalty
処遇	treatment|dealing with
凧	kite
凭れ	lean against|lean on|recline on
凭れる	lean against|lean on|recline on
凶作	bad harvest|poor crop
凶器	dangerous weapon|lethal weapon|deadly weapon
凶悪	atrocious|fiendish|brutal
凸凹	unevenness|roughness|ruggedness
凸版	letterpress|relief printing
凸版印刷	letterpress|relief printing
凹み	hollow|cavity|dent
凹む	be dented|be indented|yield
凹ん	be dented|be indented|yield
凹凸	unevenness|bumpiness|roughness
出	coming out|outflow|efflux
出かけ	leave|depart|start
出かける	leave|depart|start
出し	dashi|pretext|excuse
出す	take out|put out|reveal
出すぎ	be pushy|be obtrusive
出すぎる	be pushy|be obtrusive
出る	leave|exit|come out
出世	getting ahead|successful career|promotion
出会い	meeting|rendezvous|encounter
出会う	meet|come across|run across
出会っ	meet|come across|run across
出入	free associations
出入り	visiting regularly|frequenting
出典	source|authority
出前	home delivery|outside catering
出力	output
出動	sailing|marching|dispatch
出勤	attendance|presence
出口	exit|gateway|outlet
出合い	meeting|rendezvous|encounter
出合う	meet|come across|run across
出合っ	meet|come across|run across
出向	temporary transfer|secondment|relocation
出向い	proceed to|leave for
出向き	proceed to|leave for
出向く	proceed to|leave for
出品	exhibiting|showing|entering
出土	archeological excavation
出場	appearance|performance|participation
出塁	tob
出展	exhibit|display
出席	attendance|presence|appearance
出席者	those present|attendance
出店	food stand|food stall|branch store
出張	business trip|official trip
出張所	branch office|agency|sub-branch
出所	origin|source|authority
出掛け	leave|depart|start
出掛ける	leave|depart|start
出撃	sortie|sally|attack
出方	attitude|approach|move
出来	occurrence|workmanship|happening
出来る	be ready|be completed
出来上がっ	be completed|be finished|be ready
出来上がり	completion|finish|workmanship
出来上がる	be completed|be finished|be ready
出来事	incident|affair|happening
出来高	yield|crop|production
出没	appearing often
出港	leaving port|setting sail
出演	performance|appearance
出版	publication
出版物	publication
出版社	publisher|publishing house|publishing company
出獄	release
出現	appearance|arrival
出生	birth
出産	childbirth|birth|delivery
出番	one's turn|one's shift|screen time
出発	departure
出直し	adjustment|touch up
出荷	shipping|shipment|forwarding
出血	bleeding|haemorrhage|hemorrhage
出費	expenses|disbursements
出資	investment|contribution|financing
出足	turnout|start
出身	person's origin
出身地	birthplace|native place
出身者	alumnus|graduate|old boy
出迎え	meeting|reception
出迎える	meet|greet
出金	withdrawal|payment|contribution
出頭	appearance|presence|attendance
出願	application
出馬	running
出鱈目	nonsense|irresponsible remark|codswallop
刀	sword|katana|scalpel
刀剣	sword|dagger|knife
刃	edge|prong
刃物	edged tool|cutlery
分	minute|part|fun
分かち	distinction|differentiation|discrimination
分かっ	divide|understand|separate
分かつ	divide|separate|share
分からず屋	obstinate person|blockhead
分かり	understanding|comprehension
分かりにくい	incomprehensible|unintelligible
分かりにくかっ	incomprehensible|unintelligible
分かりにくく	incomprehensible|unintelligible
分かりにくさ	incomprehensible|unintelligible
分かる	understand|comprehend|grasp
分かれ	branch|fork|diverge
分かれる	branch|fork|diverge
分かれ目	fork|junction|turning point
分け	sharing|division|draw
分ける	divide|split|part
分け前	share|portion|quota
分乗	riding separately
分冊	separate volume|fascicle|fascicule
分別	discretion|separation|prudence
分割	partition|division|separation
分割払い	hire-purchase
分化	specialization|specialisation|differentiation
分子	numerator|molecule
分室	detached office|annex
分岐	divergence|ramification|bifurcation
分岐点	junction|crossroads|division point
分布	distribution|allocation
分担	dividing between|apportionment|allotment
分散	dispersion|breakup|scattering
分数	fraction
分析	analysis
分校	branch school
分業	specialization|specialisation|assembly-line production
分母	denominator
分泌	secretion
分科会	subcommittee|subworking group|breakout session
分立	segregation|separation|independence
分裂	split|division|break up
分解	disassembly|dismantling|disaggregating
分譲	selling lots
分身	other self|alter ego
分配	division|splitting|sharing
分野	field|sphere|realm
分量	amount|quantity
分離	separation|partition|detachment
分類	classification|categorization|sorting
切っ	cut|cut through|perform
切っ掛け	chance|start|cue
切ない	painful|heartrending|trying
切なかっ	painful|heartrending|trying
切なく	painful|heartrending|trying
切なさ	painful|heartrending|trying
切らし	lose
切らす	lose
切り	end|finish|stop
切りがない	endless|boundless|innumerable
切りがなかっ	endless|boundless|innumerable
切りがなく	endless|boundless|innumerable
切りがなさ	endless|boundless|innumerable
切り上げ	end|conclusion|rounding up
切り下げ	devaluation|markdown|write-down
切り口	cut end|section|opening
切り崩し	level|cut through|split
切り崩す	level|cut through|split
切り抜き	clipping|cutting|scrap
切り捨て	sacrificing|omission|rounding down
切り捨てる	cut down|slay|truncate
切り替え	exchange|conversion|replacement
切り替える	change|exchange|convert
切り札	trump card|secret weapon
切り離し	detach|decapitate|cut loose
切り離す	detach|decapitate|cut loose
切る	cut|cut through|perform
切れ	piece|slice|strip
切れる	break|snap|be cut
切れ味	sharpness|cutting ability|quickness
切れ目	gap|break|rift
切実	earnest|sincere|acute
切手	stamp|merchandise certificate
切掛	chance|start|cue
切断	cutting|severance|section
切望	earnest desire|eager hope|longing
切符	ticket
切腹	seppuku|harakiri
切迫	pressure|urgency|tension
刈っ	cut|mow|clip
刈り	cut|mow|clip
刈り入れ	harvest
刈り取っ	mow|reap|harvest
刈り取り	mow|reap|harvest
刈り取る	mow|reap|harvest
刈り込み	prune|trim|cut back
刈り込む	prune|trim|cut back
刈り込ん	prune|trim|cut back
刈る	cut|mow|clip
刊行	publication|issue
刑	penalty|sentence|punishment
刑事	detective|criminal matter
刑事事件	criminal case
刑事責任	criminal liability
刑務所	prison|penitentiary
刑法	criminal law|penal code
刑罰	punishment|penalty|sentence
列	row|line|file
列国	nations|states
列島	archipelago
列挙	enumeration|list
列車	train|railway train
初め	beginning|start|outset
初代	first generation|founder
初任給	initial salary
初出	first appearance
初回	first innings|initial attempt
初夏	early summer
初対面	first meeting
初年	first year|early years
初心	original intention|initial resolution
初心者	beginner
初恋	first love|puppy love
初戦	first match
初挑戦	first challenge|first try
初日	opening day
初期	early|initial stage|initial
初歩	basics|rudiments|elements
初演	first performance
初版	first edition
初級	elementary level|beginner level
初老	near-elderly
初舞台	debut
初雪	first snow|first snowfall
初頭	beginning
判	seal|stamp|monogram signature
判っ	understand|comprehend|grasp
判り	understand|comprehend|grasp
判る	understand|comprehend|grasp
判事	judge|judiciary
判例	precedent
判子	seal|stamp|chop
判定	judgement|judgment|decision
判断	judgment|judgement|decision
判明	establishing|proving|ascertaining
判決	judicial decision|judgement|judgment
別	distinction|difference|discrimination
別々	separate|respective
別に	particularly|especially|specially
別れ	parting|separation|farewell
別れる	part|part from|part with
別人	different person|another person|someone else
別冊	separate volume|extra issue|supplement
別名	alias|pseudonym|pen name
別問題	different thing|another question|different case
別室	separate room|another room|special room
別居	separation|living apart
別棟	separate building|outbuilding|outhouse
別荘	holiday house|vacation home|villa
別表	annexed table
別途	separate|special|separately
別院	branch temple
別館	annex|annexe|extension
利	advantage|benefit|profit
利い	be effective|take effect|work
利かせ	season|use|exercise
利かせる	season|use|exercise
利き	be effective|take effect|work
利き目	effect|virtue|efficacy
利く	be effective|take effect|work
利便	convenience
利口	clever|intelligent|wise
利回り	interest|yield|profits
利子	interest
利害	interests
利害関係	interests|stake
利己	self-interest
利己主義	egoism|egotism|selfishness
利息	interest
利払い	interest payment
利権	interest|rights|concession
利殖	money-making
利潤	profit|returns
利点	advantage
利率	interest rate
利用	use|utilization|utilisation
利用者	user|end-user|consumer
利益	profit|gains|benefit
到底	possibly|utterly|absolutely
到来	arrival|coming|advent
到着	arrival
到達	reaching|attaining|arrival
到頭	finally|ultimately
制	system|organization|organisation
制する	hold back|rein in|bridle
制作	work|production|creation
制圧	suppression|oppression|control
制定	enactment|establishment|creation
制度	system|institution|organization
制御	control|governing|management
制服	uniform
制止	control|check|restraint
制球	control
制約	limitation|restriction|condition
制裁	sanctions|punishment
制覇	conquest|domination|mastery
制限	restriction|restraint|limitation
刷っ	print
刷り	print
刷る	print
刷新	reform|renovation
券	ticket|coupon|bond
刹那	moment|instant|kshana
刺	thorn|spine|prickle
刺さっ	stick into|prick|pierce
刺さり	stick into|prick|pierce
刺さる	stick into|prick|pierce
刺し	grain thief|sashimi
刺し身	sashimi
刺す	pierce|stab|prick
刺激	stimulus|impetus|incentive
刺繍	embroidery
刺身	sashimi
刻	carving|engraving|cutting
刻み	shredded tobacco|notch|nick
刻む	mince|cut fine|chop up
刻ん	mince|cut fine|chop up
剃っ	shave
剃り	shave
剃る	shave
剃刀	razor
削っ	shave|sharpen|plane
削り	shave|sharpen|plane
削り節	flaked bonito
削る	shave|sharpen|plane
削減	cut|reduction|curtailment
削除	deletion|elimination|erasure
前もって	in advance|beforehand|previously
前代未聞	unheard-of|unprecedented|record-breaking
前例	precedent
前倒し	moving forward|acceleration|front-loading
前兆	omen|portent|sign
前半	first half
前向き	front-facing|forward-looking|positive
前哨戦	skirmish|prelude|preliminary encounter
前回	previous time|previous installment|previous instalment
前売り	advance sale|booking
前売り券	advance ticket
前夜	last night|night before|eve
前夜祭	the eve
前年	last year
前庭	front garden|front yard|vestibule
前払い	prepayment
前提	condition|assumption|prerequisite
前文	preamble
前方	forward|frontward|ahead
前日	previous day|eve|prior day
前書き	preface|foreword|preamble
前期	first term|first half-year|preceding period
前歴	personal history
前線	front|front line|forward area
前置き	preface|introduction|preamble
前者	the former
前衛	advance guard|vanguard|avant-garde
前触れ	advance warning|previous notice|announcement
前記	aforesaid|above-mentioned|above
前身	antecedents|ancestor|previous position
前途	future|prospects|outlook
前週	last week
前進	advance|moving forward|progress
前部	front part|fore|front
前面	front part|frontage|facade
前髪	forelock|bangs
剛健	vigour|vigor|virility
剣	sword|blade|bayonet
剣劇	sword play|samurai drama
剣士	swordsman|swordswoman|fencer
剣道	kendo|swordsmanship|fencing
剥い	peel|tear off|skin
剥がし	tear off|peel off|rip off
剥がす	tear off|peel off|rip off
剥がれ	peel off|come off
剥がれる	peel off|come off
剥き	peel|skin|pare
剥ぎ	tear off|peel off|rip off
剥く	peel|skin|pare
剥ぐ	tear off|peel off|rip off
剥け	peel off|come off
剥ける	peel off|come off
剥げ	come off|fade|discolor
剥げる	come off|fade|discolor
副	assistant|associate|vice-
副作用	side effect|adverse reaction
副業	side job|sideline|subsidiary business
副産物	by-product|spin-off|outgrowth
副知事	lieutenant governor
副社長	executive vice-president
副葬品	grave goods|burial accessories
副詞	adverb
副賞	extra prize
副題	subtitle|subheading
剰余金	surplus|balance
割	rate|ratio|proportion
割い	tear|rip up|cut up
割き	tear|rip up|cut up
割く	tear|rip up|cut up
割っ	divide|cut|halve
割と	relatively|comparatively
割に	comparatively|relatively|pretty
割り	rate|ratio|proportion
割り出し	calculate|compute|deduce
割り出す	calculate|compute|deduce
割り切っ	divide exactly|divide evenly
割り切り	divide exactly|divide evenly
割り切る	divide exactly|divide evenly
割り勘	dutch treat
割り引い	discount
割り引き	discount
割り引く	discount
割り当て	allotment|assignment|allocation
割り当てる	assign|allot|allocate
割り算	division
割り箸	dispensable chopsticks|throwaway chopsticks
割り込み	queue jumping|interruption|interrupt
割り込む	cut into|intrude on|interrupt
割り込ん	cut into|intrude on|interrupt
割る	divide|cut|halve
割れ	break|be smashed|split
割れる	break|be smashed|split
割れ目	chasm|interstice|crevice
割出し	calculate|compute|deduce
割出す	calculate|compute|deduce
割合	rate|ratio|percentage
割合に	comparatively
割安	economical|comparatively cheap
割引	discount|reduction|rebate
割引い	discount
割引き	discount
割引く	discount
割引債	discount bond
割当て	allotment|assignment|allocation
割当てる	assign|allot|allocate
割譲	cession
割高	comparatively high|fairly expensive
創っ	produce|manufacture|build
創り	produce|manufacture|build
創り出し	manufacture|produce|raise
創り出す	manufacture|produce|raise
創る	produce|manufacture|build
創作	creation|production|creative work
創価学会	soka gakkai
創出	creation|generation
創刊	launching|first issue
創始	creation|founding|initiating
創意	original idea|originality
創業	establishment|founding
創立	establishment|founding|organization
創設	establishment|founding|organization
創造	creation
創造力	creative power|creativity
創造的	creative
劇	drama|play|powerful drug
劇作	play writing
劇団	troupe|theatrical company
劇場	theatre|theater|playhouse
劇的	dramatic|exciting|touching
劇薬	powerful medicine|strong poison
力	force|strength|vigour
力み	strain|bear up|swagger
力む	strain|bear up|swagger
力ん	strain|bear up|swagger
力作	outstanding work|toil|labor
力士	sumo wrestler|rikishi|strong man
力学	mechanics|dynamics
力強い	powerful|strong|forceful
力強かっ	powerful|strong|forceful
力強く	powerful|strong|forceful
力強さ	powerful|strong|forceful
力持ち	muscleman|strong man
力添え	help|assistance|service
力点	emphasis|stress|main point
力説	insistence|emphasis|stress
力量	ability|capacity|capability
功労	meritorious deed|services
功名	great achievement|glorious deed|fame
功績	achievement|meritorious deed|distinguished service
加	addition|increase|canada
加え	add|add up|sum up
加える	add|add up|sum up
加わっ	be appended|join in|participate
加わり	be appended|join in|participate
加わる	be appended|join in|participate
加入	joining|entry|admission
加味	seasoning|flavoring|flavouring
加圧	increasing pressure
加奈陀	canada
加害者	assailant|perpetrator|wrong-doer
加工	manufacturing|processing|treatment
加担	support|participation|assistance
加減	degree|extent|amount
加点	adding points
加熱	heating
加盟	joining|participation|affiliation
加算	addition|adding|supplement
加速	acceleration|speeding up
加重	weighting|aggravation
劣っ	fall behind
劣り	fall behind
劣る	fall behind
劣勢	inferiority|inferior position|disadvantage
劣化	deterioration|degradation|becoming unattractive
劣悪	inferior|coarse|poor quality
劣等感	inferiority complex
助かっ	be saved|be rescued|survive
助かり	be saved|be rescued|survive
助かる	be saved|be rescued|survive
助け	assistance|help|aid
助ける	save|rescue|help
助け合い	cooperation|mutual aid
助け合う	cooperate
助け合っ	cooperate
助っ人	helper|supporter|second
助力	assistance|support
助役	assistant official
助成	assisting|assistance|fostering
助手	assistant|helper
助教授	assistant professor|associate professor
助演	supporting performance
助産婦	midwife
助言	advice|counsel|suggestion
助詞	particle
努め	endeavor|try|strive
努めて	diligently
努める	endeavor|try|strive
努力	effort|exertion|endeavour
励まし	encouragement|stimulation
励ます	encourage|cheer|raise
励み	encouragement|stimulus|incentive
励む	strive|endeavour|endeavor
励ん	strive|endeavour|endeavor
労	labor|labour|toil
労っ	pity|sympathize with|sympathise with
労り	pity|sympathize with|sympathise with
労る	pity|sympathize with|sympathise with
労作	toil|labor|labour
労働	manual labor|manual labour|toil
労働党	labour party|labor party|worker's party
労働力	labor|labour|manpower
労働条件	working conditions
労働組合	labor union|labour union|trade union
労働者	employee|worker|laborer
労働運動	labour movement|labor movement
労力	labour|labor|effort
労務	labor|labour|work
労災	work-related injury|work-related illness|work-related death
労相	labor minister
労組	labor union|labour union|trade union
労連	labour union|labor union
効い	be effective|take effect|work
効き	be effective|take effect|work
効き目	effect|virtue|efficacy
効く	be effective|take effect|work
効力	effect|efficacy|validity
効果	effect|effectiveness|efficacy
効果的	effective|successful
効率	efficiency
効率的	efficient
効用	use|utility|effect
効能	effect|efficacy|virtue
勃起	erection|standing erect|stiffening
勅	imperial decree|imperial edict
勇ましい	brave|valiant|gallant
勇ましかっ	brave|valiant|gallant
勇ましく	brave|valiant|gallant
勇ましさ	brave|valiant|gallant
勇み	be encouraged|be lively|cheer up
勇み足	overeagerness|rashness|forward step-out
勇む	be encouraged|be lively|cheer up
勇ん	be encouraged|be lively|cheer up
勇士	brave warrior|hero|brave man
勇敢	brave|heroic|gallant
勇気	courage|bravery|valour
勇者	hero|the brave
勇退	bowing out|retiring voluntarily
勉学	study
勉強	study|diligence
勉強中	while studying
動	motion
動い	move|stir|shift
動かし	move|shift|stir
動かす	move|shift|stir
動き	movement|move|motion
動き出し	come alive
動き出す	come alive
動く	move|stir|shift
動じ	be perturbed|be agitated
動じる	be perturbed|be agitated
動乱	disturbance|agitation|commotion
動作	action|movements|motions
動力	power|motive power|dynamic force
動向	trend|tendency|movement
動員	mobilization|mobilisation
動態	movement|dynamic state
動揺	shaking|trembling|pitching
動機	motive|incentive|motif
動物	animal
動物園	zoo|zoological gardens
動画	video|movie|moving picture
動脈	artery
動脈硬化	arteriosclerosis
動詞	verb
動議	motion
動静	state|condition|developments
勘	perception|intuition
勘定	calculation|computation|counting
勘弁	pardon|forgiveness|forbearance
勘案	giving consideration
勘違い	misunderstanding|mistaken idea|wrong guess
務め	service|duty|business
務める	work|be employed|serve
勝ち	win|victory
勝ち星	a win
勝ち越し	lead someone
勝ち越す	lead someone
勝っ	win|excel|gain victory
勝つ	win|gain victory
勝り	excel|surpass|exceed
勝る	excel|surpass|exceed
勝利	victory|triumph|conquest
勝手	one's way|selfishness|surroundings
勝手気まま	self-willed
勝敗	issue|outcome
勝率	winning percentage
勝者	winner|victor
勝訴	victory
勝負	match|contest|game
募っ	become stronger|grow violent|become worse
募り	become stronger|grow violent|become worse
募る	become stronger|grow violent|become worse
募金	fund-raising
募集	recruitment|invitation|selection
勢い	force|vigor|vigour
勢力	influence|power|strength
勤め	service|duty|business
勤める	work|be employed|serve
勤労	labor|labour|exertion
勤労者	worker
勤勉	diligent|industrious
勤務	service|duty|work
勤務時間	office hours|business hours|working hours
勤続	continuous service
勧め	recommendation|advice|suggestion
勧める	recommend|advise|encourage
勧告	advice|counsel|remonstrance
勧善懲悪	poetic justice
勧奨	encouragement|stimulation
勧業	industry
勧誘	invitation|solicitation|canvassing
勧進	temple solicitation
勲章	decoration|order|medal
勾配	slope|incline|gradient
勿体ない	wasteful|a waste|too good
勿体なかっ	wasteful|a waste|too good
勿体なく	wasteful|a waste|too good
勿体なさ	wasteful|a waste|too good
勿論	of course|certainly|naturally
匂い	odour|odor|scent
匂う	be fragrant|smell|stink
匂っ	be fragrant|smell|stink
包み	bundle|package|parcel
包み紙	wrapping paper
包み込み	wrap up
包み込む	wrap up
包み込ん	wrap up
包む	wrap up|pack|bundle
包ん	wrap up|pack|bundle
包丁	kitchen knife|carving knife|cooking
包含	inclusion|comprehension|implication
包囲	siege|encirclement|envelopment
包容力	tolerance|broad-mindedness
包帯	bandage|dressing
包括	inclusion|complete coverage|comprehensiveness
包装	packing|wrapping
化け物	goblin|apparition|monster
化合	chemical combination
化合物	compound
化学	chemistry
化学兵器	chemical weapon
化学物質	chemical substances|chemicals
化学肥料	chemical fertilizer|chemical fertiliser
化成	change|transformation
化石	fossil|petrifaction|petrification
化粧	make-up|makeup|cosmetics
化繊	synthetic fiber|synthetic fibre|chemical fiber
北	north|the north|northern territories
北アイルランド	northern ireland
北上	going north
北九州	kitakyushu
北京	beijing|peking
北側	north side|north bank
北北東	north-northeast|north-north-east
北口	north entrance
北国	northern country|northern provinces|northern regions
北方	the north|northward|northern direction
北朝鮮	north korea
北東	northeast
北極	north pole|the arctic
北極圏	arctic circle|the arctic
北欧	northern europe|nordic countries|scandinavia
北海	northern sea|north sea
北海道	hokkaido
北端	northern extremity
北緯	north latitude
北西	northwest
北部	northern part|the north
北風	north wind|northerly wind
匙	spoon
匠	workman|artisan|mechanic
匹敵	to rival|to equal
区	ward|borough|city
区分	division|section|demarcation
区切っ	demarcate|delimit|divide
区切り	punctuation|pause|juncture
区切る	demarcate|delimit|divide
区別	distinction|differentiation|classification
区域	limits|boundary|domain
区役所	ward office|council
区民	ward residents
区画	division|section|compartment
区議	ward assemblyman
区間	section|segment|dimension
医	medicine|healing|curing
医大	medical school
医学	medical science|medicine
医局	medical office|doctor's office
医師	doctor|physician
医師会	medical association
医療	medical care|medical treatment
医科	medical science|medical department
医科学	medical college
医者	doctor|physician
医薬	medicine
医薬品	medicinal supplies|drugs|pharmaceuticals
医長	medical director|chief physician
医院	doctor's office|clinic|dispensary
匿名	anonymity
十一	jack
十一日	eleven days
十一月	november
十七日	seventeen days
十三	king
十三日	thirteen days
十九日	nineteen days
十二	queen
十二分	exhaustive
十二日	twelve days
十二月	december
十五日	fifteen days
十代	the teens|teenage
十八日	eighteen days
十八番	one's specialty|one's forte|eighteenth
十六日	sixteen days
十分	enough|sufficient|plenty
十四日	fourteen days
十字	cross|crossed|cruciform
十字架	cross|the cross
十字路	crossroads|intersection
十日	ten days
十月	october
千代	thousand years|forever
千切っ	tear up|pick|pluck
千切り	tear up|pick|pluck
千切る	tear up|pick|pluck
千切れ	come off
千切れる	come off
千島	kurile islands
千島列島	kurile islands
千秋楽	concluding festivities|concluding program|concluding programme
千葉	chiba
千里	long distance
千鳥	plover
升	measuring container|measure|box
午	the horse
午前	morning
午後	afternoon
半	half|semi-|half-past
半々	fifty-fifty
半ば	middle|halfway|midway
半値	half price
半分	half
半周	semicircle|hemicycle|half globe
半官半民	semi-governmental|semi-official
半導体	semiconductor|solid-state
半島	peninsula|korea
半年	six months
半径	radius
半数	haploid
半日	half day
半月	half-moon
半期	half-term|half-time|half period
半減	halving
半熟	half-cooked|half-done|soft-boiled
半端	remnant|fragment|incomplete set
半袖	short sleeves
半身	half length
半面	one side|half|the reverse
半額	half price|half fare
卑しい	lowborn|humble|lowly
卑しかっ	lowborn|humble|lowly
卑しく	lowborn|humble|lowly
卑しさ	lowborn|humble|lowly
卑劣	mean|contemptible|despicable
卑屈	menial|meanness|servility
卑怯	cowardly|craven|unfair
卒業	graduation|completion|moving on
卒業式	graduation ceremony|commencement
卒業後	after graduation
卒業生	graduate|alumnus
卓	table|desk
卓上	desktop|desk-top|tabletop
卓球	table tennis|ping-pong
卓越	preeminence|excellence|superiority
協会	association|society|organization
協力	cooperation|collaboration
協同	doing together|sharing|common
協同組合	cooperative|association|partnership
協和	concord|harmony|concert
協奏曲	concerto
協定	arrangement|pact|agreement
協調	cooperation|conciliation|harmony
協議	conference|consultation|discussion
協賛	support|mutual aid|cooperation
南	south
南アフリカ	south africa
南側	south side
南北問題	north-south problem
南口	south entrance
南方	the south|southward|southern direction
南東	southeast
南極	south pole|the antarctic|antarctica
南氷洋	antarctic ocean
南海	southern sea
南瓜	pumpkin|squash
南米	south america
南緯	southern latitude
南蛮	southern barbarians|south-east asia
南西	southwest
南部	southern part|the south
単	singles
単なる	mere|simple|sheer
単に	simply|merely|solely
単一	single|simple|sole
単位	unit|denomination|credit
単価	unit price|unit cost
単数	singular number
単独	independence|singleness|singularity
単産	industrial union
単純	simple|plain|uncomplicated
単行本	volume|trade paperback|single book
単語	word|vocabulary|single-character word
単調	monotony|monotone|dullness
単身	alone|unaided
博士	expert|doctor|learned person
博学	erudition|extensive learning
博愛	charity|benevolence|philanthropy
博物	natural history|wide learning
博物館	museum
博覧会	fair|exhibition|exposition
占い	fortune-telling|divination
占い師	diviner|fortune teller|soothsayer
占う	forecast|predict|divine
占っ	forecast|predict|divine
占め	occupy|hold|account for
占める	occupy|hold|account for
占拠	occupation|exclusive possession
占有	possession|occupation|occupancy
占領	occupying|military occupation|possession
卯	the rabbit|the hare
印	mark|sign|symbol
印刷	printing
印度	india
印税	royalty
印紙	stamp
印象	impression
印象付け	impress
印象付ける	impress
印象的	impressive|striking|memorable
印鑑	stamp|seal
危うい	dangerous|in danger|precarious
危うかっ	dangerous|in danger|precarious
危うく	barely|narrowly|almost
危うさ	dangerous|in danger|precarious
危ない	dangerous|risky|hazardous
危なかっ	dangerous|risky|hazardous
危なく	dangerous|risky|hazardous
危なさ	dangerous|risky|hazardous
危ぶみ	fear|doubt|worry about
危ぶむ	fear|doubt|worry about
危ぶん	fear|doubt|worry about
危害	injury|harm|danger
危急	emergency|crisis|imminent danger
危惧	apprehensions|misgivings|uneasiness
危機	crisis|critical situation|emergency
危篤	critical condition
危険	danger|peril|hazard
危険性	riskiness|danger
即する	conform to|agree with
即ち	namely
即位	enthronement
即刻	immediately|at once|instantly
即効	immediate effect|instant effect
即席	extempore|impromptu|improvised
即座	immediate|impromptu|instant
即座に	immediately|right away
即戦力	ready fire-power|battle-ready forces|immediate asset
即時	prompt|immediate
即死	instant death
即興	improvisation
却って	rather|instead
却下	rejection|dismissal
卵	eggs|egg|spawn
卵子	ovum|ovule|egg cell
卵巣	ovary
卵形	oval shape|egg shape
卵管	fallopian tube|oviduct
卸	wholesale
卸し	sell wholesale|grate
卸す	sell wholesale|grate
卸値	wholesale price
卸売	wholesale|wholesaling
卸売り	wholesale|wholesaling
卸売市場	wholesale market
卸売物価	wholesale price
卿	state minister
厄	misfortune|bad luck|evil
厄介	trouble|burden|nuisance
厄年	unlucky year|critical year|bad year
厘	rin
厚い	thick|deep|heavy
厚かっ	thick|deep|heavy
厚かましい	impudent|shameless|brazen
厚かましかっ	impudent|shameless|brazen
厚かましく	impudent|shameless|brazen
厚かましさ	impudent|shameless|brazen
厚く	thick|deep|heavy
厚さ	thickness
厚み	thickness|profundity|depth
厚意	kindness|favor|favour
厚生	welfare|public welfare|social welfare
厚生年金	welfare pension
厚相	welfare minister
厚着	dressing warmly
厚紙	cardboard|thick paper
原	field|plain|prairie
原っぱ	open field|empty lot|plain
原人	primitive man
原住民	native people|aboriginal|indigenous people
原作	original work
原価	cost price
原則	principle|general rule|in principle
原動力	motive power|driving force
原告	plaintiff|accuser|prosecutor
原因	cause|origin|source
原型	prototype|model|pattern
原始	origin|beginning|genesis
原子	atom
原子力	atomic energy|nuclear power
原子核	nucleus|atomic nucleus
原子炉	atomic reactor|nuclear reactor
原形	original form|base form
原文	original text
原料	raw materials
原書	original document
原本	the original|original copy|script
原材料	raw materials|ingredients
原案	original plan|original bill|original motion
原油	crude oil
原潜	nuclear submarine
原点	starting point|origin|beginning
原爆	atomic bomb|a-bomb
原理	principle|theory|fundamental truth
原生	primeval|primordial|primitive
原産	habitat
原産地	natural habitat|original home
原画	original picture|key frame|key animation
原発	primary
原稿	manuscript|copy|draft
原稿用紙	manuscript paper
原義	original meaning
原色	primary colour|primary color|pure color
原資	capital|principal
原野	waste land|wilderness|moor
厨房	kitchen|galley|troll
厭らしい	unpleasant|disagreeable|nasty
厭らしかっ	unpleasant|disagreeable|nasty
厭らしく	unpleasant|disagreeable|nasty
厭らしさ	unpleasant|disagreeable|nasty
厳か	solemn|austere|grave
厳しい	severe|strict|rigid
厳しかっ	severe|strict|rigid
厳しく	severe|strict|rigid
厳しさ	severity|strictness|intensity
厳守	strict observance|rigid adherence|scrupulous compliance
厳密	strict|close|precise
厳戒	strict guard
厳格	strict|severe|stern
厳禁	strict prohibition|ban|interdiction
厳粛	grave|solemn|serious
厳罰	severe punishment|rigorous measures
厳重	strict|severe|stringent
去っ	leave|go away|pass
去り	leave|go away|pass
去る	leave|go away|pass
去就	position|attitude
去年	last year
去来	recurring
参っ	come|call|be defeated
参り	come|call|be defeated
参る	come|call|be defeated
参与	participation|taking part|consultant
参事	secretary|councillor|councilor
参事官	councillor|councilor
参入	entering|access
参列	attendance|participation|presence
参加	participation|joining|entry
参加者	participant|entrant
参政権	suffrage|franchise
参照	reference|bibliographical reference|consultation
参画	taking part|participation
参考	reference|consultation
参考書	reference book
参観	visit|inspection
参謀	staff officer|military staff|adviser
又	once more|once again|too
及び	reach|amount to|befall
及ぶ	reach|amount to|befall
及ぼし	exert|exercise|cause
及ぼす	exert|exercise|cause
及ん	reach|amount to|befall
友	friend|companion|comrade
友だち	friend|companion
友人	friend
友好	friendship
友情	friendship|fellowship|camaraderie
友愛	fraternity|friendship
友達	friend|companion
双	pair
双子	twins|twin
双方	both parties|both sides
双生児	twins
双眼鏡	binoculars|field glasses
双葉	seed leaves|cotyledons|bud
反	antithesis
反し	return|restore|put back
反す	return|restore|put back
反する	contradict|violate|transgress
反っ	warp|return|curve
反り	warp|return|curve
反る	warp|return|curve
反乱	insurrection|mutiny|rebellion
反体制	anti-establishment
反作用	reaction
反共	anticommunist
反則	foul play|infringement|irregularity
反動	reaction|recoil|kick
反対	opposition|resistance|antagonism
反対側	opposite side|opposition
反射	reflection|reverberation|reflex
反射的	reflexive|reflecting
反復	repetition|iteration|recursion
反応	reaction|response
反感	antipathy|antagonism|animosity
反戦	anti-war
反抗	opposition|resistance|insubordination
反撃	counterattack|counteroffensive|counterblow
反日	anti-japanese
反映	reflection|reflecting|influence
反発	opposition|rebellion|revolt
反省	reflection|reconsideration|introspection
反米	anti-american
反落	reactionary fall
反証	disproof|counter-evidence|rebuttal
反論	objection|refutation|rebuttal
反転	rolling over|turning over|turning around
反逆	treason|treachery|mutiny
反面	opposite side|reverse
反響	echo|reverberation|response
収まっ	fit into|fall within|settle down
収まり	conclusion|end|settlement
収まる	fit into|fall within|settle down
収め	dedicate|pay|supply
収める	dedicate|pay|supply
収入	income|receipts|revenue
収容	accommodation|reception|housing
収容所	internment camp|detention facility|pow camp
収拾	control|settling
収用	expropriation|seizure
収益	earnings|proceeds|returns
収穫	harvest|crop|ingathering
収納	storage|receipt
収縮	deflation|contraction|shrinking
収賄	accepting bribes|corruption|graft
収量	yield
収録	compilation|editing|recording
収集	collecting|accumulating|gathering
叔母	aunt
叔父	uncle
取っ	take|pick up|grab
取っ手	handle|grip|knob
取り	take|pick up|grab
取りあえず	at once|right away
取りまとめ	collect|gather|compile
取りまとめる	collect|gather|compile
取り上げ	pick up|adopt|accept
取り上げる	pick up|adopt|accept
取り下げ	withdrawal
取り入れ	harvest|reap|take in
取り入れる	harvest|reap|take in
取り出し	take out|produce|pick out
取り出す	take out|produce|pick out
取り分け	especially|above all|inter alia
取り口	technique|techniques
取り囲み	surround|crowd around
取り囲む	surround|crowd around
取り囲ん	surround|crowd around
取り壊し	demolition|pulling down|destruction
取り外し	dismantle|demount|detach
取り外す	dismantle|demount|detach
取り寄せ	order|pull closer
取り寄せる	order|pull closer
取り巻い	surround|encircle|enclose
取り巻き	surround|encircle|enclose
取り巻く	surround|encircle|enclose
取り戻し	take back|regain|recover
取り戻す	take back|regain|recover
取り扱	treatment|service|handling
取り扱い	treatment|service|handling
取り扱う	handle|operate|use
取り扱っ	handle|operate|use
取り掛かっ	begin|set about|start
取り掛かり	begin|set about|start
取り掛かる	begin|set about|start
取り敢えず	at once|right away
取り替え	exchange|swap|barter
取り替える	exchange|swap|barter
取り柄	worth|merit|value
取り次い	intermediate|announce|answer
取り次ぎ	agency|commission|distributor
取り次ぐ	intermediate|announce|answer
取り残し	leave behind
取り残す	leave behind
取り決め	decision|agreement
取り決める	agree|decide upon|enter into
取り消し	cancellation|withdrawal|abolition
取り消す	cancel|withdraw|retract
取り立て	collection|dunning|selection
取り組み	bout|match|effort
取り組む	grapple with|wrestle with|tackle
取り組ん	grapple with|wrestle with|tackle
取り締まっ	manage|control|supervise
取り締まり	control|management|supervision
取り締まる	manage|control|supervise
取り締り	control|management|supervision
取り計らい	arrangement
取り調べ	investigation|examination|inquiry
取り込み	taking in|bringing in|capturing
取り込む	take in|bring in|adopt
取り込ん	take in|bring in|adopt
取り返し	regain|recover
取り返す	regain|recover
取り除い	remove|deinstall|take away
取り除き	remove|deinstall|take away
取り除く	remove|deinstall|take away
取る	take|pick up|grab
取れ	come off|be removed|disappear
取れる	come off|be removed|disappear
取上げ	pick up|adopt|accept
取上げる	pick up|adopt|accept
取引	transactions|dealings|business
取引先	customer|client|client company
取得	acquisition|obtaining|gaining possession
取扱	treatment|service|handling
取扱い	treatment|service|handling
取扱注意	handling warning
取捨	selection|choice|option
取材	news coverage|collecting data|covering
取次	agency|commission|distributor
取次ぎ	agency|commission|distributor
取水	water intake
取決め	decision|agreement
取消し	cancellation|withdrawal|abolition
取締まり	control|management|supervision
取締り	control|management|supervision
取締役	company director|board member
取締法	control law
取調べ	investigation|examination|inquiry
受かっ	pass
受かり	pass
受かる	pass
受け	popularity|favour|favor
受ける	receive|catch
受け付け	reception|information desk|receipt
受け付ける	accept|receive|take up
受け入れ	receiving|acceptance|reception
受け入れる	accept|receive|agree
受け取	receiving|receipt
受け取っ	receive|accept|take
受け取り	receiving|receipt
受け取る	receive|accept|take
受け持ち	charge|assignment|job
受け止め	catch|react to|take
受け止める	catch|react to|take
受け渡し	delivery|transfer|hand-over
受け皿	saucer|receptacle|receiver
受け継い	inherit|succeed|take over
受け継ぎ	inherit|succeed|take over
受け継ぐ	inherit|succeed|take over
受け身	the defensive|passive attitude|passivity
受付	reception|information desk|receipt
受付中	currently accepting
受信	receiving|reception
受信機	receiver
受像	reception
受刑	punishment
受動	passivity
受動的	passive
受取	receiving|receipt
受取り	receiving|receipt
受取人	recipient
受容	reception
受注	orders received
受理	acceptance
受益	benefitting by|benefiting by
受精	fertilization|fertilisation|impregnation
受精卵	fertilized egg|fertilised egg
受給	receiving payments
受胎	conception|fertilization|fertilisation
受話器	receiver
受諾	acceptance
受賞	winning
受身	the defensive|passive attitude|passivity
受難	sufferings|ordeals|agony
受領	receipt|acceptance|receiving
叙事詩	descriptive poetry|epic poem
叙情	lyricism
叙述	description
口	mouth|opening|hole
口々	every person|every mouth|every entrance
口々に	unanimously|in unison|separately
口げんか	quarrel|dispute|argument
口ごもっ	mumble|falter
口ごもり	mumble|falter
口ごもる	mumble|falter
口ぶり	intimation
口コミ	online reviews
口上	vocal message|speech|statement
口先	lip service|mere words|professions
口出し	interference|meddling|butting in
口利き	mediation|good offices|intervention
口実	excuse|pretext
口座	account
口座番号	account number
口径	aperture|bore|calibre
口止め	muzzling|hush money
口火	fuse|pilot light|cause
口癖	pet saying|favorite phrase|stock phrase
口笛	whistle
口答え	retort|back talk|backchat
口紅	lipstick
口語	spoken language|colloquial speech|spoken japanese
口調	tone
口論	quarrel|argument|row
口走っ	blurt out|let slip|say inadvertently
口走り	blurt out|let slip|say inadvertently
口走る	blurt out|let slip|say inadvertently
口述	dictation|verbal statement
口頭	oral|verbal|spoken
口頭弁論	oral proceedings|oral pleadings
古	antiquity|ancient times
古い	aged|ancient|antiquated
古かっ	aged|ancient|antiquated
古く	aged|ancient|antiquated
古さ	aged|ancient|antiquated
古今	all ages
古代	ancient times
古典	classic|the classics
古典的	classical|classic
古参	seniority|long service
古城	old castle|old fortress
古墳	barrow|tumulus
古巣	old haunts|former homes
古文	ancient writing|classical literature
古文書	historical document|archives|old manuscript
古書	old book|rare book|classic
古本	secondhand book|ancient book|antiquarian books
古本屋	secondhand bookshop|secondhand bookstore|secondhand bookseller
古来	ancient|time-honoured|time-honored
古着	old clothes|secondhand clothing
古紙	used paper
古臭い	stale|old fashioned|hackneyed
古臭かっ	stale|old fashioned|hackneyed
古臭く	stale|old fashioned|hackneyed
古臭さ	stale|old fashioned|hackneyed
古語	obsolete word|old proverb|ancient language
古都	ancient city|former capital
古里	home town|birthplace|native place
古風	old-fashioned|archaic|antique
句	section|sentence|passage
句読点	punctuation mark
叩い	strike|clap|knock
叩き	mince|duster|hitting
叩く	strike|clap|knock
只	ordinary|common|usual
只管	intently|single-mindedly|devotedly
叫び	shout|scream|outcry
叫び声	shout|yell|scream
叫ぶ	shout|cry|scream
叫ん	shout|cry|scream
召し	call|invite|send for
召し上がっ	eat|drink
召し上がり	eat|drink
召し上がる	eat|drink
召す	call|invite|send for
召喚	summons|summonsing|citation
召集	convening|calling together|call-up
可	acceptable|satisfactory|allowed
可否	propriety|advisability|possibility
可哀想	poor|pitiable|pathetic
可哀相	poor|pitiable|pathetic
可愛い	cute|adorable|charming
可愛かっ	cute|adorable|charming
可愛がっ	love|cherish|treat tenderly
可愛がり	love|cherish|treat tenderly
可愛がる	love|cherish|treat tenderly
可愛く	cute|adorable|charming
可愛さ	cute|adorable|charming
可愛らしい	lovely|sweet
可愛らしかっ	lovely|sweet
可愛らしく	lovely|sweet
可愛らしさ	lovely|sweet
可憐	sweet|touchingly lovely|cute
可決	approval|adoption|passage
可燃性	combustibility|inflammability
可燃物	combustibles|inflammables|flammables
可笑しい	funny|amusing|comical
可笑しかっ	funny|amusing|comical
可笑しく	funny|amusing|comical
可笑しさ	funny|amusing|comical
可笑しな	ridiculous|odd
可能	possible|potential|practicable
可能にする	allow|enable|make possible
可能性	potentiality|likelihood|possibility
可能性が高い	very likely|very probable
可能性が高かっ	very likely|very probable
可能性が高く	very likely|very probable
可能性が高さ	very likely|very probable
台	stand|rack|table
台地	plateau|tableland|eminence
台帳	account book|ledger|register
台所	kitchen|financial situation
台本	script|libretto|scenario
台湾	taiwan
台無し	mess|spoiled|spoilt
台車	platform truck|hand truck|trolley
台頭	rise|emergence|gaining prominence
台風	typhoon|hurricane
叱っ	scold|chide|rebuke
叱り	scold|chide|rebuke
叱る	scold|chide|rebuke
史	history
史上	in history|historical
史実	historical fact
史家	historian
史料	historical materials|historical records|historical sources
史跡	historic landmark|historic site|historic remains
右	right|right-hand side|afore-mentioned
右クリック	right-click
右上	upper right
右下	lower right
右側	right side|right-hand side
右手	right hand|right-hand side|right-hand direction
右折	right turn
右方	right side
右派	right wing
右翼	right-wing
右腕	right arm|right-hand man|right hand
右足	right foot|right leg
叶い	come true|be realized|be fulfilled
叶う	come true|be realized|be fulfilled
叶え	grant|answer|fulfill
叶える	grant|answer|fulfill
叶っ	come true|be realized|be fulfilled
号	number|edition|model
号令	order|command
号外	newspaper extra
号泣	crying loudly|bawling|wailing
司っ	rule|govern|administer
司り	rule|govern|administer
司る	rule|govern|administer
司令	command|control|commander
司令官	commandant|commanding officer|general
司令部	headquarters
司会	chairmanship|chairman|presenter
司会者	chairman|moderator|toastmaster
司書	librarian
司法裁判	judicial trial
吃っ	stammer|stutter
吃り	stammer|stutter
吃る	stammer|stutter
吃逆	hiccup|hiccough
吃驚	to jump|surprise
各位	everyone
各国	each nation|many nations|many countries
各地	every place|various places
各種	all sorts
各自	everyone|individual|respective
合い	come together|merge|unite
合う	come together|merge|unite
合っ	come together|merge|unite
合わし	match|join together|unite
合わす	match|join together|unite
合わせ	match|join together|unite
合わせる	match|join together|unite
合作	collaboration|joint work
合併	merger|combination|union
合併症	complications
合力	resultant force|assistance|help
合同	combination|union|incorporation
合否	result
合唱	chorus
合唱団	chorus group|choir
合図	sign|signal|cue
合奏	ensemble|concert
合宿	lodging together|training camp|boarding house
合弁	joint management|pool
合意	agreement|consent|mutual understanding
合憲	constitutionality
合成	composition|synthesis
合成洗剤	synthetic detergent
合成繊維	synthetic fibre|synthetic fiber
合戦	battle|fight|fighting
合板	veneer board|plywood|joint publication
合格	success|passing|eligibility
合法	legal|lawful|legitimate
合法的	legal|lawful|legitimate
合流	confluence|merge|conflux
合点	consent|assent|understanding
合理	rationality
合理化	rationalization|rationalisation|rationalize
合理的	rational|reasonable|logical
合繊	synthetic fiber|synthetic fibre
合致	agreement|concurrence|conformance
合言葉	password|watchword|motto
合計	sum total|total amount
合議	consultation|conference
合金	alloy
合間	interval|break|pause
吉兆	lucky omen|good omen
吉報	good news
吊っ	hang|suspend|sling
吊り	hang|suspend|sling
吊る	hang|suspend|sling
吊るし	hang|hang up
吊るす	hang|hang up
同じ	identical|equal|uniform
同じく	similarly
同上	ditto|ibid
同乗	riding together|riding with
同人	same person|said person
同伴	accompanying
同僚	coworker|co-worker|colleague
同列	same row|same line|same file
同化	assimilation|absorption|adaptation
同名	same name|homonym
同地	that place
同士	fellow|mutual|companion
同夜	that night
同好	similar tastes
同姓	same surname
同室	same room
同封	enclosing
同居	coexistence|living together
同市	same city
同席	presence|sitting with
同年	that year|same year|same age
同志	like-mindedness|same mind|shared sentiment
同性	same sex
同性愛	homosexual love
同情	sympathy|compassion|pity
同意	agreement|consent|approval
同感	same feeling|same sentiment|same opinion
同数	same number
同時	simultaneous|concurrent|synchronous
同時に	coincident with|while|simultaneously
同時代	same period
同期	same period|corresponding period|same year
同校	same school
同棲	cohabitation|living together
同業	same trade|same business|same profession
同様	similar|equal
同氏	same surname
同点	same score|deadlock|tie
同然	similar to|right|proper
同町	that town
同盟	alliance|union|league
同種	homogeneousness
同窓	fellow alumnus
同窓会	alumni association|graduates' association|alumni meeting
同等	equality|equal|same rights
同級	same class
同級生	classmate
同義語	synonym
同胞	brethren|brothers|fellow countrymen
同行	accompanying|travelling together|traveling together
同調	sympathy|agreement with|alignment
同郷	same village|same town|same province
同音	homophony|same pronunciation|same sound
同類	accomplice|partner
名	name|given name|title
名乗っ	introduce oneself|call oneself
名乗り	self-introduction
名乗り出	introduce oneself|announce oneself|come forward
名乗り出る	introduce oneself|announce oneself|come forward
名乗る	introduce oneself|call oneself
名人	master|expert
名付け	name|call|christen
名付ける	name|call|christen
名作	masterpiece
名優	great actor|famous actor|star
名刺	business card
名前	name|given name|first name
名古屋	nagoya
名声	fame|reputation|renown
名字	surname|family name
名所	famous place
名手	master|expert
名指し	designation|nomination
名曲	excellent song|masterpiece
名月	harvest moon|bright moon|full moon
名札	name plate|name tag|label
名案	good idea
名残	remains|traces|vestiges
名残惜しい	reluctant
名残惜しかっ	reluctant
名残惜しく	reluctant
名残惜しさ	reluctant
名物	famous product|special product|speciality
名画	famous picture|masterpiece|film classic
名目	name|title|appellation
名称	name|title
名簿	roll|register|roster
名義	name|moral duty
名著	famous book|masterpiece
名詞	noun
名誉	honor|honour|credit
名誉職	honorary position
名門	noted family|noble family
名高い	famous|noted|renowned
名高かっ	famous|noted|renowned
名高く	famous|noted|renowned
名高さ	famous|noted|renowned
吐い	breathe out|vomit|breathe
吐き	breathe out|vomit|breathe
吐き出し	vomit|spit out
吐き出す	vomit|spit out
吐き気	nausea
吐く	breathe out|vomit|breathe
吐露	speaking out
向い	facing|opposite|other side
向かい	facing|opposite|other side
向かう	face|go towards|head towards
向かっ	face|go towards|head towards
向き	direction|orientation|aspect
向く	turn toward|look|face
向け	turn towards|point
向ける	turn towards|point
向こう	opposite side|other side|opposite direction
向こう側	other side|opposite side|other party
向上	elevation|rise|improvement
君が代	imperial reign|kimigayo
君主	ruler|monarch|sovereign
君子	wise man|gentleman
君臨	reigning|controlling|dictating
吟味	close examination|careful investigation|close inspection
吠え	bark|howl|bay
吠える	bark|howl|bay
否	the noes
否定	denial|negation|repudiation
否決	rejection|negation|voting down
否認	denial|negation|repudiation
含み	implication|hidden meaning|latitude
含む	contain|comprise|hold
含め	include|instruct
含める	include|instruct
含ん	contain|comprise|hold
含有	containing
含蓄	implication|significance|connotation
吸い	smoke|breathe in|inhale
吸い殻	cigarette end|cigarette butt|tobacco ashes
吸い込み	inhale|breathe in|suck up
吸い込む	inhale|breathe in|suck up
吸い込ん	inhale|breathe in|suck up
吸う	smoke|breathe in|inhale
吸っ	smoke|breathe in|inhale
吸入	inhalation
吸収	absorption|suction|attraction
吸引	absorption|suction|aspiration
吸血鬼	vampire|bloodsucker
吹い	blow|breathe out|blow on
吹き	blow|breathe out|blow on
吹き出し	spout out|spurt out|gush out
吹き出す	spout out|spurt out|gush out
吹き出物	eruption|rash|pimple
吹き溜まり	drift
吹き込み	blow into|breathe into|inspire
吹き込む	blow into|breathe into|inspire
吹き込ん	blow into|breathe into|inspire
吹き飛び	blow off|blow away|vanish
吹き飛ぶ	blow off|blow away|vanish
吹き飛ん	blow off|blow away|vanish
吹く	blow|breathe out|blow on
吹雪	snow storm|blizzard
呆け	fool|idiot|dotage
呆ける	grow senile|be befuddled
呆れ	be amazed|be shocked|be astonished
呆れる	be amazed|be shocked|be astonished
呆気	dumbfoundedness
呉れ	give
呉れる	give
呉れ呉れも	sincerely|earnestly|repeatedly
呉服	cloth|kimono fabrics|textile
告げ	inform|announce|indicate
告げる	inform|announce|indicate
告別	farewell|leave-taking
告発	indictment|prosecution|complaint
告白	confession|acknowledgement|acknowledgment
告知	notice|announcement
告示	notice|bulletin
告訴	accusation|complaint|charge
呑み	drink|gulp|swallow
呑む	drink|gulp|swallow
呑ん	drink|gulp|swallow
呑気	carefree|optimistic|careless
呟い	mutter|murmur|grumble
呟き	mutter|murmur|grumble
呟く	mutter|murmur|grumble
周り	circumference|girth|surroundings
周到	careful|thorough|meticulous
周囲	surroundings|environs|circumference
周年	whole year|entire year
周期	cycle|period
周波数	frequency
周知	common knowledge|being well-known|making well-known
周辺	circumference|outskirts|environs
周遊	tour|round trip|excursion
呪い	curse|spell|malediction
呪う	curse|detest intensely
呪っ	curse|detest intensely
味	flavor|flavour|taste
味の素	ajinomoto
味わい	flavour|flavor|taste
味わう	taste|savor|savour
味わっ	taste|savor|savour
味付け	seasoning|flavour|flavor
味噌	miso
味噌汁	miso soup
味方	friend|ally|supporter
味気ない	wearisome|insipid|dull
味気なかっ	wearisome|insipid|dull
味気なく	wearisome|insipid|dull
味気なさ	wearisome|insipid|dull
味覚	taste|palate
呼び	call out|call|invoke
呼びかけ	call|appeal
呼びかける	hail|address|appeal
呼び出し	call|summons|paging
呼び出す	summon|call|convene
呼び名	popular name|common name|given name
呼び声	call|hail|yell
呼び戻し	call back|call home|bring back
呼び戻す	call back|call home|bring back
呼び掛け	call|appeal
呼び掛ける	hail|address|appeal
呼び水	pump-priming|rousing|stimulation
呼ぶ	call out|call|invoke
呼ん	call out|call|invoke
呼吸	breathing|respiration|knack
呼吸器	respiratory organs
呼応	responding|sympathizing
呼称	naming|designation|denomination
命	life|life force|lifetime
命じ	order|command|appoint
命じる	order|command|appoint
命ず	order|command|appoint
命ずる	order|command|appoint
命中	hit
命令	order|command|decree
命名	naming|christening
命運	fate|destiny
命題	proposition|thesis|notion
咄嗟に	at once|right away|promptly
和	sum|harmony|peace
和み	be softened|calm down
和む	be softened|calm down
和やか	mild|calm|gentle
和らい	soften|calm down|be eased
和らぎ	soften|calm down|be eased
和らぐ	soften|calm down|be eased
和らげ	soften|moderate|relieve
和らげる	soften|moderate|relieve
和ん	be softened|calm down
和室	japanese-style room
和布	wakame
和平	peace
和式	japanese-style
和文	japanese text
和服	japanese clothes
和歌	waka
和牛	wagyu beef|japanese beef
和紙	washi|japanese paper
和英	japanese-english|japanese-english dictionary
和菓子	wagashi
和解	reconciliation|amicable settlement|accommodation
和語	japanese language
和議	peace conference|peace negotiations
和風	japanese style|light wind|moderate breeze
和食	japanese food|japanese-style meal|japanese cuisine
咎め	blame|reproach|censure
咎める	blame|reproach|censure
咬み	bite|chew|gnaw
咬む	bite|chew|gnaw
咬ん	bite|chew|gnaw
咲い	bloom|flower|blossom
咲き	bloom|flower|blossom
咲く	bloom|flower|blossom
咳	cough|coughing|tussis
哀れ	pity|sorrow|grief
哀れみ	pity|sympathize with|sympathise with
哀れむ	pity|sympathize with|sympathise with
哀れん	pity|sympathize with|sympathise with
哀悼	condolence|regret|tribute
哀愁	pathos|sorrow|grief
品	article|elegance|item
品位	dignity|grace|nobility
品切れ	sold out
品名	product name
品性	character
品格	dignity|quality|grace
品物	goods|article
品目	item|commodity
品種	brand|form
品質	quality
員	member
員数	number|count|quota
哲人	wise man|philosopher|sage
哲学	philosophy
唄	song
唄い	sing
唄う	sing
唄っ	sing
唆し	instigate|tempt|entice
唆す	instigate|tempt|entice
唇	lips
唐	tang dynasty|t'ang dynasty|china
唐突	abrupt|sudden
唐辛子	capsicum|chili pepper|cayenne
唯	ordinary|common|usual
唯一	sole|unique
唯物論	materialism
唱え	recite|chant|cry
唱える	recite|chant|cry
唱歌	singing|songs
唸っ	groan|moan|roar
唸り	groan|moan|roar
唸る	groan|moan|roar
唾	saliva|spit|sputum
商	quotient|dealing|dealer
商い	trade|business|trading
商事	commercial affairs
商人	merchant|trader|tradesman
商会	firm|company
商務	commercial affairs
商品	commodity|goods|stock
商品券	gift certificate
商品名	brand name|trade name|product name
商売	trade|business|commerce
商学	commercial science
商店	shop|small store|business
商店街	shopping district|shopping street|downtown
商戦	sales battle|business competition
商業	commerce|trade|business
商標	trademark
商法	business practice|business method|commerce
商用	on business|for business|business purpose
商社	trading company
商談	business discussion|negotiation
商魂	commercial spirit
問い	question|query
問い合わせ	enquiry|inquiry|query
問い合わせる	enquire|inquire|seek information
問う	inquire|blame for|accuse of
問っ	inquire|blame for|accuse of
問屋	wholesale store|wholesale dealer|wholesaler
問答	dialogue
問責	blame|censure|reproof
問題	question|problem|issue
問題ない	no problem|all right|unobjectionable
問題なかっ	no problem|all right|unobjectionable
問題なく	no problem|all right|unobjectionable
問題なさ	no problem|all right|unobjectionable
問題意識	critical mind|concerns
問題点	the problem|problematic issue|problem
啓発	enlightenment|development|edification
啓示	revelation
啓蒙	enlightenment|instruction
善	goodness|right|virtue
善くも	how dare
善し悪し	quality|suitability
善意	virtuous mind|good intentions
善戦	fighting bravely
善良	goodness|excellence|virtue
善隣	good neighbour|good neighbor
喉	throat|singing voice
喋っ	talk|chat|chatter
喋り	talk|chat|chatter
喋る	talk|chat|chatter
喘息	asthma
喚い	shout|cry|scream
喚き	shout|cry|scream
喚く	shout|cry|scream
喚問	summons
喚起	arousal|excitation|awakening
喜ばし	delight|give pleasure
喜ばしい	delightful|joyous|joyful
喜ばしかっ	delightful|joyous|joyful
喜ばしく	delightful|joyous|joyful
喜ばしさ	delightful|joyous|joyful
喜ばす	delight|give pleasure
喜び	joy|delight|rapture
喜ぶ	be delighted|be glad|be pleased
喜ん	be delighted|be glad|be pleased
喜んで	with pleasure
喜劇	comedy|funny show
喜怒哀楽	human emotions
喝破	scolding|rebuking|proclaiming
喧しい	noisy|loud|clamorous
喧しかっ	noisy|loud|clamorous
喧しく	noisy|loud|clamorous
喧しさ	noisy|loud|clamorous
喧嘩	quarrel|brawl|fight
喪	mourning|calamity|misfortune
喪主	chief mourner
喪失	loss|forfeit
喪服	mourning dress
喪章	mourning band|mourning ribbon
喫する	eat|drink|smoke
喫煙	smoking
喫茶	tea drinking|teahouse|tearoom
喫茶店	coffee shop|tearoom|coffee lounge
喰い	eat|live|survive
喰う	eat|live|survive
喰っ	eat|live|survive
営み	activity|action|performance
営む	run|operate|conduct
営ん	run|operate|conduct
営利	money-making|commercialized|commercialised
営団	corporation|foundation
営業	business|trade|operations
営業所	business office
営業時間	business hours|opening hours|office hours
営繕	upkeep
営農	farming|agriculture
嗅い	sniff|smell
嗅ぎ	sniff|smell
嗅ぐ	sniff|smell
嗜好	taste|liking|preference
嗽	gargling
嘆い	lament|grieve|regret
嘆かわしい	sad|wretched|deplorable
嘆かわしかっ	sad|wretched|deplorable
嘆かわしく	sad|wretched|deplorable
嘆かわしさ	sad|wretched|deplorable
嘆き	grief|lamentation
嘆く	lament|grieve|regret
嘆息	sigh|grieving|lamenting
嘆願	entreaty|appeal|petition
嘔吐	vomiting|emesis
嘘	lie|fib|falsehood
嘘つき	liar|fibber
嘱望	expectation
嘱託	commission|entrusting with|part-time employee
嘲っ	scoff|laugh at|ridicule
嘲り	scoff|laugh at|ridicule
嘲る	scoff|laugh at|ridicule
嘴	beak|bill
嘸	surely|certainly|no doubt
噂	rumour|rumor|report
噛み	bite|chew|gnaw
噛み付い	bite|snap at
噛み付き	bite|snap at
噛み付く	bite|snap at
噛む	bite|chew|gnaw
噛ん	bite|chew|gnaw
器	bowl|vessel|container
器具	utensil|implement|tool
器官	organ
器械	machine|mechanism|instrument
器楽	instrumental music
器物	container|receptacle|utensil
器用	skillful|skilful|adroit
噴き出し	spout out|spurt out|gush out
噴き出す	spout out|spurt out|gush out
噴出	spewing|gushing|spouting
噴射	jet|spray|injection
噴水	water fountain
噴火	eruption|volcanic eruption
噴煙	smoke
嚏	sneeze
囀っ	sing|chirp|twitter
囀り	sing|chirp|twitter
囀る	sing|chirp|twitter
囁い	whisper|murmur|rumor
囁き	whisper|murmur|rumor
囁く	whisper|murmur|rumor
囚人	prisoner
四つ角	four corners|crossroads|intersecting street
四人	four people
四半期	quarter
四国	shikoku
四捨五入	rounding
四方	all directions|surroundings
四日	four days
四時	four o'clock
四月	april
四本	four
四球	four balls|a walk
四畳半	four-and-a-half-mat room
四肢	the limbs
四角	quadrilateral|square
四角い	square|rectangular
四角かっ	square|rectangular
四角く	square|rectangular
四角さ	square|rectangular
四輪車	automobile|car
四重奏	instrumental quartet
四隅	four corners
回	an instance
回し	mawashi|belt|loincloth
回す	turn|rotate|spin
回っ	turn|revolve
回り	rotation
回り道	detour|diversion
回る	turn|revolve
回収	collection|recovery|withdrawal
回帰	return|revolution|recurrence
回廊	corridor|gallery|hallway
回復	restoration|rehabilitation|recovery
回忌	death anniversary
回想	recollection|retrospection|reflection
回数	frequency|count
回生	resurrection|resuscitation|regeneration
回答	reply|answer
回線	circuit|line
回覧	circulation|sending round
回路	circuit|cycle
回転	rotation|revolution|turning
回送	forwarding|sending on|redirecting
回避	evasion|avoidance
回顧	recollecting|reminiscing|looking back
回顧録	memoirs|reminiscences
因	cause|factor|hetu
因っ	depend on|turn on
因り	depend on|turn on
因る	depend on|turn on
因子	factor|divisor
因果	causality|karma|fate
因縁	fate|destiny|connection
団体	organization|organisation|association
団員	group member
団地	multi-unit apartments|apartment complex
団塊	mass|lump|clod
団扇	uchiwa
団結	unity|union|solidarity
困っ	be troubled|have difficulty|be stumped
困り	be troubled|have difficulty|be stumped
困る	be troubled|have difficulty|be stumped
困惑	bewilderment|perplexity|embarrassment
困窮	poverty|destitution
困難	difficulty|hardship|trouble
囲い	enclosure|fence|wall
囲う	enclose|surround|encircle
囲っ	enclose|surround|encircle
囲み	enclosure|box|siege
囲む	surround|encircle|enclose
囲ん	surround|encircle|enclose
図	drawing|picture|diagram
図々しい	impudent|shameless|brazen
図々しかっ	impudent|shameless|brazen
図々しく	impudent|shameless|brazen
図々しさ	impudent|shameless|brazen
図っ	plan|attempt|devise
図り	plan|attempt|devise
図る	plan|attempt|devise
図式	diagram|graph|schema
図形	figure|shape|graphic
図書	books
図書室	library|small library
図書館	library
図柄	design|pattern
図版	plate|illustration|figure
図示	illustrating|representing graphically
図表	chart|diagram|graph
図解	schematic|schema|illustration
図鑑	pictorial book|picture book|identification manual
図面	drawing|diagram|plans
固い	hard|solid|tough
固かっ	hard|solid|tough
固く	hard|solid|tough
固さ	firmness|hardness|stiffness
固まっ	harden|solidify|become firm
固まり	harden|solidify|become firm
固まる	harden|solidify|become firm
固め	hardening|fortifying|pledge
固める	harden|freeze|strengthen
固体	solid|solid matter|solid-state
固執	sticking to|clinging to|adherence
固定	fixing|being fixed|securing
固定費	fixed cost|fixed expense
固定資産	fixed assets
固形	solid
国	country|state|region
国々	countries
国交	diplomatic relations
国人	indigenous person|local|native
国会	national diet|imperial diet
国会議員	diet member|mp
国体	national polity
国債	national debt|national securities|government bonds
国内	internal|domestic
国内旅行	domestic travel
国力	national power
国務大臣	cabinet minister
国務省	state department
国勢調査	census
国名	country name
国営	government management|state management
国土	country|territory|domain
国境	national border|provincial border
国士	distinguished citizen|patriot
国外	abroad
国大	national university
国学	provincial school
国宝	national treasure
国家	state|country|nation
国家公務員	government official
国家試験	state examination
国富	national wealth
国庫	national treasury
国技	national sport
国政	national politics|political situation|statecraft
国文学	japanese literature
国旗	national flag
国是	national policy
国有	national ownership|state ownership|government ownership
国柄	national character|regional character
国権	national sovereignty|sovereign rights
国歌	national anthem
国民	people|nation|citizen
国民年金	national pension
国民性	nationality
国民投票	national referendum
国民的	national|nationwide
国民総生産	gnp
国王	king|queen|monarch
国益	national interest
国税	national tax
国税局	revenue office|taxation bureau
国立	national
国立劇場	national theater
国立博物館	national museum
国策	national policy
国籍	nationality|citizenship|registration
国語	national language|japanese language
国語辞典	japanese-language dictionary
国論	public opinion
国費	national expenditure|government spending|public funds
国賓	state guest
国連	united nations|un
国道	national highway
国鉄	national railway
国防	national defence|national defense
国際	international|diplomatic intercourse
国際人	internationally-minded person|cosmopolitan|cosmopolite
国際化	internationalization|internationalisation
国際協力事業団	jica
国際法	international law
国際的	international
国際連合	united nations
圏内	within range
圏外	beyond influence
園	garden|orchard|park
園児	kindergarten pupil|kindergartener
園芸	horticulture|gardening
園長	kindergarten principal|park director|zoo director
土	earth|soil|dirt
土人	native|aboriginal
土俵	ring|forum
土俵際	verge|brink|critical moment
土台	foundation|base|basis
土器	earthenware|unglazed earthenware
土地	soil|locality|region
土地柄	local colour|local color
土塀	mud wall|earthen wall|plaster wall
土壇場	last moment|eleventh hour
土壌	soil|breeding ground|fertile ground
土建屋	general contractor
土手	embankment|bank
土日	weekend
土星	saturn
土曜	saturday
土曜日	saturday
土木	engineering works|civil engineering|public works
土砂	sediment
土砂降り	downpour|pouring rain|cloudburst
土足	shod feet|wearing shoes|muddy feet
土間	dirt floor|pit|parterre
圧倒	to overwhelm|to overpower|to crush
圧倒的	overwhelming
圧力	pressure|stress|coercion
圧勝	overwhelming victory|crushing victory|sweeping victory
圧巻	highlight|best part
圧縮	compression|condensation|constriction
圧迫	pressure|oppression|suppression
在っ	exist|live
在り	exist|live
在りし日	past days|bygone days
在る	exist|live
在住	residing|living|dwelling
在外	overseas|abroad
在外公館	diplomatic mission
在学	attending|being enrolled
在庫	inventory|stock|stockpile
在来	pre-existing|conventional
在留	residing|staying|living
在籍	being enrolled|being registered
在野	in opposition|unaffiliated
地	earth|ground|land
地上	above ground|surface|overground
地下	basement|cellar|underground place
地下室	cellar|basement
地下水	underground water
地下道	subterranean tunnel
地下鉄	underground train|subway
地中	underground|subterranean
地中海	mediterranean sea
地主	landowner|landlord|landlady
地位	position|status
地元	home area|home town
地力	real ability
地区	district|section|sector
地合い	texture|market tone|undertone
地名	place name|toponym
地味	plain|simple|subdued
地図	map
地域	area|region
地域社会	regional community
地層	stratum|geological formation|layer
地帯	area|zone|belt
地平線	horizon
地形	terrain|geographical features|topography
地方	district|region|area
地方公共団体	local government
地方税	local tax|council tax
地方自治	local autonomy
地方自治体	local authority|local government|locality
地方行政	local administration
地方議会	local assembly
地殻	crust
地殻変動	diastrophism|upheaval|seismic shift
地点	site|spot
地獄	hell
地球	earth|the globe
地球儀	globe
地球温暖化	global warming
地理	geography
地理情報システム	gis
地盤	ground|crust|bed
地肌	texture|grain|one's skin
地蔵	kshitigarbha|ksitigarbha
地表	ground surface
地裁	district court
地誌	topography
地質	geological features
地道	steady|honest|sober
地雷	land mine|sensitive topic|taboo topic
地震	earthquake
地面	ground|earth's surface
坂	slope|incline|hill
坂道	hill road
均一	uniformity|equality
均整	symmetry|balance|proportion
均斉	symmetry|balance|proportion
均等	equality|uniformity|evenness
均衡	equilibrium|balance
均質	homogeneous|homogeneity
坊さん	buddhist priest|monk|boy
坊ちゃん	son|boy|young master
坊っちゃん	son|boy|young master
坊主	buddhist priest|bonze|close-cropped hair
坑道	tunnel|gallery|level
坪	tsubo
垂らし	dribble|spill|suspend
垂らす	dribble|spill|suspend
垂れ	sauce|hanging|something hanging
垂れる	hang|droop|dangle
垂れ幕	hanging banner|hanging screen|curtain
垂直	vertical|perpendicular
型	model|type|style
型式	model|type
垢	dirt|filth|grime
垣	fence|hedge|barrier
垣根	hedge|fence|border
埃	dust|one ten-billionth
埋まっ	be buried|be covered|be surrounded
埋まり	be buried|be covered|be surrounded
埋まる	be buried|be covered|be surrounded
埋め	cover|bury|fill up
埋める	cover|bury|fill up
埋め立て	land reclamation
埋め立て地	reclaimed land
埋もれ	be buried|be covered|be hidden
埋もれる	be buried|be covered|be hidden
埋没	being buried|remaining unknown|being forgotten
埋葬	burial
城	castle
城下町	castle town
城郭	fortress|castle|citadel
執っ	take|attend|command
執り	take|attend|command
執る	take|attend|command
執念	tenacity|persistence|obsession
執着	attachment|adhesion|tenacity
執筆	writing
執行	execution|carrying out|performance
執行委員	executive committee
執行猶予	suspended sentence
執行部	executive|administration|leadership
培い	cultivate|foster
培う	cultivate|foster
培っ	cultivate|foster
培養	cultivation|nurture|culture
基づい	originate from
基づき	originate from
基づく	originate from
基地	base
基幹	mainstay|nucleus|key
基本	basics|fundamentals|basis
基本料金	basic rate|basic charge|base cost
基本的	fundamental|basic
基準	standard|basis|criterion
基準法	basic law
基盤	foundation|basis|base
基礎	foundation|basis
基調	basic tone|underlying tone|basic theme
基軸	basis|foundation|core
基金	fund|foundation
埼玉	saitama
堀	moat|fosse|canal
堀川	canal
堀江	canal
堂	temple|shrine|chapel
堅い	hard|solid|tough
堅かっ	hard|solid|tough
堅く	hard|solid|tough
堅さ	firmness|hardness|stiffness
堅固	solid|strong|firm
堅実	steady|sound|reliable
堅持	sticking to
堅調	firm|bullish|strong
堆積	accumulation|pile|heap
堆肥	compost|manure
堕胎	abortion|feticide
堕落	depravity|corruption|degradation
堤	bank|embankment|dike
堤防	bank|weir|embankment
堪え	bear|stand|endure
堪える	bear|stand|endure
堪らない	intolerable|unbearable|unendurable
堪らなかっ	intolerable|unbearable|unendurable
堪らなく	intolerable|unbearable|unendurable
堪らなさ	intolerable|unbearable|unendurable
堪能	proficient|skillful|enjoying
堰	dam|weir|barrier
報	information|news|report
報い	reward|recompense|repay
報いる	reward|recompense|repay
報じ	inform|report
報じる	inform|report
報われ	be repaid|be rewarded
報われる	be repaid|be rewarded
報告	report|information
報告書	report
報奨金	cash bonus|reward|bounty
報復	retaliation|revenge|reprisal
報知	information|news|intelligence
報道	report|reporting|news
報道機関	information media|press|news organs
報道陣	press corps
報酬	remuneration|recompense|reward
場	place|spot|space
場内	in-house|the grounds|the premises
場合	case|situation
場外	off-track
場所	place|location|spot
場違い	out-of-place|inappropriate
場面	scene|setting|place
塀	wall|fence
塁	base|bag|sack
塁審	base umpire
塊	lump|mass|bundle
塔	tower|steeple|spire
塗っ	paint|plaster|lacquer
塗り	paint|plaster|lacquer
塗り替え	repaint|paint again|break
塗り替える	repaint|paint again|break
塗る	paint|plaster|lacquer
塗布	application
塗料	paints|painting material
塗装	coating|painting
塚	mound|heap|hillock
塞い	stop up|close up|block
塞がっ	be closed|be blocked|be healed
塞がり	be closed|be blocked|be healed
塞がる	be closed|be blocked|be healed
塞ぎ	stop up|close up|block
塞ぐ	stop up|close up|block
塩	salt|common salt|table salt
塩分	salt|salt content
塩化	chloride
塩味	salty taste|saltiness
塩基	base
塩梅	seasoning|flavour|flavor
塩水	salt water|brine
塩田	saltpan
塩素	chlorine
塩辛い	salty|briny
塩辛かっ	salty|briny
塩辛く	salty|briny
塩辛さ	salty|briny
塩酸	hydrochloric acid
塵	rubbish|dust|trash
塾	cram school|juku
塾生	private-school student
境	border|boundary|turning point
境内	grounds|compound|churchyard
境地	state|mental state|emotional condition
境界	boundary|border|limit
境目	borderline|boundary
境遇	one's circumstances|environment|situation
墓	gravesite|tomb
墓地	cemetery|graveyard
墓石	tombstone|gravestone
墓穴	grave
増え	increase|multiply
増える	increase|multiply
増し	better|preferable|less objectionable
増す	increase|grow
増やし	increase|add to|augment
増やす	increase|add to|augment
増刷	additional printing|additional run
増加	increase|rise|growth
増大	enlargement|increase
増強	reinforcement|augmentation|strengthening
増殖	increase|multiplication|propagation
増水	rising water|swelling water|increased water
増減	fluctuation
増産	production increase
増益	increased
増税	tax increase
増設	adding|establishing more|installing more
増進	promoting|increase|advance
増額	increase
墜落	fall|crash
墨	sumi|india ink|chinese ink
墨付き	certificate|certified document|authorization
墨絵	ink painting
墨西哥	mexico
墳墓	grave|tomb
壁	wall|partition|barrier
壁画	fresco|mural|wall painting
壁紙	wallpaper|background image|desktop image
壇	platform|podium|rostrum
壊し	break|destroy|demolish
壊す	break|destroy|demolish
壊れ	be broken|break|fall through
壊れる	be broken|break|fall through
壊滅	destruction|annihilation|devastation
壕	moat|fosse|trench
士官	officer
士気	morale
壮大	magnificent|grand|majestic
壮烈	heroic|brave
壮行	rousing
声	voice|singing|chirping
声援	encouragement|cheering|rooting
声明	declaration|statement|proclamation
声楽	vocal music
声色	mimicry|imitative voice
声高	loud
売っ	sell
売り	sale|selling|selling point
売り上げ	amount sold|sales|proceeds
売り出し	sale
売り出す	begin selling|market|become popular
売り切れ	sold-out
売り場	selling area|counter|section
売り手	seller|vendor
売り物	offering|for sale|specialty
売り込み	sales promotion|hard selling
売り込む	promote|sell|promote oneself
売り込ん	promote|sell|promote oneself
売る	sell
売れ	sell|be popular|be famous
売れる	sell|be popular|be famous
売れ筋	popular line|best-selling line|hot sellers
売れ行き	sales|demand
売上げ	amount sold|sales|proceeds
売上金	proceeds
売上高	sales|amount sold|proceeds
売却	selling off|sale
売国奴	traitor|quisling
売店	stand|stall|booth
売春	prostitution
売春婦	prostitute
売買	trade|trafficking|dealing
壷	pot|jar|vase
壺	pot|jar|vase
変	strange|odd|peculiar
変え	change|alter|transform
変える	change|alter|transform
変わっ	change|be transformed|be altered
変わった	unusual|abnormal|strange
変わらない	constant|invariant
変わらなかっ	constant|invariant
変わらなく	constant|invariant
変わらなさ	constant|invariant
変わり	change|alteration|difference
変わる	change|be transformed|be altered
変人	eccentric|crank|oddball
変則	irregularity|anomaly
変動	change|fluctuation
変化	change|variation|alteration
変化球	breaking ball|curve ball|screwball
変容	transformation
変形	transformation|variation|metamorphosis
変態	transformation|abnormality
変換	change|conversion|transformation
変更	change|modification|alteration
変更届	alteration report
変移	change|alteration|transmutation
変貌	transfiguration|transformation
変質	alteration|transformation|deterioration
変身	metamorphosis|disguise|transformation
変造	alteration|defacement|debasement
変遷	change|transition|vicissitudes
変革	change|transformation|innovation
夏	summer
夏休み	summer vacation|summer holiday
夏場	summertime
夏季	summer season
夏時間	summer time
夏期	summer term|summer period
夏物	summer goods
夏至	summer solstice
夕	evening
夕べ	evening|last night|yesterday evening
夕刊	evening paper
夕刻	evening|evening hour
夕方	evening|dusk
夕日	evening sun|setting sun
夕暮れ	evening|dusk|twilight
夕焼け	evening glow|red sunset|afterglow
夕立	evening shower
夕霧	evening mist
夕食	evening meal|dinner
夕飯	evening meal
外し	remove|take off|detach
外す	remove|take off|detach
外に	in addition|besides
外れ	end|verge|extremity
外れる	be disconnected
外交	diplomacy|selling|canvassing
外交官	diplomat
外人	foreigner|gaijin|outsider
外付	external
外付け	external
外信	external communication
外側	exterior|outside|outer
外傷	external wound|trauma
外出	outing|leaving
外務	foreign affairs
外国	foreign country
外国人	foreigner|foreign citizen|foreign national
外国語	foreign language
外圧	external pressure|outside pressure|foreign pressure
外堀	outer moat
外壁	outer wall
外来	foreign|imported|outpatient
外来語	loanword|foreign-origin word
外気	open air
外洋	open sea|ocean
外界	outside world|physical world
外相	foreign minister
外科	surgery
外科医	surgeon
外米	foreign rice
外苑	outer garden
外見	outward appearance
外観	outward appearance|exterior appearance|outward show
外角	external angle|exterior angle|outside corner
外貨	foreign currency|foreign money|foreign exchange
外資	foreign capital|foreign investment
外車	foreign-made car|imported car|paddle wheel
外遊	foreign travel
外部	outside|exterior|outside world
外郭	outer wall|outer block|outline
外郭団体	auxiliary organization|extra-departmental body|fringe organization
外野	outfield|outfielder
外野手	outfielder
外電	foreign telegram
外需	foreign demand
外面	outer surface|outward appearance|outside
外食	eating out|dining out
多	multi-
多い	numerous
多かっ	numerous
多く	plenty|majority|greater part
多さ	numerous
多め	somewhat larger
多元的	pluralistic|plural
多分	perhaps|probably
多大	huge|enormous|serious
多寡	degree|quantity|number
多少	amount|quantity|number
多岐	digression|many divergences
多彩	variegated|varicoloured|varicolored
多忙	busyness
多才	talented
多数	large number|majority
多数決	majority decision|majority vote|majority rule
多様化	diversification
多様性	diversity|variety
多湿	high humidity
多用	busyness|frequent use|heavy use
多発	repeated occurrence
多目的	multipurpose
多角	many-sided|versatile|polygonal
多角的	multilateral|many-sided|diversified
多重	multiple|multiplex
多量	large quantity|large amount
多面	many-sided|multifaceted
多額	large|huge|hefty
夜	evening|night|dinner
夜具	bedding|bedclothes
夜勤	night shift
夜学	night school|evening school|evening class
夜明け	dawn|daybreak
夜景	night view|night skyline|nightscape
夜更かし	nighthawk
夜空	night sky
夜行	night travel|night train
夜間	night|nighttime
夢	dream
夢中	absorbed in|immersed in|crazy about
夢幻	dreams|fantasy|visions
夢想	dream|vision|reverie
夥しい	large number|innumerable|immense
夥しかっ	large number|innumerable|immense
夥しく	large number|innumerable|immense
夥しさ	large number|innumerable|immense
大	large|big|huge
大々的	grand|extensive|large-scale
大いに	greatly
大きい	big|large|loud
大きかっ	big|large|loud
大きく	big|large|loud
大きくなっ	grow up|become big
大きくなり	grow up|become big
大きくなる	grow up|become big
大きさ	size|dimensions|volume
大きな	big|large
大げさ	grandiose|exaggerated
大さじ	tablespoon
大ざっぱ	rough|crude|broad
大した	considerable|important|significant
大っきい	big|large
大っきかっ	big|large
大っきく	big|large
大っきさ	big|large
大まか	rough|broad|general
大丈夫	safe|secure|sound
大事	important|serious|crucial
大事件	major incident|major happening|big scandal
大人	adult|grown-up
大人しい	obedient|docile|quiet
大人しかっ	obedient|docile|quiet
大人しく	obedient|docile|quiet
大人しさ	obedient|docile|quiet
大人っぽい	grown-up|mature|adult
大人っぽかっ	grown-up|mature|adult
大人っぽく	grown-up|mature|adult
大人っぽさ	grown-up|mature|adult
大人になっ	grow up
大人になり	grow up
大人になる	grow up
大企業	large company|large enterprise|large corporation
大会	mass meeting|convention|rally
大佐	colonel|captain
大体	outline|main points|gist
大作	large-scale work|voluminous work|monumental work
大使	ambassador
大使館	embassy
大便	feces|excrement|shit
大刀	long sword|large sword
大分	considerably|greatly
大切	important|necessary|indispensable
大別	general classification|broad categorization
大前提	major premise|important condition|basic premise
大動脈	aorta
大勝	great victory|crushing victory
大募集	mass recruitment
大勢	general situation|general trend|general tendency
大半	majority|mostly|largely
大卒	university graduate
大口	big mouth|boastful speech|tall talk
大台	mark|level|barrier
大名	daimyo
大和	japan|yamato
大商い	heavy turnover
大喜び	great joy
大国	large country|major nation|great power
大地	ground|earth|the land
大型	large|large-sized|large-scale
大声	loud voice
大変	greatly|terribly|awfully
大多数	great majority
大好き	loveable|very likeable
大好評	highly lauded|very well-received|very popular
大嫌い	detestable|abhorrent|loathsome
大学	university|college
大学生	university student|college student
大学院	graduate school
大宇宙	macrocosmos|macrocosm|the universe
大家	landlord|master|landlady
大家族	large family|extended family
大将	general|admiral|head
大尉	captain|lieutenant|flight lieutenant
大小	size|various sizes
大屋	landlord|landlady
大層	extremely|exceedingly|greatly
大山	great mountain
大工	carpenter
大差	great difference|big difference|wide margin
大師	great teacher
大幅	big|large|drastic
大店	large store
大当たり	big hit|big prize|bumper crop
大役	important task|important role|great duty
大急ぎ	great hurry|great haste|rush
大成	completion|accomplishment
大成功	huge success
大戦	great war|great battle|world war
大手	major company|big company
大手企業	big corporation|major firm|leading company
大抵	mostly|ordinarily|usually
大掃除	major cleanup|spring cleaning
大掛かり	large-scale
大敗	crushing defeat
大文字	uppercase letter|capital letter|large character
大方	large part|greater part|majority
大昔	great antiquity|old-fashioned|long ago
大時代	old-fashioned|antiquated|anachronistic
大木	large tree
大枝	large branch
大根	daikon|ham actor
大概	generally|mainly|usually
大正	taisho era
大気	atmosphere|air|magnanimity
大水	flood
大河	large river
大洋	ocean
大海	ocean|large sea|fabric pattern
大火	large fire
大物	important person|influential figure|big shot
大理石	marble
大男	big man|large man|tall man
大病	serious illness|dangerous disease
大盛り	large serving|large portion
大砲	gun|cannon|artillery
大破	serious damage|drubbing
大社	grand shrine|famous shrine
大空	the blue|heavens|firmament
大笑い	great laughter
大筋	outline|summary|gist
大粒	large drop
大統領	president|big man|boss
大綱	fundamental principles|main lines|outline
大義	great cause|moral law|justice
大義名分	just cause|good reason|pretext
大胆	bold|daring|audacious
大脳	cerebrum
大腸	large intestine|large bowel|colon
大腸菌	escherichia coli|colon bacterium
大臣	cabinet minister
大自然	nature|mother nature
大船	large boat
大蒜	garlic
大衆	general public|the masses
大衆文学	popular literature
大袈裟	grandiose|exaggerated
大西洋	atlantic ocean
大規模	large-scale
大詰め	final scene|the end|finale
大豆	soya bean|soybean|soy
大賞	big prize|first prize
大通り	main street
大道	main street|avenue
大部分	most part|greater part|majority
大都市	metropolis|large city
大野	large field
大量	large quantity|massive|mass
大金	great cost
大阪	osaka|large hill
大陸	continent|continental asia
大陸棚	continental shelf
大隊	battalion
大集合	great gathering
大雑把	rough|crude|broad
大雨	heavy rain
大雪	heavy snow
大震災	great earthquake
大騒ぎ	clamour|clamor|uproar
大麦	barley
大麻	hemp|cannabis|marijuana
大黒柱	central pillar|mainstay|backbone
天	sky|heaven
天の川	milky way
天の河	milky way
天ぷら	tempura
天下り	command|order|imposition
天井	ceiling|ceiling price
天体	heavenly body|celestial body|astronomical object
天使	angel
天候	weather
天国	paradise|heaven
天地	the universe|nature|realm
天性	nature|natural constitution|innate disposition
天才	genius|prodigy|natural gift
天文	astronomy
天文台	astronomical observatory
天文学	astronomy
天気	weather|the elements|fair weather
天気予報	weather forecast|weather report
天満宮	tenmangu shrine
天災	natural calamity|disaster
天然	nature|spontaneity|natural airhead
天然ガス	natural gas
天然痘	smallpox|variola
天然記念物	natural monument|protected species
天狗	tengu|long-nosed goblin|bragging
天王星	uranus
天理	natural laws
天神	heavenly god|heavenly gods
天辺	top|summit|apex
太い	fat|thick|deep
太かっ	fat|thick|deep
太く	fat|thick|deep
太さ	fat|thick|deep
太っ	gain weight|grow fat|get stout
太っ腹	generous|magnanimous|big-hearted
太もも	thigh|buttocks|arse
太り	gain weight|grow fat|get stout
太り肉	corpulent|fat|chubby
太る	gain weight|grow fat|get stout
太刀	long sword|large sword
太古	ancient times
太子	crown prince
太字	boldface|bold-type|thick characters
太平洋	pacific ocean
太平洋戦争	pacific war
太陽	sun
太陽系	solar system
太陽電池	solar cell
太鼓	drum
夫	husband
夫れ夫れ	respectively
夫人	wife|madam
夫妻	married couple
夫婦	married couple
失い	lose|miss
失う	lose|miss
失っ	lose|miss
失墜	abasement|fall|forfeiture
失恋	disappointed love|broken heart|unrequited love
失意	disappointment|despair|despondency
失態	blunder|fault|error
失敗	failure|mistake|blunder
失敗談	failure story|horror story
失敬	rudeness|impoliteness|disrespect
失明	going blind|blindness
失望	disappointment|despair
失格	disqualification|elimination|incapacity
失業	unemployment|becoming unemployed
失点	lost point|conceded goal
失礼	discourtesy|impoliteness
失神	faint|trance|swoon
失策	blunder|slip|error
失脚	downfall|fall|being overthrown
失跡	absconding|disappearance
失踪	disappearance|running away|going missing
失速	stall|downturn|slowdown
奇妙	strange|odd|peculiar
奇怪	strange|wonderful|weird
奇抜	novel|original|striking
奇数	odd number
奇異	odd|strange|queer
奇病	strange disease|rare disease
奇術	magic|conjuring|legerdemain
奇襲	surprise attack
奇跡	miracle|wonder|marvel
奇麗	pretty|lovely|beautiful
奈良	nara
奉仕	service|ministry|attendance
奉公	live-in apprenticeship|public duty|public service
奉納	dedication|offering|presentation
奉行	magistrate|shogunate administrator
奏で	dance
奏でる	dance
奏功	success|achievement|fruition
奏者	instrumentalist|player
契機	opportunity|chance|trigger
契約	contract|compact|agreement
契約書	contract|agreement
奔放	wild|uninhibited|extravagant
奔走	running about|good offices
奢っ	be extravagant|live luxuriously
奢り	be extravagant|live luxuriously
奢る	be extravagant|live luxuriously
奥	inner part|inside|interior
奥さん	wife|your wife|his wife
奥地	interior|backwoods|hinterland
奥山	remote mountain|mountain recesses
奥様	wife|your wife|his wife
奥行	depth|length
奥行き	depth|length
奨励	encouragement|promotion|inducement
奨学金	scholarship|stipend|bursary
奪い	snatch away|dispossess|steal
奪う	snatch away|dispossess|steal
奪っ	snatch away|dispossess|steal
奪取	usurpation|taking back|dispossession
奪回	recovery|rescue|recapture
奪還	recovery|rescue|recapture
奮い	muster|call forth|rouse up
奮う	muster|call forth|rouse up
奮っ	muster|call forth|rouse up
奮って	energetically|strenuously|heartily
奮発	strenuous exertion|spurt|splurge
奮起	stirring|rousing oneself
奮闘	hard struggle|strenuous effort
女	female|woman|female sex
女の人	woman
女の子	girl|daughter|baby girl
女らしい	womanly|ladylike|feminine
女らしかっ	womanly|ladylike|feminine
女らしく	womanly|ladylike|feminine
女らしさ	womanly|ladylike|feminine
女中	maid|female servant|hostess
女優	actress
女児	baby girl|primary schoolgirl
女医	woman doctor
女史	miss|madame|highbrow
女子	woman|girl
女子大	women's college|women's university
女学校	girls' school
女形	onnagata|female partner
女性	woman|female|feminine gender
女性的	feminine|effeminate
女房	wife|court lady
女流	woman
女王	queen|female champion
女神	goddess|female deity
奴隷	slave|servant|slavery
好き	liked|well-liked|favourite
好き嫌い	pickiness|choosiness|fussiness
好ましい	likeable|desirable
好ましかっ	likeable|desirable
好ましく	likeable|desirable
好ましさ	likeable|desirable
好み	liking|taste|choice
好む	prefer
好ん	prefer
好んで	by choice|by preference|on purpose
好天	fine weather
好奇心	curiosity|inquisitiveness
好守	good fielding
好意	kindness|favor|favour
好感	good feeling|favourable impression|favorable impression
好感度	likability|favorability|popularity
好成績	good results
好投	good pitching
好景気	boom|prosperity
好機	good opportunity|chance
好況	prosperous conditions|healthy economy
好物	favourite dish|favourite food
好色	lasciviousness|lechery|salaciousness
好評	favorable reception|good reputation|popularity
好調	favourable|favorable|promising
好都合	convenient|favorable|favourable
如何	circumstances|questionable
如何しても	surely|willy-nilly
如何に	what extent
如何にも	indeed|truly|extremely
如実	reality|actuality|actual conditions
妃殿下	princess
妄信	blind acceptance|blind belief|credulity
妄想	wild idea|delusion
妊娠	conception|pregnancy
妊婦	pregnant woman
妖怪	ghost|apparition|phantom
妖精	fairy|sprite|elf
妙	strange|weird|odd
妙手	spectacular move|brilliant move|expert
妙技	exquisite skill|wonderful performance
妙案	ingenious idea|excellent plan|bright idea
妥協	compromise|giving in
妥当	valid|proper|right
妥結	settlement|an agreement
妨げ	obstruction|hindrance
妨げる	disturb|prevent|obstruct
妨害	disturbance|obstruction|hindrance
妬み	envy|begrudge
妬む	envy|begrudge
妬ん	envy|begrudge
妹	younger sister
妻	wife|my dear|dear
妻子	wife
姉	older sister|elder sister
姉さん	older sister|elder sister|young lady
姉妹	sisters
始まっ	begin|start|commence
始まり	origin|beginning
始まる	begin|start|commence
始め	beginning|start|outset
始める	start|begin|commence
始動	starting|activation
始末	management|dealing with|settlement
始業	commencement|opening
始発	first departure|first train|first bus
始終	continuously
姑	mother-in-law
姓	surname|family name|hereditary title
姓名	name
委ね	entrust to|leave to|yield to
委ねる	entrust to|leave to|yield to
委任	entrusting|charge|delegation
委員	committee member
委員会	committee|commission|board
委員長	chairman|president
委嘱	commissioning|entrusting|request
委託	entrusting|consignment|trust
姪	niece
姫	princess|girl
姿	figure|form|shape
姿勢	posture|pose|position
威信	prestige|dignity
威力	power|authority|influence
威勢	power|authority|influence
威厳	dignity|majesty|solemnity
威嚇	threat|intimidation|menace
威張っ	act big|be overbearing|be domineering
威張り	act big|be overbearing|be domineering
威張る	act big|be overbearing|be domineering
娘	daughter|girl
娘婿	son-in-law
娯楽	pleasure|amusement
娼婦	prostitute|harlot
婆さん	grandmother|old woman
婉曲	euphemistic|circumlocutory|roundabout
婚姻	marriage|matrimony
婚約	engagement|betrothal
婚約者	fiance|fiancee
婦人	woman|lady|adult female
婦人科	gynecology department|gynecology
婦女	woman|womankind
婦女子	woman|grown woman|wife
婦女暴行	sexual assault|rape
婦長	head nurse
婿	husband|groom|son-in-law
媒介	mediation|agency|carrying
媒体	medium|media
媒酌	matchmaking
嫁	wife|bride|daughter-in-law
嫁い	marry|marry into
嫁ぎ	marry|marry into
嫁ぐ	marry|marry into
嫁入り	marriage|wedding
嫉妬	jealousy|envy
嫋か	supple|flexible|elastic
嫌	disagreeable|detestable|unpleasant
嫌い	disliked|hated|disagreeable
嫌う	hate|dislike|loathe
嫌がっ	hate|dislike
嫌がらせ	harassment|pestering
嫌がり	hate|dislike
嫌がる	hate|dislike
嫌っ	hate|dislike|loathe
嫌らしい	unpleasant|disagreeable|nasty
嫌らしかっ	unpleasant|disagreeable|nasty
嫌らしく	unpleasant|disagreeable|nasty
嫌らしさ	unpleasant|disagreeable|nasty
嫌悪	disgust|hate|repugnance
嫌悪感	unpleasant feelings
嫌気	dislike|disgust|disinclination
嫌疑	suspicion
嫡出	legitimate birth
嫡子	legitimate child
嬉しい	happy|glad|pleased
嬉しかっ	happy|glad|pleased
嬉しく	happy|glad|pleased
嬉しさ	happy|glad|pleased
嬢	unmarried woman
子	child|the rat|young
子ども	child
子どもたち	children
子ども達	children
子会社	subsidiary
子供	child
子供たち	children
子供達	children
子女	children|girl
子孫	descendant|posterity|offspring
子守	nursemaid|nanny|babysitter
子守歌	lullaby
子宮	womb|uterus
子弟	children|sons|young people
子役	child actor
子息	son
子牛	calf|small cow
子犬	puppy|small dog
子猫	kitten|small cat
子羊	lamb
子育て	child rearing|child raising|raising children
孕み	conceive|become pregnant
孕む	conceive|become pregnant
孕ん	conceive|become pregnant
字	character|letter|written text
字体	type|typeface|font
字幕	subtitles|captioning
字引	dictionary
字形	character style|character form
存亡	existence|destiny
存在	existence
存廃	existence
存立	existence|subsistence
存続	duration|continuance|survival
孝行	filial piety|showing devotion
季刊	quarterly
季節	season
季節風	seasonal winds
季語	seasonal word
孤児	orphan
孤児院	orphanage
孤島	solitary island
孤独	solitude|loneliness|isolation
孤立	isolation|being alone|being friendless
学	learning|scholarship|study
学び	study|learn
学ぶ	study|learn
学ん	study|learn
学会	learned society|scientific society|academy
学会誌	academic journal
学位	degree
学割	student discount
学割り	student discount
学力	scholarly ability|scholarship|knowledge
学区	school district|school area
学卒	college graduate
学友	school friend
学問	scholarship|study|learning
学園	educational institution|school|academy
学士	university graduate|bachelor|bachelor's degree
学年	academic year|school year
学徒	student|follower
学期	school term|semester
学校	school
学校名	school's name
学業	studies|schoolwork|classwork
学歴	academic background
学生	student
学生時代	student days
学界	academic world|academia|academic circles
学科	study subject|department
学究	scholar|student
学童	school child|pupil
学級	class
学習	study|learning|tutorial
学者	scholar
学芸	liberal arts
学術	science|learning|scholarship
学説	theory
学識	scholarship|scientific attainments
学費	tuition|school expenses
学部	undergraduate
学長	university president
学院	institute|academy
学際	interdisciplinary
学齢	school age
孫	grandchild
孫娘	granddaughter
宅	house|home|one's house
宅地	building lot|residential land
宅配	home delivery
宇宙	universe|cosmos|space
宇宙空間	outer space
宇宙開発	space development|space exploration
宇宙開発事業団	nasda
宇宙飛行士	astronaut
守っ	protect|guard|defend
守り	babysitting|protection|babysitter
守る	protect|guard|defend
守備	defense|defence
守勢	defensive
守衛	security guard|doorkeeper
安い	cheap|inexpensive|calm
安かっ	cheap|inexpensive|calm
安く	cheap|inexpensive|calm
安さ	cheap|inexpensive|calm
安っぽい	cheap-looking|tawdry|insignificant
安っぽかっ	cheap-looking|tawdry|insignificant
安っぽく	cheap-looking|tawdry|insignificant
安っぽさ	cheap-looking|tawdry|insignificant
安らか	peaceful|tranquil|calm
安らぎ	peace|tranquility|tranquillity
安価	low-priced|cheap|inexpensive
安保	security
安値	low price
安全	safety|security
安全保障	security guarantee
安否	safety|welfare|well-being
安売り	bargain sale|selling cheaply
安定	stability|steadiness|equilibrium
安心	relief
安打	safe hit
安易	easy|simple|easygoing
安楽死	euthanasia
安泰	peace|security|tranquility
安物	cheap article
安眠	sound sleep|good sleep|quiet sleep
安芸	aki
安静	rest|quiet|repose
完了	completion|conclusion|perfect
完全	perfect|complete
完全試合	perfect game
完売	selling out
完封	complete blockade|baseball shutout
完成	complete|completion|perfection
完敗	complete defeat|utter defeat|annihilation
完治	complete recovery
完璧	perfect|complete|flawless
完結	conclusion|completion
完走	finishing
完遂	successful execution|accomplishment|completion
宗	sect|denomination|tenets
宗家	originator
宗教	religion|religious affiliation|belief
宗派	sect|denomination|school
宗祖	sect founder
宗門	denomination|sect
官僚	bureaucrat|government official|bureaucracy
官公庁	public agencies
官吏	government official|clerk
官報	official telegram
官庁	government office|government agency|authorities
官憲	officials|authorities
官房	government secretariat
官界	bureaucracy
官邸	official residence
宙	space|air|midair
宙返り	somersault|looping-the-loop
定か	definite|sure
定まっ	become settled|be fixed
定まり	become settled|be fixed
定まる	become settled|be fixed
定め	decide|determine|establish
定める	decide|determine|establish
定休	regular holiday
定休日	regular holiday
定住	settlement|permanent residency
定例	established usage|precedent|regular practice
定価	list price|regular price|established price
定刻	appointed time|timetable|schedule
定員	fixed number|prescribed number|quota
定型	fixed form|regular shape|standard-size mail
定年	retirement age
定形	fixed form|regular shape|standard-size mail
定数	fixed number|quorum|constant
定時	regular time|stated period
定時制	part time
定期	fixed period|fixed term
定期便	regular service
定期券	commuter pass|season ticket
定期的	periodic|regular|routine
定期購読	subscription
定期預金	term deposit|time deposit
定款	company statute
定率	fixed rate
定番	standard|routine|regular
定着	sticking|settling|fixing
定義	definition
定規	ruler
定評	established reputation
定説	established theory|accepted opinion|accepted explanation
定量	fixed quantity
定額	ration|fixed amount
定食	set meal|special
宛	aim|object|purpose
宛先	address|destination
宛名	name
宜しい	all right|fine
宜しかっ	all right|fine
宜しく	properly|suitably|best regards
宜しさ	all right|fine
宝	treasure
宝くじ	lottery|lottery ticket
宝庫	treasury|treasure house|storehouse
宝物	treasure|treasured item|prized possession
宝石	gem|jewel|precious stone
宝飾	jewelry|jewellery
実	truth|fruit|reality
実っ	bear fruit|ripen
実に	indeed|absolutely|truly
実は	be honest|frankly
実り	ripening|crop|harvest
実る	bear fruit|ripen
実体	substance|essence|entity
実例	example|illustration|precedent
実像	real image|real form|real-life image
実刑	prison sentence
実利	use|utility|profit
実力	ability|true strength|merit
実効	practical effect|efficacy|efficiency
実務	practical business|practicum|practice
実勢	actual|real|true
実名	real name
実在	actual existence|real existence
実地	practice|actual practice|actual site
実子	biological child
実家	home
実弾	live bullets|live ammunition|ball cartridge
実情	real condition|actual circumstances
実感	real feeling|actual feeling
実態	true state|actual condition|reality
実態調査	fact-finding investigation|fact-finding survey
実戦	combat|battle|action
実技	practical skill
実数	real number
実施	enforcement|implementation|carrying out
実業	industry|business
実業家	businessman|industrialist
実権	real power
実況	actual state|real state|actual condition
実演	demonstration|presentation|stage show
実物	real thing|original|actual
実現	implementation|materialization|materialisation
実用	practical use|utility
実用的	practical|useful|utilitarian
実相	reality|ultimate reality
実績	achievements|actual results|accomplishments
実習	practice|training|practical exercise
実行	execution|carrying out|practice
実証	demonstration|verification|substantiation
実話	true story
実費	actual expenses|out-of-pocket expenses|cost price
実質	substance|essence
実質的	substantial|real
実践	practice|implementation|praxis
実際	reality|actuality|truth
実際は	in fact|actually|in reality
実験	experiment
実験室	laboratory
客	guest|visitor|customer
客員	guest member|associate member|honorary member
客室	guest room|guest cabin|passenger cabin
客席	guest seating|passenger seat|audience
客船	passenger boat
客観	objectivity|objective|object
客観的	objective
客足	customer traffic|customers|custom
客車	passenger car
客間	drawing room|parlor|parlour
宣伝	publicity|advertisement|advertising
宣告	sentence|verdict|pronouncement
宣教師	missionary
宣言	declaration|proclamation|announcement
宣誓	oath|abjuration|pledge
室	room|wife
室内	indoor
室内楽	chamber music
室町	muromachi
室長	section chief|laboratory manager|office head
宥め	soothe|calm|pacify
宥める	soothe|calm|pacify
宮中	imperial court
宮廷	imperial court|royal court
宮殿	palace
宰相	prime minister
害	injury|harm|evil influence
害する	injure|damage|harm
害虫	harmful insect|noxious insect|vermin
宴	party|banquet|feast
宴会	party|banquet|reception
宴席	banquet|dinner party
宵	evening
家	house|residence|one's house
家主	landlord|landlady|house owner
家事	housework|domestic chores|family affairs
家人	family member|household member
家具	furniture
家内	wife|one's family
家出	elopement|outing
家宅	domicile|premises
家屋	house|building
家庭	home|family|household
家庭内	domestic
家庭教師	private tutor|coach|governess
家庭科	home economics
家政	household economy|housekeeping|homemaking
家政婦	housekeeper|maid
家族	family
家族計画	family planning
家来	retainer|retinue|servant
家柄	lineage|parentage|pedigree
家業	family business|family trade|one's occupation
家畜	domestic animals|livestock|cattle
家系	family lineage
家裁	family court
家計	household economy|family finances
家財	household belongings|household goods|family fortune
家賃	rent
家電	household appliances|home appliances|consumer electronics
容器	container|receptacle|vessel
容姿	appearance
容易	easy|simple|plain
容易い	easy|simple|light
容易かっ	easy|simple|light
容易く	easy|simple|light
容易さ	easy|simple|light
容疑	suspicion|charge
容疑者	suspect
容積	capacity|volume
容認	approval
容赦	pardon|forgiveness|tolerance
容赦なく	mercilessly|relentlessly|unsparingly
容量	capacity|volume|capacitance
宿	lodging|inn|hotel
宿し	house|contain|harbour
宿す	house|contain|harbour
宿っ	dwell|live|remain
宿り	dwell|live|remain
宿る	dwell|live|remain
宿命	fate|destiny|predestination
宿屋	inn
宿敵	old enemy|longtime enemy|arch-enemy
宿泊	accommodation|lodging
宿舎	lodging house
宿題	homework|assignment|pending issue
宿駅	relay station|post station|stage
寂	patina|antique look|elegant simplicity
寂しい	lonely|lonesome|solitary
寂しかっ	lonely|lonesome|solitary
寂しく	lonely|lonesome|solitary
寂しさ	lonely|lonesome|solitary
寂然	lonely|desolate|forlornness
寄せ	last moves|endgame
寄せる	come near|bring near|bring together
寄せ集め	mishmash|miscellany|medley
寄っ	approach|draw near|come near
寄り	approach|draw near|come near
寄り集まっ	gather together
寄り集まり	gather together
寄り集まる	gather together
寄る	approach|draw near|come near
寄与	contribution|service
寄付	contribution|donation
寄宿舎	boarding house|school dormitory
寄席	entertainment hall|vaudeville theater|music hall
寄生	parasitism
寄生虫	parasite
寄贈	donation|presentation|gift
寄越し	send|forward|hand over
寄越す	send|forward|hand over
寄金	contribution|donation
寄附	contribution|donation
寅	the tiger
密か	secret|private|surreptitious
密入国	illegal immigration
密売	smuggling|bootlegging|illicit trade
密室	locked room|secret room
密度	density
密接	close|intimate|near
密林	close thicket|dense forest|jungle
密猟	poaching
密着	close adhesion
密約	secret agreement
密航	smuggling|stowing away
密輸	smuggling|contraband trade
密集	crowding together|clustering together|close formation
富	riches|wealth|fortune
富み	abound in|be rich|be wealthy
富む	abound in|be rich|be wealthy
富ん	abound in|be rich|be wealthy
富士山	mount fuji|fujiyama|fuji-san
富者	rich person|millionaire|the wealthy
富裕	wealth|riches|affluence
富豪	wealthy person|millionaire
寒い	cold|uninteresting|lame
寒かっ	cold|uninteresting|lame
寒く	cold|uninteresting|lame
寒さ	coldness
寒中	mid-winter|cold season
寒冷	cold|coldness|chilliness
寒暖計	thermometer
寒村	deserted village|poor village
寒気	chill|the shivers|shivering fit
寒波	cold wave
寛い	relax
寛ぎ	relax
寛ぐ	relax
寛大	tolerant|generous|lenient
寛容	tolerance|open-mindedness|forbearance
寝	sleep
寝る	sleep
寝不足	insufficient sleep
寝付い	fall asleep
寝付き	fall asleep
寝付く	fall asleep
寝具	bedding|bedclothes
寝台	bed|couch
寝坊	oversleeping|late riser|sleepyhead
寝室	bedroom
寝巻	sleep-wear|nightclothes|pyjamas
寝巻き	sleep-wear|nightclothes|pyjamas
寝床	bed|berth|crib
寝泊まり	lodging
寝相	sleeping posture
寝言	sleep-talking|nonsense|gibberish
寝転び	lie down
寝転ぶ	lie down
寝転ん	lie down
寝返っ	change sides|double-cross|betray
寝返り	betrayal|double-crossing
寝返る	change sides|double-cross|betray
寝過ごし	oversleep
寝過ごす	oversleep
寝間着	sleep-wear|nightclothes|pyjamas
寝顔	sleeping face
察する	guess|sense|presume
察知	sense|infer
寡占	oligopoly
寡婦	widow|unmarried woman
寡黙	untalkative|quiet|taciturn
寧ろ	rather|better|instead
審判	refereeing|trial|judgement
審問	interrogation|hearing|trial
審査	judging|inspection|examination
審理	trial
審議	deliberation
寮	hostel|dormitory|bureau
寮生	boarder|boarding student
寸暇	moment's leisure|free minute
寸法	measurement|size|extent
寺	temple
寺院	buddhist temple|religious building|church
対	opposite|pair|opposition
対する	face|be facing
対価	compensation|equivalent value|consideration
対処	dealing with|coping with
対向	counter-|corresponding|face
対外	external|foreign
対岸	opposite shore
対峙	confrontation
対応	correspondence|equivalence|suitability
対戦	fighting|taking on|facing
対抗	opposition|rivalry|competition
対日	toward japan|with japan
対案	counter-proposal|counter-suggestion
対極	antipodes|other extreme|opposite
対比	contrast|comparison
対決	confrontation|showdown
対照	contrast|antithesis|comparison
対照的	contrastive
対症療法	symptomatic therapy|makeshift solution
対称	symmetry|second person
対立	confrontation|opposition|antagonism
対等	equality|equivalence
対策	measure|step|countermeasure
対話	dialogue|discussion|conversation
対談	talk|dialogue|conversation
対象	target|object|subject
対面	meeting face-to-face|facing|opposing
寿	congratulations|felicitations|best wishes
寿司	sushi
寿命	life span
封	seal
封じ	seal|prevent|forbid
封じる	seal|prevent|forbid
封建主義	feudalism
封建的	feudal|feudalistic
封書	sealed letter
封筒	envelope
封鎖	blockade|lockdown|sealing off
専任	full-time service
専修	specialization|specialisation
専制	despotism|autocracy
専務	special duty|executive director
専売	monopoly|monopolization
専守防衛	nonaggressive defense
専属	exclusive|attached to|specialist
専従	working full-time
専念	absorption|devoting oneself
専攻	major subject|special study
専業	special occupation|principal occupation|specialty
専横	arbitrariness|despotism|high-handedness
専用	exclusive use|private use|personal use
専門	speciality|specialty|expert
専門医	medical specialist
専門学校	vocational school|technical school
専門家	specialist|expert|professional
専門店	specialist shop
専門的	technical|exclusive|professional
射し	shine
射す	shine
射る	shoot
射撃	firing|shooting|fire
射止め	shoot dead|bring down|win
射止める	shoot dead|bring down|win
射程	range
射精	ejaculation
将	commander|general|leader
将来	future|prospects
将来性	future prospects|promise
将来的	future|possible|potential
将校	commissioned officer
将棋	shogi|japanese chess
将軍	general|shogun
尊い	precious|valuable|priceless
尊かっ	precious|valuable|priceless
尊く	precious|valuable|priceless
尊さ	precious|valuable|priceless
尊び	value|prize|esteem
尊ぶ	value|prize|esteem
尊ん	value|prize|esteem
尊厳	dignity|majesty|sanctity
尊敬	respect|esteem|reverence
尊称	honorary title
尊重	respect|esteem|regard
尋ね	enquire|inquire|search
尋ねる	enquire|inquire|search
尋ね人	missing person|wanted person
尋問	questioning|interrogation|examination
尋常	common|usual
導い	guide|lead|conduct
導き	guide|lead|conduct
導く	guide|lead|conduct
導入	introduction|bringing in|leading in
導火線	fuse
小	smallness|small item|short month
小さい	small|little|tiny
小さかっ	small|little|tiny
小さく	small|little|tiny
小ささ	small|little|tiny
小さじ	teaspoon
小さな	small|little|tiny
小人	child|small person|dwarf
小便	urine|piss|pee
小僧	youngster|boy|kid
小児	young child|infant
小児病	childhood diseases
小児科	pediatrics
小冊子	booklet|pamphlet
小刀	knife|short sword|small sword
小切手	cheque|check
小刻み	mincing|chopping finely
小包	parcel|package
小包み	parcel|package
小口	cut end|edge|small amount
小品	short piece|small work|literary sketch
小国	small country
小型	small|small-sized|small-scale
小声	low voice|whisper
小売	retail
小売り	retail
小売り店	retail store|retail shop
小売価格	retail price
小売店	retail store|retail shop
小学	elementary school|primary school|grade school
小学校	primary school|elementary school|grade school
小屋	hut|cabin|shed
小山	hill|knoll
小島	small island|islet
小川	stream|brook|creek
小差	slight difference|narrow margin
小幅	small|narrow|single-breadth cloth
小康	lull|breathing spell|respite
小惑星	asteroid
小手先	one's hands|cheap trick|superficial wit
小指	little finger|pinky|little toe
小数	fraction|decimal fraction
小数点	decimal point|radix point
小文字	lowercase letter|small letter
小枝	twig|spray
小柄	small build|small stature|petite
小火	small fire
小牛	calf|small cow
小物	accessories|small articles|minor character
小皿	small dish
小石	pebble
小羊	lamb
小舟	small boat
小規模	small scale
小言	scolding|telling-off|rebuke
小説	novel|story
小説家	novelist|fiction writer
小豆	adzuki bean
小道具	small tool|gadget|properties
小遣い	pocket money|spending money|pin money
小選挙区	single-member constituency
小量	small quantity|small amount|narrowmindedness
小銃	rifle|small arms
小銭	small change|coins
小雨	light rain|drizzle
小鳥	small bird|little bird
小麦	wheat
小麦粉	wheat flour
少々	small quantity
少し	small quantity|little|few
少しも	a bit
少ない	few|a little|scarce
少なかっ	few|a little|scarce
少なからず	considerably
少なく	few|a little|scarce
少なくとも	at least
少なさ	few|a little|scarce
少佐	major|lieutenant commander|wing commander
少女	little girl|maiden|young lady
少将	major general|rear admiral|air commodore
少尉	second lieutenant|sublieutenant|ensign
少年	boy|juvenile|young boy
少数	small number|few|minority
少数意見	minority opinion
少量	small quantity|small amount|narrowmindedness
少額	small sum|small denomination
尖っ	become pointed|become sharp|look displeased
尖り	become pointed|become sharp|look displeased
尖る	become pointed|become sharp|look displeased
尚	yet|greater|further
尚且つ	besides|furthermore|and yet
尚更	still less|even less
尤も	reasonable|natural
尤もらしい	plausible|believable|solemn
尤もらしかっ	plausible|believable|solemn
尤もらしく	plausible|believable|solemn
尤もらしさ	plausible|believable|solemn
就い	take|assume|be hired
就き	take|assume|be hired
就く	take|assume|be hired
就任	assumption|taking up|inauguration
就労	working|being employed|being hired
就学	entering school|school attendance
就寝	retiring
就業	employment|starting work
就活	job hunting|job searching
就職	finding employment
就航	entering service
尺	shaku|rule|measure
尺八	shakuhachi|blow job|fellatio
尺度	gauge|standard|measure
尻	buttocks|behind|rump
尻尾	tail|tail end|tip
尼	nun|bitch
尼僧	nun|priestess
尽き	be exhausted|be consumed
尽きる	be exhausted|be consumed
尽くし	exhaust|run out|devote
尽くす	exhaust|run out|devote
尽力	efforts|exertion|endeavour
尾	tail|tail end
尾根	ridge
尾行	shadow|tail|following
尿	urine
尿酸	uric acid
局	bureau|department|office
局員	clerk|staff
局地	locality|local area|limited area
局留め	general delivery|counter collection|poste restante
局長	bureau director|office chief
局面	situation
屁	wind|gas|fart
居っ	exist
居り	exist
居る	exist|stay
居住	residence|abode|dwelling
居住者	resident|inhabitant
居候	freeloader|sponger
居場所	whereabouts|place|location
居室	living room
居心地	comfort
居眠り	nodding off|dozing
居酒屋	izakaya
居間	living room|sitting room
屈折	bending|curving|twisting
屈指	leading|foremost|preeminent
屈託	worry|care|concern
屈辱	disgrace|humiliation
届	report|notification|registration
届い	reach|touch|carry
届き	reach|touch|carry
届く	reach|touch|carry
届け	report|notification|registration
届ける	deliver|forward|send
届け出	report|notification
屋上	rooftop
屋内	indoor
屋台	cart|stall|stand
屋外	outdoors|outside
屋敷	residence|estate|grounds
屋根	roof
屏風	folding screen
屑	waste|scrap|garbage
展望	view|outlook|prospect
展示	exhibition|display
展示会	exhibition
展覧会	exhibition
展開	development|evolution|progression
属する	belong to|come under
屡々	often|frequently|repeatedly
履い	put on|wear|affix
履き	put on|wear|affix
履き古し	worn-out shoes|worn-out socks
履く	put on|wear|affix
履歴	personal history|background|career
履歴書	personal history|curriculum vitae|resume
履物	footwear|footgear|shoes
履行	performance|fulfillment|fulfilment
屯	ton|tonne
山	mountain|hill
山々	mountains|greatly
山地	mountainous district
山奥	mountain recesses
山寺	mountain temple
山小屋	hut|shack|refuge
山岳	mountains
山崩れ	landslide
山形	yamagata|mountain shape|chevron
山村	mountain village
山林	mountain forest|montane forest
山火事	forest fire|bushfire|wildfire
山猫	wildcat|wild cat|stray cat
山登り	mountain climbing|mountaineering
山積	piling up|accumulating
山系	mountain range|mountain system
山脈	mountain range|mountain belt
山荘	mountain villa|mountain retreat|mountain cottage
山葵	wasabi|japanese horseradish
山賊	bandit|brigand
山道	mountain road|mountain trail
山野	countryside
山陰	mountain recess
山陽	sanyo district
山頂	summit
屹度	surely|undoubtedly|almost certainly
岐路	forked road|crossroads
岐阜	gifu
岩	rock|boulder|crag
岩塩	halite|rock salt
岩屋	cavern|grotto
岩山	rocky mountain
岩盤	bedrock
岩石	rock
岩礁	reef
岩間	among rocks
岬	cape
岳	peak|mountain
岸	bank|coast|shore
岸壁	quay|wharf|jetty
岸辺	shore|bank
峠	pass|ridge|peak
峡谷	gorge|ravine|canyon
峰	peak|summit|ridge
島	island|one's territory|one's turf
島々	islands
島内	on-island
島国	island country
島根	shimane|island country
崇拝	worship|adoration|admiration
崇高	lofty|sublime|noble
崎	small peninsula|cape|promontory
崖	cliff|precipice
崩し	destroy|demolish|pull down
崩す	destroy|demolish|pull down
崩れ	crumbling|collapse|ruin
崩れる	collapse|crumble|become disorganized
崩壊	collapse|crumbling|breaking down
崩落	collapse|break|cave-in
嵌め	insert|put in|button
嵌める	insert|put in|button
嵐	storm|tempest|uproar
川	river|stream
川上	upstream
川下	downstream
川原	dry riverbed|river beach
川口	estuary
川岸	riverbank|riverside
川崎	kawasaki
川柳	comic haiku
川端	riverbank
州	state|province|canton
州政府	state government
州都	state capital|provincial capital|county town
巡っ	go around|return
巡り	go around|return
巡り会い	meet fortuitously|happen across
巡り会う	meet fortuitously|happen across
巡り会っ	meet fortuitously|happen across
巡る	go around|return
巡回	going around|patrol|round
巡査	police officer|policeman|constable
巡業	provincial tour
巡礼	pilgrimage|pilgrim
巡航	cruise|cruising
巡視	inspection tour
巣	nest|rookery|breeding place
巣立ち	becoming independent
工事	construction work
工作	handicraft|work|construction
工作員	spy|agent provocateur|covert operative
工作機械	machine tools
工兵	combat engineer|military engineer|combat engineering
工務	engineering|engineering works
工員	factory worker
工場	factory|plant|mill
工夫	devising|contriving|figuring out
工学	engineering
工房	workshop|studio|atelier
工業	industry
工科	engineering course
工程	process|operation
工芸	industrial arts|craft
工費	construction cost
左	left
左上	upper left
左側	left side|left-hand side
左利き	left-handedness|left-handed person|left-hander
左前	going badly
左右	control|influence|domination
左手	left hand|left-hand side|left-hand direction
左折	left turn
左派	left wing
左翼	left-wing|left wing|left flank
左腕	left arm|left-handed
左記	undermentioned|the following|at left
左足	left foot|left leg
左遷	demotion|relegation|degradation
巧い	skillful|skilful|clever
巧かっ	skillful|skilful|clever
巧く	skillful|skilful|clever
巧さ	skillful|skilful|clever
巧み	skillful|adroit|dexterous
巧妙	ingenious|skillful|clever
巧拙	skill|workmanship|dexterity
巧者	cleverness|skill|tact
巨人	giant|great man|tokyo giants
巨体	huge body|large build
巨匠	master|masterhand|maestro
巨大	huge|gigantic|enormous
巨星	giant star|great person|giant
巨漢	giant
巨視的	macroscopic|comprehensive|all-including
巨額	huge sum|enormous sum|massive amount
巫女	miko|shrine maiden|medium
巫山戯	joke|jest|kid
巫山戯る	joke|jest|kid
差	difference|variation
差し	shine|be visible
差し上げ	lift up|hold up|raise
差し上げる	lift up|hold up|raise
差し伸べ	hold out|extend|stretch
差し伸べる	hold out|extend|stretch
差し出し	present|submit|tender
差し出す	present|submit|tender
差し引き	deduction|subtraction|balance
差し当たり	at present|hindrance
差し戻し	send back|refer back
差し戻す	send back|refer back
差し掛かっ	come near|approach
差し掛かり	come near|approach
差し掛かる	come near|approach
差し控え	refrain|withhold
差し控える	refrain|withhold
差し支え	hindrance|impediment
差し支える	interfere|hinder|be hindered
差し止め	prohibition|ban|suspension
差し込み	insert|put in|thrust in
差し込む	insert|put in|thrust in
差し込ん	insert|put in|thrust in
差す	shine|be visible
差出人	sender
差別	distinction|differentiation|discrimination
差異	difference|disparity|gap
差益	marginal profits
差額	balance|difference|margin
巳	the snake|the serpent
巴	tomoe
巷	the public|the street|street
巻	roll|winding
巻い	wind|coil|roll
巻き	wind|coil|roll
巻き添え	involvement|entanglement|by-blow
巻き込み	roll up|enfold|swallow up
巻き込む	roll up|enfold|swallow up
巻き込ん	roll up|enfold|swallow up
巻き返し	rally|recovery|rollback
巻く	wind|coil|roll
巻尺	tape measure
巻添え	involvement|entanglement|by-blow
巻込み	roll up|enfold|swallow up
巻込む	roll up|enfold|swallow up
巻込ん	roll up|enfold|swallow up
市	market|city|fair
市会	city council
市内	city|local
市営	municipal management
市営地下鉄	municipal subway
市場	market|marketplace|exchange
市場調査	market research
市外	suburbs
市役所	municipal office|council|city hall
市政	municipal government
市民	citizen|citizenry|public
市民権	citizenship|civic rights|civil rights
市民社会	civil society
市況	market conditions
市町村	municipalities
市立	municipal|city
市街	urban areas|the streets|town
市街地	town area|urban area|metropolitan area
市議	city councillor|city councilor|city assemblyman
市議会	city council
市道	city road|municipal road
市部	urban areas
市長	mayor
布	cloth|bujian
布告	edict|ordinance|proclamation
布団	futon
布地	cloth|fabric
布巾	tea-towel|dish cloth
布教	propagation|proselytizing|missionary work
布施	alms-giving|charity
布石	opening moves|preparation|preparatory steps
布陣	battle formation|lineup
帆	sail
帆船	sailing ship|sailing boat|sailing vessel
帆走	sailing
希少	scarce|rare
希望	hope|wish|aspiration
希臘	greece
希薄	thin|diluted|sparse
帝	emperor|mikado|imperial residence
帝京	the capital
帝国	empire
帝国主義	imperialism
帝政	imperial government|imperialism|monarchical rule
師事	studying under
師匠	master|teacher|stable master
師団	division
師範	instructor|teacher|model
師走	twelfth month|december
席	seat|location|place
席巻	sweeping conquest|sweeping over|conquering
帯	obi|kimono sash
帯び	wear|carry|be entrusted
帯びる	wear|carry|be entrusted
帰し	send back|send home
帰す	send back|send home
帰っ	return|come home|go home
帰り	return|coming back
帰り道	return trip
帰る	return|come home|go home
帰休	leave|furlough|temporary layoff
帰依	conversion
帰化	naturalization|naturalisation
帰宅	returning home
帰属	belonging|ascription|attribution
帰省	homecoming|returning home
帰途	returning
帰還	repatriation|return|feedback
帳消し	writing off|cancellation|cancelling out
帳簿	account book|register|ledger
常に	always|constantly
常任	standing|regular|permanent
常任委員会	standing committee
常務	managing director|executive director|routine business
常勤	full-time employment
常時	usually|ordinarily|always
常用	habitual use|daily use
常習	custom|common practice|habit
常設	standing|permanent
常識	common sense|good sense|common knowledge
常識的	ordinary|sensible|commonplace
常軌	normal course|proper course|regular way
常連	regular customer|regular patron|frequenter
常駐	permanent stationing|staying permanently
帽子	hat|cap
幅	width|breadth|freedom
幅広い	extensive|wide|broad
幅広かっ	extensive|wide|broad
幅広く	extensive|wide|broad
幅広さ	extensive|wide|broad
幕	curtain|bunting|act
幕僚	staff|staff officer
幕内	highest-ranking division
幕切れ	last scene
幕府	bakufu|shogunate
幕開け	opening|beginning
干し	air|dry|desiccate
干す	air|dry|desiccate
干る	dry
干拓	land reclamation
干渉	interference|intervention|meddling
干潟	tidal flat|tideland
平たい	flat|level|simple
平たかっ	flat|level|simple
平たく	flat|level|simple
平たさ	flat|level|simple
平ら	flat|level|smooth
平仮名	hiragana
平凡	ordinary|common|commonplace
平和	peace|harmony
平地	level ground|plain|flatland
平均	average|mean|balance
平均点	average mark|mean point
平壌	pyongyang
平安	peace|tranquility|tranquillity
平常	normal|usual|ordinary
平年	non-leap year|normal year
平年並み	average year|normal year
平成	heisei era
平方	square
平方キロメートル	square kilometer|square kilometre
平方メートル	square metre|square meter
平日	weekday|ordinary days
平時	peacetime|ordinary times|normal times
平気	coolness|calmness|composure
平泳ぎ	breaststroke
平穏	tranquil|calm|restful
平等	equality|impartiality|evenness
平行	parallelism|running parallel|running concurrently
平行線	parallel lines
平衡	even scale|equilibrium|balance
平野	plain|open field
平静	calm|serenity|tranquillity
平面	level surface|plane
年々	annually|every year
年をとっ	grow old|age
年をとり	grow old|age
年をとる	grow old|age
年上	older|senior
年下	younger|junior
年中	whole year|always|perpetually
年代	age|era|period
年会	conference|annual convention
年俸	annual salary
年刊	annual publication
年功	long service
年収	annual income
年取った	aged
年商	yearly turnover
年始	new year
年寄り	old person|elderly person|senior citizen
年度	fiscal year|financial year|academic year
年後	years later
年月日	date
年末	end-of-year
年次	annual|yearly
年率	annual rate
年産	annual production
年表	chronological table
年譜	chronological record
年輩	elderly|age|years
年輪	growth ring
年配	elderly|age|years
年金	annuity|pension
年鑑	yearbook|almanac|annual
年長	senior|older
年間	a year
年頃	approximate age|apparent age|marriageable age
年額	yearly amount
年齢	age|years
年齢層	age range|age-group|age bracket
幸	good luck|fortune|happiness
幸い	happiness|blessedness|luck
幸せ	happiness|good fortune|luck
幸福	happiness|well-being|joy
幸運	good luck|fortune
幹	trunk|shaft|handle
幹事	executive secretary|coordinator|organizer
幹線	main line|trunk line
幹部	management|staff|leaders
幻	phantom|vision|illusion
幻影	phantom|vision|illusion
幻想	fantasy|illusion|vision
幻滅	disillusionment
幻覚	hallucination|illusion
幼い	very young|little|childish
幼かっ	very young|little|childish
幼く	very young|little|childish
幼さ	very young|little|childish
幼なじみ	childhood friend|old playmate
幼児	young child|toddler
幼子	infant|baby|little child
幼少	infancy|childhood|tender age
幼少期	childhood
幼稚	infancy|childish|infantile
幼稚園	kindergarten
幼虫	larva|grub|maggot
幽閉	confinement|imprisonment|incarceration
幽霊	ghost|specter|spectre
幾	several
幾何	geometry
幾何学	geometry
幾分	somewhat|part|portion
幾度	often
庁	government office|agency|board
広い	spacious|vast|wide
広かっ	spacious|vast|wide
広がっ	spread|extend|stretch
広がり	spread|span|expanse
広がる	spread|extend|stretch
広く	spacious|vast|wide
広げ	spread|extend|expand
広げる	spread|extend|expand
広さ	extent
広まっ	spread|be propagated
広まり	spread
広まる	spread|be propagated
広め	spread|propagate|popularize
広める	spread|propagate|popularize
広告	advertisement|advertising|announcement
広域	wide area|wide view|zoomed-out view
広報	public relations|pr|publicity
広場	public square|square|plaza
広大	vast|extensive|immense
広島	hiroshima
広州	guangzhou|kwangchow|canton
広東	guangdong|kwangtung|guangzhou
広範囲	extensive|vast range|wide scope
広葉樹	broadleaf tree
庇い	protect|look after|defend
庇う	protect|look after|defend
庇っ	protect|look after|defend
床	bed|floor|bedding
床の間	tokonoma
床屋	barbershop|barber shop|barber
序	opportunity|occasion|chance
序で	opportunity|occasion|chance
序でに	incidentally
序列	rank|ranking order|hierarchy
序幕	curtain-raiser|prologue
序文	preface|foreword|introduction
序曲	overture|prelude
序盤	the opening
序説	introduction
底	bottom|sole
底値	bottom price
底入れ	bottoming out
底力	latent energy|potentiality|real strength
底打ち	bottoming out
底流	bottom current|undercurrent
底辺	base|low class|low level
店	store|shop|establishment
店主	shopkeeper|storekeeper
店先	storefront|shopfront
店内	store interior
店員	employee|shop assistant|clerk
店舗	shop|store
店長	shop manager
店頭	shopfront|storefront|shopwindow
府庁	prefectural office
府県	prefectures
府知事	prefectural governor
府立	prefectural
府警	prefectural police
度	degree
度々	often|repeatedly|frequently
度に	whenever
度合	degree|extent
度合い	degree|extent
度数	frequency|incidence|degree
度胸	courage|bravery|pluck
座	seat|place|position
座っ	sit|squat|assume
座り	sitting|stability
座り込み	sit-in
座る	sit|squat|assume
座布団	zabuton
座席	seat
座敷	tatami room
座禅	zazen
座談会	symposium|round-table discussion
座長	chairman
庭	garden|yard|courtyard
庭園	garden|park
庭木	garden tree
庭球	tennis
庵	hermitage|retreat
庶務	general affairs
庶民	common people|ordinary people|masses
庶民的	popular|folksy|plebeian
廃坑	abandoned mine|disused mine
廃材	scrap wood|waste wood|waste
廃案	rejected bill
廃棄	disposal|abandonment|scrapping
廃棄物	waste matter|waste|garbage
廃業	discontinuation|closing down|giving up
廃止	abolition|repeal
廃絶	abolition|elimination|extinction
廃虚	ruins|abandoned building
廉価	low price|moderate price
廉売	bargain sale
廊下	corridor|hallway|passageway
延ばし	grow long|lengthen|extend
延ばす	grow long|lengthen|extend
延び	stretch|extend|lengthen
延びる	stretch|extend|lengthen
延べ	futures|credit
延命	prolonging life|life extension|life-support
延期	postponement|deferment|adjournment
延滞	arrears|overdue|delay
延長	extension|elongation|prolongation
建ち	be erected|be built
建っ	be erected|be built
建つ	be erected|be built
建て	build|construct
建てる	build|construct
建て前	face|official stance
建前	face|official stance
建材	building material
建物	building
建立	building|erection
建築	construction|architecture
建築士	licensed architect|registered architect
建築学	architecture
建築家	architect
建築物	building|structure
建設	construction|establishment
建設的	constructive
建議	proposition|motion|proposal
建造	building|construction
建造物	structure|building
廻っ	turn|revolve
廻り	turn|revolve
廻る	turn|revolve
弁	speech|tongue|talk
弁え	discern|discriminate|distinguish
弁える	discern|discriminate|distinguish
弁償	reimbursement|compensation|reparation
弁務官	commissioner
弁当	bento
弁慶	strong person
弁明	explanation|excuse|clarification
弁済	repayment|settlement|paying off
弁舌	speech|eloquence
弁解	explanation|excuse|justification
弁論	discussion|debate|argument
弁護	defense|defence|pleading
弁護人	counsel|defender|advocate
弁護士	lawyer|attorney
弄っ	finger|touch|play with
弄り	finger|touch|play with
弄る	finger|touch|play with
弊害	harmful effect|harmful influence|evil practice
弊社	our company|our firm
式	equation|formula|expression
式典	ceremony|rites
式場	ceremonial hall
式辞	ceremonial address
弓	bow|archery
弓矢	weapon|arms
弓道	kyudo|japanese archery
弔い	mourn for|grieve for|condole with
弔う	mourn for|grieve for|condole with
弔っ	mourn for|grieve for|condole with
弔問	condolence call
弔意	condolence|sympathy|mourning
弔辞	memorial address
引い	pull|tug|lead
引き	pull|tug|lead
引きこもり	shut-in|stay-at-home|hikikomori
引きずっ	drag along|pull
引きずり	drag along|pull
引きずる	drag along|pull
引きつけ	attract|draw near|charm
引きつける	attract|draw near|charm
引きつっ	twitch|spasm|stiffen
引きつり	twitch|spasm|stiffen
引きつる	twitch|spasm|stiffen
引き上げ	pulling up|drawing up|salvage
引き上げる	pull up|drag up|lift up
引き下げ	reduction|cut
引き下げる	pull down|lower|reduce
引き付け	attract|draw near|charm
引き付ける	attract|draw near|charm
引き伸し	stretch larger|enlarge
引き伸す	stretch larger|enlarge
引き伸ばし	stretch larger|enlarge
引き伸ばす	stretch larger|enlarge
引き出し	drawer|withdrawal
引き出す	pull out|take out|draw out
引き分け	draw|tie game
引き取っ	receive|accept|collect
引き取り	leaving|accepting
引き取る	receive|accept|collect
引き受け	undertaking|underwriting|acceptance
引き受ける	take on|undertake|accept
引き合い	reference|example|instance
引き延し	stretch larger|enlarge
引き延す	stretch larger|enlarge
引き延ばし	extension|prolongation|enlargement
引き延ばす	stretch larger|enlarge
引き戻し	bring back|restore
引き戻す	bring back|restore
引き抜い	extract|pull out|draw out
引き抜き	extract|pull out|draw out
引き抜く	extract|pull out|draw out
引き換え	exchange|conversion
引き替え	exchange|conversion
引き止め	detain|check|restrain
引き止める	detain|check|restrain
引き渡し	delivery|handing over|turning over
引き渡す	deliver|extradite|stretch across
引き算	subtraction
引き継い	take over|hand over
引き継ぎ	taking over|handing over|inheriting
引き継ぐ	take over|hand over
引き続き	continuously|continually
引き締まっ	become tense|be tightened|become firm
引き締まり	become tense|be tightened|become firm
引き締まる	become tense|be tightened|become firm
引き締め	tightening
引き締める	tighten|stiffen|brace
引き裂い	tear up|tear off|rip up
引き裂き	tear up|tear off|rip up
引き裂く	tear up|tear off|rip up
引き起こし	cause|induce|bring about
引き起こす	cause|induce|bring about
引き起し	cause|induce|bring about
引き起す	cause|induce|bring about
引き返し	turn back|come back|return
引き返す	turn back|come back|return
引き金	trigger|immediate cause
引き離し	pull apart|separate|outdistance
引き離す	pull apart|separate|outdistance
引く	pull|tug|lead
引っかかっ	stop by|be delayed|take time
引っかかり	stop by|be delayed|take time
引っかかる	stop by|be delayed|take time
引っ付い	stick to|cling to|adhere to
引っ付き	stick to|cling to|adhere to
引っ付く	stick to|cling to|adhere to
引っ張っ	pull|draw|pull tight
引っ張り	pull|draw|pull tight
引っ張る	pull|draw|pull tight
引っ掛かっ	stop by|be delayed|take time
引っ掛かり	stop by|be delayed|take time
引っ掛かる	stop by|be delayed|take time
引っ掛け	hang on|throw on|hook
引っ掛ける	hang on|throw on|hook
引っ掛っ	stop by|be delayed|take time
引っ掛り	stop by|be delayed|take time
引っ掛る	stop by|be delayed|take time
引っ越し	moving|changing residence
引っ越す	move|change residence
引っ込み	draw back|sink|cave in
引っ込む	draw back|sink|cave in
引っ込ん	draw back|sink|cave in
引上げ	pull up|drag up|lift up
引上げる	pull up|drag up|lift up
引下げ	pull down|lower|reduce
引下げる	pull down|lower|reduce
引付け	attract|draw near|charm
引付ける	attract|draw near|charm
引伸し	stretch larger|enlarge
引伸す	stretch larger|enlarge
引伸ばし	stretch larger|enlarge
引伸ばす	stretch larger|enlarge
引出し	drawer|withdrawal
引出す	pull out|take out|draw out
引分け	draw|tie game
引力	attraction|affinity|gravitational pull
引取っ	receive|accept|collect
引取り	receive|accept|collect
引取る	receive|accept|collect
引受け	take on|undertake|accept
引受ける	take on|undertake|accept
引延し	stretch larger|enlarge
引延す	stretch larger|enlarge
引延ばし	stretch larger|enlarge
引延ばす	stretch larger|enlarge
引戻し	bring back|restore
引戻す	bring back|restore
引抜い	extract|pull out|draw out
引抜き	extract|pull out|draw out
引抜く	extract|pull out|draw out
引換え	exchange|conversion
引替え	exchange|conversion
引止め	detain|check|restrain
引止める	detain|check|restrain
引用	quotation|citation|reference
引算	subtraction
引継い	take over|hand over
引継ぎ	taking over|handing over|inheriting
引継ぐ	take over|hand over
引続き	continuously|continually
引締め	tightening
引裂い	tear up|tear off|rip up
引裂き	tear up|tear off|rip up
引裂く	tear up|tear off|rip up
引責	taking responsibility
引返し	turn back|come back|return
引返す	turn back|come back|return
引退	retirement
引金	trigger|immediate cause
引離し	pull apart|separate|outdistance
引離す	pull apart|separate|outdistance
弛み	slacken|loosen|relax
弛む	slacken|loosen|relax
弛ん	slacken|loosen|relax
弟	younger brother|little brother|kid brother
弟子	pupil|disciple|adherent
弥生	thick growth
弦	bowstring|string
弦楽	string music
弦楽器	string instrument|stringed instrument
弱	weakness|the weak
弱い	weak|frail|delicate
弱かっ	weak|frail|delicate
弱く	weak|frail|delicate
弱さ	weak|frail|delicate
弱っ	weaken|grow weak|wane
弱まっ	abate|weaken|be emaciated
弱まり	abate|weaken|be emaciated
弱まる	abate|weaken|be emaciated
弱み	weakness|shortcoming|failing
弱め	weaken
弱める	weaken
弱り	weaken|grow weak|wane
弱る	weaken|grow weak|wane
弱体	weak
弱冠	youth|early age
弱気	timid|weak-kneed|fainthearted
弱点	weak point|weakness|shortcoming
弱者	weak person|the weak|vulnerable person
弱腰	weak attitude
弱虫	coward|weakling|scaredy cat
弱音	feeble complaint|whine
張っ	stick|paste|affix
張り	stick|paste|affix
張り出し	project|overhang|stick out
張り出す	project|overhang|stick out
張り切っ	be enthusiastic|be eager
張り切り	be enthusiastic|be eager
張り切る	be enthusiastic|be eager
張り紙	paper patch|paper backing|poster
張る	stick|paste|affix
張本人	originator|ringleader|perpetrator
強い	strong|potent|competent
強いて	by force
強いる	force|compel|coerce
強かっ	strong|potent|competent
強く	strong|potent|competent
強さ	strength|power
強ち	not necessarily|not entirely|not altogether
強まっ	get strong|gain strength
強まり	get strong|gain strength
強まる	get strong|gain strength
強み	forte|strong point
強め	strengthen|emphasize|emphasise
強める	strengthen|emphasize|emphasise
強制	compulsion|coercion|forcing
強制的	forced|compulsory
強力	powerful|strong
強化	strengthening|intensifying|reinforcement
強固	firm|strong|solid
強国	strong nation|powerful country
強壮	able-bodied|robust|sturdy
強大	mighty|powerful
強奪	pillage|seizure|hijacking
強度	strength|intensity
強引	overbearing|coercive|pushy
強弱	strength|stress|loudness
強情	obstinate|stubborn|headstrong
強打	smiting|blow
強敵	formidable enemy|strong enemy|tough enemy
強権	iron fist|heavy hand
強気	confident|assured|self-assured
強烈	strong|intense|severe
強盗	robber|mugger|robbery
強硬	firm|strong|unbending
強者	strong person|the strong|the powerful
強行	forcing|enforcement|forced
強行採決	steamroller voting|steamrollering
強要	coercion|extortion|compulsion
強調	emphasis|highlight|stress
強請っ	beg|pester|plead
強請り	beg|pester|plead
強請る	beg|pester|plead
強豪	overwhelming strength|powerhouse
強風	strong wind|high wind|moderate gale
弾い	flip|play|snap
弾き	flip|play|snap
弾く	flip|play|snap
弾み	bounce|spring|rebound
弾む	spring|bound|bounce
弾ん	spring|bound|bounce
弾丸	bullet|shot|shell
弾力	elasticity|flexibility
弾劾	impeachment|denunciation|accusation
弾圧	oppression|suppression|pressure
弾薬	ammunition|ammo
弾道	trajectory
弾頭	warhead
当たっ	be hit|strike|touch
当たり	hit|success
当たり前	natural|reasonable|obvious
当たり役	successful role
当たる	be hit|strike|touch
当て	aim|object|purpose
当てはまっ	apply|be applicable|come under
当てはまり	apply|be applicable|come under
当てはまる	apply|be applicable|come under
当てはめ	apply|adapt
当てはめる	apply|adapt
当てる	hit|expose
当り	hit|success
当り前	natural|reasonable|obvious
当事者	person concerned|interested party|related party
当初	beginning|start|outset
当地	this place
当局	authorities|relevant authorities|authorities concerned
当店	this store
当惑	bewilderment|perplexity|embarrassment
当方	our part
当日	appointed day
当期	current term
当然	naturally|rightly|deservedly
当確	home free
当社	shrine|company|firm
当落	result
当選	being elected|being selected
当面	current|urgent|pressing
彗星	comet
形	form|shape|figure
形勢	condition|situation|prospects
形容	describing|comparing|expressing figuratively
形容詞	adjective|i-adjective
形式	form|formality|method
形式的	formal
形態	form|shape|figure
形成	formation|molding|making up
形状	shape|form
形見	memento|keepsake|heirloom
形跡	traces|evidence
彩っ	colour|color|paint
彩り	coloring|colouring|coloration
彩る	colour|color|paint
彩色	colouring|coloring|colouration
彫っ	carve|engrave|sculpt
彫り	carve|engrave|sculpt
彫る	carve|engrave|sculpt
彫像	sculpture|carved statue|graven image
彫刻	carving|engraving|sculpture
彫塑	carving|engraving|clay model
彫金	chasing|metal carving|metal engraving
影	shadow|silhouette|figure
影の内閣	shadow cabinet
影絵	shadow picture|silhouette|shadowgraph
影響	influence|effect|to influence
影響力	influence|clout|leverage
彷徨い	loiter|putter|prowl
彷徨う	loiter|putter|prowl
彷徨き	loiter|putter|prowl
彷徨く	loiter|putter|prowl
彷徨っ	loiter|putter|prowl
役	role|assignment|responsibility
役に立たない	useless
役に立たなかっ	useless
役に立たなく	useless
役に立たなさ	useless
役に立ち	be helpful|be useful
役に立っ	be helpful|be useful
役に立つ	be helpful|be useful
役人	government official
役割	part|assigning parts|role
役員	director|executive|officer
役回り	role|part|duty
役場	town hall
役所	government office|public office
役柄	role
役目	duty|role|function
役立ち	be useful|be helpful
役立っ	be useful|be helpful
役立つ	be useful|be helpful
役者	actor|actress|clever person
役職	post|official position|managerial position
彼処	genitals|private parts|nether regions
彼岸	equinoctial week
彼此	around|round about|roughly
彼氏	boyfriend
往年	earlier years|former years|the past
往復	round-trip ticket|return ticket
往来	traffic|road|street
往生	death
往診	doctor's visit|house call
征服	conquest|subjugation|overcoming
待たし	keep waiting
待たす	keep waiting
待たせ	keep waiting
待たせる	keep waiting
待ち	waiting|waiting time|wait tile
待ち伏せ	ambush
待ち受け	await|expect
待ち受ける	await|expect
待ち合わせ	appointment
待ち合わせる	rendezvous
待ち合わせ場所	meeting place
待ち構え	wait|watch
待ち構える	wait|watch
待ち遠しい	longed-for|anxiously awaited
待ち遠しかっ	longed-for|anxiously awaited
待ち遠しく	longed-for|anxiously awaited
待ち遠しさ	longed-for|anxiously awaited
待っ	wait|await|anticipate
待つ	wait|await|anticipate
待合	rendezvous|meeting|assignation
待合室	waiting room
待望	waiting expectantly|waiting eagerly
待機	standing by
待遇	treatment|reception|service
後々	future|distant future
後ろ	behind|rear
後ろ向き	back-facing|backwards|backward-looking
後ろ姿	retreating figure
後ろ盾	backing|support|backer
後世	posterity|future life
後任	successor
後列	rear|back row
後半	second half|latter half
後半戦	second half
後回し	putting off|postponing
後天的	a posteriori|acquired
後妻	second wife
後始末	settlement|remedial measures
後悔	regret|repentance|remorse
後戻り	going backward|turning back|backtracking
後手	losing initiative|being forestalled|second move
後押し	pushing|backing|boosting
後援	support|backing
後方	behind
後日	later
後書	afterword|postscript
後書き	afterword|postscript
後期	latter period|second half|late stage
後片付け	tidying up|clearing up|cleaning up
後発	starting late|late departure
後継	succession|successor
後続	succeeding|following|trailing
後者	the latter
後見	guardianship|guardian|assistant
後輩	junior|younger people|younger student
後退	retreat|falling back|moving backwards
後進	one's junior|younger generation|next generation
後遺症	prognostic symptoms|after-effect
後部	rear|stern
徐々に	gradually|steadily|slowly
徐徐に	gradually|steadily|slowly
徐行	going slowly
徒労	fruitless effort|wasted effort|abortive scheme
徒歩	walking
従い	obey|abide by|follow
従う	obey|abide by|follow
従え	take along|conquer|subjugate
従える	take along|conquer|subjugate
従っ	obey|abide by|follow
従事	engaging in|pursuing|following
従兄弟	cousin
従姉妹	cousin
従属	subordination|dependency
従来	so far
従業員	employee|worker
従軍	military service
得	profit|advantage|benefit
得る	acquire|earn|obtain
得意	triumph|prosperity|pride
得意先	customer|client|patron
得点	scoring|score|points made
得票	poll votes
得策	profitable plan|good plan
御化け	goblin|monster|demon
御所	imperial palace|imperial residence|emperor
御殿	palace|court
御無沙汰	long silence
御用邸	imperial villa
御田	oden
御社	your company|your shrine
御苑	imperial garden
御輿	portable shrine|palanquin
御願い	request|favour|wish
御飯	cooked rice|meal
復元	restoration|reconstruction|reversion
復刻	republication|reissue|reprinting
復員	demobilization|demobilisation|repatriation
復帰	return|comeback|reinstatement
復旧	restoration|restitution|rehabilitation
復権	rehabilitation|reinstatement
復活	revival|come-back|restoration
復習	review|revision
復興	revival|reconstruction|restoration
復調	demodulation|recovery
復讐	revenge
循環	circulation|rotation|cycle
循環器	circulatory organ
微か	faint|dim|weak
微動	slight movement|slight tremor|quiver
微塵	particle|atom|little piece
微妙	subtle|delicate|fine
微小	microscopic
微熱	slight fever
微生物	microbe|germ
微笑	smile
微笑み	smile
微笑む	smile
微笑ん	smile
微細	minute|micro|detailed
微量	minuscule amount
微震	slight earthquake
徴候	sign|indication|omen
徴兵	conscription|recruitment|enlistment
徴収	collection|levy
徴税	tax collection|taxation
徹し	stick through|force through|spread throughout
徹す	stick through|force through|spread throughout
徹する	penetrate|sink in|devote oneself
徹底	thoroughness|completeness|consistency
徹底的	thorough|exhaustive|complete
心	mind|heart|spirit
心から	heartily|sincerely
心がけ	attitude|attention|care
心がける	try|endeavor|endeavour
心不全	heart failure
心中	double suicide|one's heart|lovers' suicide
心労	anxiety|worry|fear
心地	feeling|sensation|mood
心地よい	comfortable|pleasant
心地よかっ	comfortable|pleasant
心地よく	comfortable|pleasant
心地よさ	comfortable|pleasant
心境	mental state|mental attitude
心外	regrettable|vexing|upsetting
心強い	heartening|reassuring
心強かっ	heartening|reassuring
心強く	heartening|reassuring
心強さ	heartening|reassuring
心当たり	idea
心待ち	anticipation|expectation
心得	knowledge|understanding|rules
心得る	understand|regard as|take for
心情	sentiment|emotions|one's feelings
心意気	spirit|disposition
心掛け	attitude|attention|care
心掛ける	try|endeavor|endeavour
心構え	preparedness|readiness|mental attitude
心理	mentality|psychology
心理学	psychology
心理的	psychological|mental
心神耗弱	diminished capacity|diminished responsibility|legally unaccountable
心筋	heart muscle|myocardium
心細い	helpless|forlorn|hopeless
心細かっ	helpless|forlorn|hopeless
心細く	helpless|forlorn|hopeless
心細さ	helpless|forlorn|hopeless
心臓	heart|guts|nerve
心臓病	heart trouble|heart disease
心遣い	consideration|thoughtfulness|solicitude
心配	worry|concern|anxiety
心酔	adoration|admiration|devotion
必ず	always|without exception|necessarily
必ずしも	always|necessarily|entirely
必修	required
必勝	certain victory
必携	handbook|manual|vade mecum
必死	inevitable death
必然	inevitability|necessity
必然的	inevitable|necessary
必着	must arrive
必至	brinkmate
必要	necessary|essential|indispensable
必要性	necessity
必読	must-read|required reading
必需	necessary
必需品	necessities|necessary article|requisite
必須	indispensable|essential|requisite
必須条件	essential condition
忌まわしい	unpleasant|disagreeable|abominable
忌まわしかっ	unpleasant|disagreeable|abominable
忌まわしく	unpleasant|disagreeable|abominable
忌まわしさ	unpleasant|disagreeable|abominable
忌避	evasion|avoidance|shirking
忍び	conceal oneself|hide|endure
忍ぶ	conceal oneself|hide|endure
忍ん	conceal oneself|hide|endure
忍者	ninja
忍耐	endurance|perseverance|patience
志	resolution|intention|ambition
志し	plan|intend|aspire to
志す	plan|intend|aspire to
志向	intention|aim|preference
志望	wish|desire|ambition
志願	aspiration|volunteering|desire
忘れ	forget|leave carelessly|forget about
忘れる	forget|leave carelessly|forget about
忘れ物	lost article|something forgotten
忘却	forgetting completely|oblivion
忘年会	year-end party
忙しい	busy|occupied|hectic
忙しかっ	busy|occupied|hectic
忙しく	busy|occupied|hectic
忙しさ	busy|occupied|hectic
応え	respond|answer|meet
応える	respond|answer|meet
応じ	respond|satisfy|accept
応じる	respond|satisfy|accept
応ず	answer|respond|meet
応ずる	answer|respond|meet
応分	appropriate|reasonable
応募	application|subscription|entry
応募者	applicant
応対	dealing with|receiving|attending to
応急	emergency|first-aid
応接	reception|dealing with
応援	aid|assistance|help
応用	application|applied
応答	reply|answer|response
応酬	exchange|reciprocation|give-and-take
忠告	advice|warning
忠実	faithful|diligent|devoted
忠義	loyalty|devotion
忠臣	loyal retainer|loyal subject
忠誠	loyalty|sincerity|allegiance
快い	pleasant|agreeable|comfortable
快かっ	pleasant|agreeable|comfortable
快く	pleasant|agreeable|comfortable
快さ	pleasant|agreeable|comfortable
快勝	sweeping victory|easy victory
快感	pleasant feeling|pleasant sensation|pleasure
快挙	brilliant achievement|spectacular feat|splendid accomplishment
快晴	clear weather|cloudless weather|good weather
快楽	pleasure
快活	cheerful|lively|lighthearted
快調	fine|smooth
快速	high speed|rapidity|rapid-service train
快適	pleasant|agreeable|comfortable
念	sense|idea|feeling
念仏	nenbutsu|nianfo
念入り	careful|scrupulous|thorough
念力	willpower|faith|telekinesis
念書	written pledge|memorandum|legal instrument
念頭	mind|heed
忽ち	immediately|right away|at once
怒っ	get angry|get mad|scold
怒らせ	anger someone|provoke|offend someone
怒らせる	anger someone|provoke|offend someone
怒り	anger|rage|fury
怒る	get angry|get mad|scold
怒号	angry roar|bellow
怒気	anger|wrath
怒涛	surging waves|raging billows
怒鳴っ	shout|yell
怒鳴り	shout|yell
怒鳴る	shout|yell
怖い	scary|frightening|eerie
怖かっ	scary|frightening|eerie
怖がっ	fear|dread|be nervous
怖がり	fear|dread|be nervous
怖がる	fear|dread|be nervous
怖く	scary|frightening|eerie
怖さ	scary|frightening|eerie
思い	imagination|mind|heart
思いがけない	unexpected|by chance|casual
思いがけなかっ	unexpected|by chance|casual
思いがけなく	unexpected|by chance|casual
思いがけなさ	unexpected|by chance|casual
思いっきり	the utmost|with determination|hard
思いつき	plan|idea|suggestion
思いとどまっ	give up|desist from
思いとどまり	give up|desist from
思いとどまる	give up|desist from
思いやっ	be considerate|sympathize with|sympathise with
思いやり	consideration|thoughtfulness|sympathy
思いやる	be considerate|sympathize with|sympathise with
思い上がっ	be conceited
思い上がり	be conceited
思い上がる	be conceited
思い付い	hit upon
思い付き	plan|idea|suggestion
思い付く	hit upon
思い出	memories|recollections|reminiscence
思い切っ	abandon|despair of
思い切って	resolutely|boldly|decisively
思い切り	the utmost|with determination|hard
思い切る	abandon|despair of
思い当たっ	suddenly understand|strike on
思い当たり	suddenly understand|strike on
思い当たる	suddenly understand|strike on
思い描い	imagine|picture|figure
思い描き	imagine|picture|figure
思い描く	imagine|picture|figure
思い直し	re-think
思い直す	re-think
思い込み	be convinced|feel sure|assume
思い込む	be convinced|feel sure|assume
思い込ん	be convinced|feel sure|assume
思う存分	heartily|thoroughly|without restraint
思わく	expectation|anticipation|prediction
思わず	unconsciously|involuntarily|instinctively
思惑	expectation|anticipation|prediction
思想	idea|ideology
思慕	yearning|longing for|deep affection
思春期	puberty|adolescence
思案	careful thought|consideration|deliberation
思索	speculation|thinking|meditation
思考	consideration|thinking
怠い	sluggish|languid|listless
怠かっ	sluggish|languid|listless
怠く	sluggish|languid|listless
怠け	be idle|slacken|neglect
怠ける	be idle|slacken|neglect
怠け者	lazy person|lazy fellow|slothful person
怠さ	sluggish|languid|listless
怠っ	shirk
怠り	shirk
怠る	shirk
怠惰	lazy|idle|indolent
怠慢	negligence|neglect|carelessness
急	sudden|abrupt|unexpected
急い	hurry|rush|hasten
急かし	hurry|urge on|press
急かす	hurry|urge on|press
急きょ	hurriedly|in haste|sudden
急ぎ	haste|hurry|expedition
急ぐ	hurry|rush|hasten
急に	swiftly|rapidly|quickly
急ピッチ	quick pace
急伸	sudden rise|jump
急務	urgent business|pressing need|imperative
急増	rapid increase|proliferation|surge
急変	sudden turn|sudden change|accident
急性	acute
急性期	acute phase
急患	emergency case
急成長	rapid growth
急所	vital part|tender spot|weak point
急死	sudden death
急激	sudden|abrupt|rapid
急用	urgent business
急病	sudden illness
急落	sudden fall|sharp fall|sudden drop
急行	hurrying|rushing|hastening
急逝	sudden death
急速	rapid
急進	rapid progress|radical
急遽	hurriedly|in haste|sudden
急騰	sudden rise|sharp rise|jump
性	nature|sex
性交	sexual intercourse
性分	nature|disposition
性別	gender|sex
性向	inclination|tendency|nature
性急	hasty|rash|rushed
性感帯	erogenous zone
性教育	sex education
性格	character|personality|disposition
性欲	sexual desire|sex drive|lust
性病	venereal disease|vd|sti
性癖	disposition|inclination|characteristic
性的	gender|sex|sexual
性能	ability|performance|efficiency
性質	nature|property|disposition
怪しい	suspicious|dubious|questionable
怪しかっ	suspicious|dubious|questionable
怪しく	suspicious|dubious|questionable
怪しさ	suspicious|dubious|questionable
怪しみ	suspect
怪しむ	suspect
怪しん	suspect
怪奇	bizarre|strange|weird
怪我	injury|hurt
怪我人	wounded person|injured person
怪物	monster
怪獣	monster
怪談	ghost story
怯え	become frightened|be frightened|be scared
怯える	become frightened|be frightened|be scared
恋	love
恋しい	yearned for|longed for|missed
恋しかっ	yearned for|longed for|missed
恋しく	yearned for|longed for|missed
恋しさ	yearned for|longed for|missed
恋する	love
恋人	lover|sweetheart|boyfriend
恋心	love
恋愛	love|love-making|passion
恋文	love letter
恐らく	perhaps|likely|probably
恐るべき	dreadful|terrible|horrible
恐る恐る	fearfully|timidly|nervously
恐れ	fear|horror|anxiety
恐れる	fear
恐ろしい	terrible|dreadful|terrifying
恐ろしかっ	terrible|dreadful|terrifying
恐ろしく	terrible|dreadful|terrifying
恐ろしさ	terrible|dreadful|terrifying
恐喝	blackmail|extortion|threat
恐怖	fear|dread|dismay
恐怖症	phobia|morbid fear
恐慌	panic|scare|consternation
恐竜	dinosaur
恐縮	feeling obliged|being grateful|being thankful
恒久	permanence|perpetuity
恒例	established practice|custom
恒常	constancy|permanence
恒星	star
恥	shame|embarrassment|disgrace
恥さらし	disgrace|shame
恥じ	feel ashamed
恥じらい	feel shy|be bashful|blush
恥じらう	feel shy|be bashful|blush
恥じらっ	feel shy|be bashful|blush
恥じる	feel ashamed
恥ずかしい	embarrassing|embarrassed|ashamed
恥ずかしかっ	embarrassing|embarrassed|ashamed
恥ずかしく	embarrassing|embarrassed|ashamed
恥ずかしさ	embarrassing|embarrassed|ashamed
恥知らず	shameless|shameless person
恥辱	disgrace|shame|insult
恨み	resentment|grudge|malice
恨む	resent|blame|curse
恨ん	resent|blame|curse
恩	favour|favor|obligation
恩人	benefactor|patron
恩師	teacher|mentor
恩恵	grace|favor|favour
恩知らず	ungrateful
恩給	pension
恩賜	imperial gift
恩赦	amnesty|pardon
恩返し	repayment
息	breath|breathing|tone
息切れ	panting|puffing|losing momentum
息吹	breath|sign|vitality
息子	son|penis
恰も	as though|right then
恵まれ	abound in
恵まれる	abound in
恵み	blessing|grace
恵む	bless|give
恵ん	bless|give
恵比寿	ebisu
悉く	altogether|entirely
悔い	regret|repentance
悔いる	regret
悔しい	vexing|annoying|frustrating
悔しかっ	vexing|annoying|frustrating
悔しく	vexing|annoying|frustrating
悔しさ	vexing|annoying|frustrating
悔やみ	mourn|lament|be sorry
悔やむ	mourn|lament|be sorry
悔やん	mourn|lament|be sorry
悟っ	perceive|sense|discern
悟り	comprehension|understanding|enlightenment
悟る	perceive|sense|discern
悠久	eternity|perpetuity|permanence
悠長	leisurely|slow|deliberate
患い	be ill|suffer from|worry about
患う	be ill|suffer from|worry about
患っ	be ill|suffer from|worry about
患者	patient
患部	affected part|diseased part|wound
悩まし	afflict|torment|harass
悩ます	afflict|torment|harass
悩み	trouble|troubles|worry
悩む	be worried|be troubled
悩ん	be worried|be troubled
悪	evil|wickedness|the villain
悪い	bad|poor|undesirable
悪かっ	bad|poor|undesirable
悪く	bad|poor|undesirable
悪さ	badness|mean mischief
悪しからず	i'm sorry
悪事	evil deed|wrongdoing|crime
悪人	bad person|villain|scoundrel
悪化	deterioration|growing worse|aggravation
悪口	slander|bad-mouthing|abuse
悪夢	nightmare|bad dream
悪天候	bad weather
悪女	wicked woman|ugly woman
悪寒	chill|shakes|ague
悪影響	bad influence|negative influence
悪役	villain|baddie
悪循環	vicious circle|vicious cycle
悪徳	vice|immorality|corruption
悪性	malignant|virulent|pernicious
悪意	ill will|spite|evil intention
悪戯	mischief|prank|trick
悪気	ill will|malice|evil intent
悪用	abuse|misuse|perversion
悪者	bad guy|villain|evildoer
悪臭	stink|bad odor|bad odour
悪賢い	cunning|crafty|wily
悪賢かっ	cunning|crafty|wily
悪賢く	cunning|crafty|wily
悪賢さ	cunning|crafty|wily
悪質	malicious|vicious|malignant
悪魔	devil|demon|fiend
悲しい	sad|miserable|unhappy
悲しかっ	sad|miserable|unhappy
悲しく	sad|miserable|unhappy
悲しさ	sad|miserable|unhappy
悲しみ	sadness|sorrow|grief
悲しむ	be sad|mourn for|regret
悲しん	be sad|mourn for|regret
悲劇	tragedy|tragic drama|tragic play
悲哀	sorrow|grief|sadness
悲嘆	grief|sorrow|anguish
悲壮	heroic|grim|pathetic
悲恋	blighted love|disappointed love
悲惨	disastrous|tragic|miserable
悲痛	grief|sorrow|extreme sadness
悲観	pessimism|disappointment
悲観的	pessimistic|gloomy
悲鳴	shriek|scream
悼み	grieve over|mourn|lament
悼む	grieve over|mourn|lament
悼ん	grieve over|mourn|lament
情	feelings|emotion|sentiment
情け	pity|sympathy|compassion
情けない	miserable|pitiable|shameful
情けなかっ	miserable|pitiable|shameful
情けなく	miserable|pitiable|shameful
情けなさ	miserable|pitiable|shameful
情け深い	tender-hearted|compassionate|charitable
情け深かっ	tender-hearted|compassionate|charitable
情け深く	tender-hearted|compassionate|charitable
情け深さ	tender-hearted|compassionate|charitable
情勢	condition|situation|circumstances
情報	information|news|intelligence
情報処理	data processing
情報化社会	information society
情報産業	information industry
情報部	information bureau|intelligence department
情感	feeling|sensitivity|emotion
情景	spectacle|sight|scene
情熱	passion|enthusiasm|zeal
情緒	emotion|feeling|atmosphere
惑わし	bewilder|perplex|puzzle
惑わす	bewilder|perplex|puzzle
惑星	planet
惚け	fool|idiot|dotage
惚ける	grow senile|play dumb|be befuddled
惜しい	regrettable|disappointing|unfortunate
惜しかっ	regrettable|disappointing|unfortunate
惜しく	regrettable|disappointing|unfortunate
惜しさ	regrettable|disappointing|unfortunate
惜しみ	be frugal|be sparing|value
惜しむ	be frugal|be sparing|value
惜しん	be frugal|be sparing|value
惜敗	regrettable defeat
惣菜	small dish|side dish
惨め	miserable|wretched|unhappy
惨事	disaster|tragedy|tragic incident
惨敗	ignominious defeat|crushing failure|utterly beaten
惨状	disastrous scene|terrible spectacle
惰性	inertia
想	conception|idea|samjna
想像	imagination|guess
想像力	imagination
想定	hypothesis|supposition|assumption
愈々	increasingly|finally|beyond doubt
愉快	pleasant|delightful|enjoyable
意匠	design
意向	intention|idea|inclination
意味	meaning|significance|sense
意味合い	implication|nuance|connotation
意図	intention|aim|design
意図的	intentional|on purpose
意地	stubbornness|obstinacy|willpower
意地悪	malicious|ill-tempered|unkind
意外	unexpected|surprising
意志	volition|intention|intent
意思	intention|wish|purpose
意思決定	decision-making
意思疎通	mutual understanding
意欲	desire|ambition|urge
意気	spirit|heart|disposition
意気地	self-respect|self-confidence|guts
意気込み	ardor|enthusiasm
意気込む	be eager|be keen
意気込ん	be eager|be keen
意義	meaning|significance
意表	surprise|something unexpected
意見	opinion|view|comment
意識	consciousness|becoming aware|awareness
意識的	conscious|deliberate|intentional
意識調査	attitude survey|opinion poll
愚	foolishness|silliness|stupidity
愚か	foolish|stupid
愚図愚図	complaining|grumbling
愚痴	idle complaint|grumble|moha
愚連隊	hooligans|hoodlums|hoods
愛	love|affection|care
愛し	love
愛しい	lovely|dear|beloved
愛しかっ	lovely|dear|beloved
愛しく	lovely|dear|beloved
愛しさ	lovely|dear|beloved
愛す	love
愛する	love
愛人	lover|mistress
愛国	patriotism
愛好	love|adoration
愛嬌	charm|attractiveness|amiability
愛情	love|affection
愛想	amiability|friendliness|affability
愛犬	pet dog|beloved dog
愛着	attachment|love|affection
愛称	pet name|nickname
愛護	protection|tender care
感じ	feeling|sense|impression
感じる	feel|sense|experience
感じ取っ	perceive|sense|take in
感じ取り	perceive|sense|take in
感じ取る	perceive|sense|take in
感ず	feel|sense
感ずる	feel|sense
感動	excitement|passion|inspiration
感化	influence|inspiration|reform
感受性	sensitivity|susceptibility
感嘆	admiration|wonder|astonishment
感度	sensitivity|reception
感心	admiration|being impressed|admirable
感性	sensitivity|sensitiveness|sense
感情	emotion|feeling|feelings
感情的	emotional|sentimental
感想	impressions|thoughts|feelings
感慨	deep emotion|strong feelings
感慨無量	deep emotion
感染	infection|contagion|becoming infected
感染症	infectious disease|infection
感涙	tears
感激	deep emotion|impression|inspiration
感覚	sense|sensation|feeling
感触	feel|touch|feeling
感謝	gratitude
感銘	deep impression
慈善	charity|philanthropy
慈悲	mercy|compassion|clemency
慈愛	affection|love|fondness
態々	expressly|especially|intentionally
態と	on purpose|deliberately|intentionally
態勢	attitude|posture|preparedness
態度	attitude|manner|behaviour
慌ただしい	busy|hurried|confused
慌ただしかっ	busy|hurried|confused
慌ただしく	busy|hurried|confused
慌ただしさ	busy|hurried|confused
慌て	become confused|be flustered|panic
慌てる	become confused|be flustered|panic
慎み	be careful|be discreet|refrain
慎む	be careful|be discreet|refrain
慎ん	be careful|be discreet|refrain
慎重	careful|cautious|prudent
慕い	yearn for|long for|pine for
慕う	yearn for|long for|pine for
慕っ	yearn for|long for|pine for
慢性	chronic
慢性的	chronic
慣らし	accustom|train|tame
慣らす	accustom|train|tame
慣れ	practice|practising|experience
慣例	custom|practice|convention
慣用句	idiom|set phrase|idiomatic phrase
慣習	custom|convention|common practice
慣行	customary practice|habit|traditional event
慰め	comfort|console|amuse
慰める	comfort|console|amuse
慰問	giving comfort|expressing condolences|sympathy call
慰安	solace|relaxation
慰謝	consolation
慰霊祭	memorial service
慶事	happy event|auspicious event
慶祝	congratulation|celebration
憂い	sorrow|grief|anguish
憂え	worry about|lament|grieve
憂える	worry about|lament|grieve
憂き目	bitter experience|misery|distress
憂慮	anxiety|concern|fear
憂鬱	depression|melancholy|dejection
憎い	hateful|abominable|poor-looking
憎かっ	hateful|abominable|poor-looking
憎く	hateful|abominable|poor-looking
憎さ	hateful|abominable|poor-looking
憎しみ	hatred
憎み	hate|detest
憎む	hate|detest
憎らしい	odious|hateful|detestable
憎らしかっ	odious|hateful|detestable
憎らしく	odious|hateful|detestable
憎らしさ	odious|hateful|detestable
憎ん	hate|detest
憎悪	hatred|abhorrence|loathing
憤り	resentment|indignation|anger
憤慨	indignation|resentment
憧れ	yearning|longing|aspiration
憧れる	long for|yearn after|admire
憩	rest|relaxation
憩い	rest|relaxation
憩う	rest|relax|repose
憩っ	rest|relax|repose
憲政	constitutional government|exemplary government|excellent government
憲法	constitution|rules|regulation
憲章	charter
憶測	guess|speculation|supposition
懇切	considerate|helpful|caring
懇意	kindness|intimacy|friendship
懇親	friendship|intimacy
懇話	friendly talk|chat
懇談	informal talk
懇願	entreaty|supplication|petition
懐	bosom|pocket|reach
懐かしい	dear|fondly-remembered|beloved
懐かしかっ	dear|fondly-remembered|beloved
懐かしく	dear|fondly-remembered|beloved
懐かしさ	dear|fondly-remembered|beloved
懐かしみ	yearn for|miss
懐かしむ	yearn for|miss
懐かしん	yearn for|miss
懐中電灯	torch|flashlight
懐柔	winning over|placation|gentle persuasion
懐疑	doubt|skepticism|scepticism
懲り	be discouraged|have enough|be disgusted
懲りる	be discouraged|have enough|be disgusted
懲役	penal servitude
懲戒	discipline|punishment|reprimand
懲罰	discipline|punishment|reprimand
懸かっ	take|hang
懸かり	take|hang
懸かる	take|hang
懸命	eager|earnest|strenuous
懸垂	pull-up|chin-up|chinning
懸念	worry|fear|anxiety
懸案	pending question|unresolved problem
懸賞	prize competition|prize|reward
戌	the dog
成し	build up|establish|form
成し遂げ	accomplish|finish|fulfill
成し遂げる	accomplish|finish|fulfill
成す	build up|establish|form
成っ	become|grow|reach
成り	become|grow|reach
成り立ち	consist of|be concluded|hold true
成り立っ	consist of|be concluded|hold true
成り立つ	consist of|be concluded|hold true
成り行き	course|development|progress
成る	become|grow|reach
成るべく	wherever practicable|if possible
成人	adult|grownup|growing up
成人病	adult diseases
成分	ingredient|component|composition
成功	success|hit
成否	outcome|result
成就	fulfillment|fulfilment|realization
成層圏	stratosphere
成年	adult age|majority
成果	result|outcome|fruits
成案	definite plan
成熟	maturity|ripeness
成程	i see|that's right|indeed
成立	formation|establishment|materialization
成績	results|record|grades
成行き	course|development|progress
成金	upstart|nouveau riche|new money
成長	growth|development|growing up
我が	one's own
我が儘	selfish|egoist|self-indulgent
我が国	our country|our land
我が家	one's house|one's home|one's family
我慢	endurance|patience|perseverance
戒め	caution|admonition|warning
戒める	warn against|caution against|admonish
戒厳令	martial law
戒告	admonition|warning|caution
戒律	precept|discipline|commandment
或	a certain
或いは	maybe|perhaps|possibly
戦	war|battle|campaign
戦い	battle|fight|struggle
戦う	make war|wage war|fight
戦っ	make war|wage war|fight
戦争	war|fighting|fierce competition
戦前	pre-war days
戦力	war potential|military strength|fighting power
戦勝	victory
戦友	war buddy|fellow soldier
戦地	front
戦域	war area|battlefield|theater
戦場	battlefield|battleground
戦士	soldier|combatant|warrior
戦後	postwar period
戦時	wartime
戦況	war situation
戦法	tactics|strategy
戦火	wartime fire|war|wartime destruction
戦災	war damage
戦犯	war criminal
戦略	strategy|tactics
戦禍	war damage
戦線	front
戦績	score|military achievements|results
戦艦	battleship
戦術	tactics
戦費	war expenditures
戦車	tank|chariot
戦闘	battle|fight|combat
戦闘機	fighter
戯れ	play|sport|fun
戯れる	be playful|gambol|be amused
戯曲	drama|play|chinese opera
戯画	caricature|cartoon|comics
戴い	receive|accept|take
戴き	receive|accept|take
戴く	receive|accept|take
戸	door|shutter|window shutter
戸別訪問	door-to-door visit|door-to-door canvassing
戸口	door|doorway
戸外	open air|outdoors|outside
戸惑い	confusion|wonderment
戸惑う	be bewildered|be perplexed
戸惑っ	be bewildered|be perplexed
戸棚	cupboard|locker|closet
戸籍	family register|census
戸締まり	locking up
戻し	returning|giving back
戻す	put back|return|give back
戻っ	turn back|return
戻り	return|reaction|recovery
戻る	turn back|return
房	tuft|fringe|tassel
所々	some parts|several places
所信	belief|conviction|opinion
所在	whereabouts|position|location
所在地	location|address
所属	belonging to|affiliation
所得	income|earnings
所得税	income tax
所持	possession|owning
所有	one's possessions|ownership
所有権	ownership|dominion|ownership rights
所有者	owner
所為	consequence|outcome|result
所管	jurisdiction
所蔵	possession
所要	required|necessary
所見	view|opinion|finding
所詮	anyway|possibly
所謂	the so-called
所轄	jurisdiction
所長	chief|head
扇	folding fan
扇い	fan|incite|instigate
扇ぎ	fan|incite|instigate
扇ぐ	fan|incite|instigate
扇動	incitement|sedition|agitation
扇子	folding fan
扇形	fan shape|sector
扇風機	electric fan
扉	door|gate|opening
手	hand|arm|forepaw
手がかり	clue|lead|key
手がけ	handle|manage|deal with
手がける	handle|manage|deal with
手ごろ	handy|convenient|suitable
手ごわい	difficult|tough|formidable
手ごわかっ	difficult|tough|formidable
手ごわく	difficult|tough|formidable
手ごわさ	difficult|tough|formidable
手すり	handrail|railing|banister
手に入っ	obtain
手に入り	obtain
手に入る	obtain
手に入れ	obtain|procure
手に入れる	obtain|procure
手ぬぐい	towel
手のひら	palm
手伝い	helper|assistant|help
手伝う	help|assist|aid
手伝っ	help|assist|aid
手作り	handmade|homegrown|hand-crafted
手元	at hand|on hand|nearby
手入れ	care|looking after|repair
手前	before oneself|nearby|this side
手助け	a help|assistance
手動	manual
手取り	talented wrestler|crafty person
手口	modus operandi|criminal technique|trick
手品	magic|conjuring|magic trick
手堅い	steady|firm|solid
手堅かっ	steady|firm|solid
手堅く	steady|firm|solid
手堅さ	steady|firm|solid
手始め	outset|start|beginning
手帳	notebook|memo pad|diary
手引	guidance|lead|guide
手引き	guidance|lead|guide
手引書	handbook|manual|guide
手当	salary|pay|compensation
手当たり次第	haphazardly|at random|indiscriminately
手当て	salary|pay|compensation
手形	draft|draught|promissory note
手応え	response|resistance|reaction
手抜き	cutting corners|skimping|intentional negligence
手招き	beckoning
手拭い	towel
手持ち	in hand|on hand|in stock
手振り	gesture
手掛かり	clue|lead|key
手探り	fumbling|groping
手控え	note|memorandum
手提げ	handbag|purse
手摺り	handrail|railing|banister
手放し	openly
手数	trouble|bother
手数料	fee|charge|commission
手早い	nimble|quick|agile
手早かっ	nimble|quick|agile
手早く	nimble|quick|agile
手早さ	nimble|quick|agile
手書き	handwriting
手本	copybook|model|pattern
手柄	achievement|feat|meritorious deed
手段	means|measure
手法	technique|method
手洗い	restroom|lavatory|toilet
手渡し	hand over|surrender
手渡す	hand over|surrender
手痛い	severe|hard
手痛かっ	severe|hard
手痛く	severe|hard
手痛さ	severe|hard
手直し	adjustment|tweaking|improvement
手立て	means|method
手紙	letter|missive|note
手続	procedure|process|proceedings
手続き	procedure|process|proceedings
手綱	reins|bridle|control
手腕	ability|capability|skill
手荷物	hand luggage|hand baggage
手落ち	oversight|omission
手薄	shorthanded|undermanned|insufficient
手術	surgery|operation|procedure
手袋	glove|mitten|mitt
手製	handmade
手記	note|memorandum
手話	sign language
手足	limbs|reliable worker
手軽	easy|simple|informal
手造り	handmade|homegrown|hand-crafted
手配	arrangement|preparations|search
手錠	handcuffs|manacles
手間	labour|labor
手際	performance|execution|skill
手際良く	efficiently|skillfully|adeptly
手順	process|procedure|sequence
手首	wrist
才	ability|gift|talent
才能	talent|ability
打ち	hit|strike|knock
打ち上げ	launching|launch|end
打ち上げる	launch|shoot up|dash
打ち出し	emboss|print out|print
打ち出す	emboss|print out|print
打ち切っ	stop|abort|discontinue
打ち切り	end|close|finish
打ち切る	stop|abort|discontinue
打ち合い	long rally
打ち合せ	advance arrangements|preparatory meeting|briefing session
打ち合わせ	advance arrangements|preparatory meeting|briefing session
打ち合わせる	knock together|arrange|discuss
打ち明け	confide|reveal|disclose
打ち明ける	confide|reveal|disclose
打ち消し	negation|denial|negative
打ち消す	deny|contradict|negate
打ち込み	driving|pounding in|shooting into
打ち込む	drive in|hammer in|hit
打ち込ん	drive in|hammer in|hit
打っ	hit|strike|knock
打つ	hit|strike|knock
打つかっ	strike against|collide with|bump into
打つかり	strike against|collide with|bump into
打つかる	strike against|collide with|bump into
打付け	hit|strike|crash into
打付ける	hit|strike|crash into
打倒	knockdown|overthrow|defeat
打力	batting power
打合せ	advance arrangements|preparatory meeting|briefing session
打合わせ	advance arrangements|preparatory meeting|briefing session
打席	batter's box
打撃	blow|shock|strike
打撲	blow|hit|beating
打楽器	percussion instrument
打消し	negation|denial|negative
打消す	deny|contradict|negate
打点	rbi
打率	batting average
打球	batting|batted ball
打破	breaking down|defeating|abolishing
打算的	calculating|mercenary|selfish
打線	batting lineup
打者	batter
打診	percussion|tapping|sounding out
打順	batting order
払い	payment|bill|account
払い戻し	repayment|refund|payback
払い戻す	repay|pay back|refund
払い込み	deposit|pay in
払い込む	deposit|pay in
払い込ん	deposit|pay in
払う	pay|brush off|wipe away
払っ	pay|brush off|wipe away
払拭	wiping out|sweeping away|eradicating
扱い	treatment|service
扱う	deal with|treat|handle
扱っ	deal with|treat|handle
扶助	aid|help|assistance
扶養	support|maintenance
批准	ratification
批判	criticism|judgement|judgment
批判的	critical|judgmental
批評	criticism|review|commentary
承っ	hear|receive|undertake
承り	hear|receive|undertake
承る	hear|receive|undertake
承服	accepting|consenting|agreeing
承知	knowledge|awareness|consent
承認	recognition|acknowledgement|acknowledgment
承諾	consent|approval|acceptance
技	technique|art|skill
技巧	technique|finesse
技師	engineer|technician
技法	technique
技能	technical skill|ability|capacity
技術	technology|engineering|technique
技術力	technical prowess|technical ability|technical finesse
技術的	technical|practical
技術者	engineer|technical expert|technician
抄本	excerpt|abridgment|abridgement
抄録	quotation|abstract|selection
把握	grasp|catch|understanding
抑	originally|ab initio
抑え	weight|pressing down|keeping control
抑える	restrain|control|curb
抑制	control|restraint|suppression
抑圧	check|restraint|oppression
抑揚	intonation|accent|modulation
抑止	check|checkmate|stave off
抑留	internment|detainment|detention
投げ	a throw|a fall
投げる	throw|hurl|fling
投げ出し	throw down|throw out|stretch out
投げ出す	throw down|throw out|stretch out
投げ込み	throw into
投げ込む	throw into
投げ込ん	throw into
投じ	throw|cast|devote oneself
投じる	throw|cast|devote oneself
投下	throwing down|dropping|airdrop
投与	administration
投信	investment trust
投入	throwing in|inserting|depositing
投函	mailing|posting
投射	projection
投影	projection
投手	pitcher
投手戦	pitching duel|pitchers' battle
投書	letter|contribution
投棄	abandonment|giving up|throwing away
投機	speculation|venture|stockjobbing
投球	pitching|bowling|pitched ball
投石	stone throwing
投票	voting|poll
投票所	polling place
投票箱	ballot box
投稿	contribution|submission|post
投薬	administration|medication|dosage
投資	investment
投資信託	investment trust
投降	surrender
抗争	dispute|resistance
抗体	antibody
抗原	antigen
抗告	appeal|protest|complaint
抗戦	resistance
抗日	anti-japanese
抗生物質	antibiotic|antibiotics
抗菌	antibacterial|antimicrobial
抗議	protest|objection
折	opportunity|chance|occasion
折々	occasionally
折から	right then|appropriate moment
折っ	break|fracture|break off
折り	break|fracture|break off
折り合い	agreement|understanding|compromise
折り紙	origami|hallmark
折り返し	by return|without delay|lapel
折り返す	turn up|fold back|turn back
折る	break|fracture|break off
折れ	break|be broken|snap
折れる	break|be broken|snap
折半	halving|splitting evenly|sharing equally
折紙	origami|hallmark
折衝	negotiation
折衷	compromise|cross|blending
折角	with trouble
抜い	pull out|draw out|extract
抜かし	omit|leave out|skip
抜かす	omit|leave out|skip
抜き	leaving out|omitting|skipping
抜く	pull out|draw out|extract
抜け	come out|fall out|be omitted
抜ける	come out|fall out|be omitted
抜け出し	slip out|sneak away|break free
抜け出す	slip out|sneak away|break free
抜本的	drastic|radical
抜粋	extract|excerpt|selection
抜群	preeminence|distinction|extraordinariness
択一	multiple choice
披瀝	making known|revealing
披露	announcement|presentation|demonstration
披露宴	reception|banquet|celebration
抱い	embrace|hug|hold
抱え	armful|employee
抱き	embrace|hug|hold
抱く	embrace|hug|hold
抱っこ	hug
抱擁	embrace|hug
抱負	aspiration|ambition|plan
抵当	mortgage|security|hypothec
抵当権	mortgage|lien
抵抗	resistance|opposition|reluctance
抵触	infringement|contravention|running afoul
抹殺	erasure|denial|obliteration
抹消	erasure|striking off|crossing out
抹茶	matcha
押さえ	pin down|hold down|press down
押さえる	pin down|hold down|press down
押し	push|pushing|weight
押し付け	press against|push against|force against
押し付ける	press against|push against|force against
押し入っ	push in|force into|break in
押し入り	breaking into|burglar
押し入る	push in|force into|break in
押し入れ	closet
押し出し	extrusion|presence|appearance
押し切っ	overcome|push past
押し切り	overcome|push past
押し切る	overcome|push past
押し問答	bandying words|verbal tug-of-war
押し売り	high-pressure salesmanship|aggressive peddling
押し込み	push into|cram into|stuff into
押し込む	push into|cram into|stuff into
押し込ん	push into|cram into|stuff into
押す	push|press|press down
押入	closet
押入れ	closet
押収	seizure|confiscation
押売	high-pressure salesmanship|aggressive peddling
押売り	high-pressure salesmanship|aggressive peddling
抽出	extraction|abstraction|selection
抽象的	abstract
抽選	lottery|raffle|drawing
担い	shoulder|bear
担い手	bearer|carrier|supporter
担う	shoulder|bear
担ぎ	carrier
担ぐ	shoulder
担っ	shoulder|bear
担任	class teacher|homeroom teacher|form teacher
担保	security|guarantee|collateral
担当	being responsible
担当者	person responsible|contact
担架	stretcher|litter|gurney
拉致問題	abduction issue
拉麺	ramen|chinese-style noodles
拍子	tempo|beat|rhythm
拍手	clapping hands|applause
拍車	spur
拒み	refuse|reject|decline
拒む	refuse|reject|decline
拒ん	refuse|reject|decline
拒否	refusal|rejection|denial
拒絶	refusal|rejection
拒絶反応	rejection|unthinking dismissal|strong reaction
拓本	rubbed copy
拓殖	colonization|colonisation|development
拘束	restriction|restraint|binding
拘留	custody|detention|confinement
拘禁	detention|custody|confinement
拘置	detention|confinement|arrest
拘置所	prison|detention house|detention center
拙劣	clumsy|unskillful
拙速	rough-and-ready|knocked-up|hasty
招い	invite|beckon|gesture to
招き	invitation
招く	invite|beckon|gesture to
招待	invitation
招致	invitation|summons|bidding
招請	invitation
招集	call|summons|convening
拝み	do reverence|beg
拝む	do reverence|beg
拝ん	do reverence|beg
拝借	borrowing
拝啓	dear|dear sir|dear madam
拝見	seeing|looking at
拠っ	depend on|turn on
拠り	depend on|turn on
拠る	depend on|turn on
拠出	donation|contribution
拠点	position|location|base
拡充	expansion
拡声機	megaphone|bullhorn|loudhailer
拡大	magnification|enlargement|expansion
拡張	expansion|extension|enlargement
拡張子	filename extension
拡散	scattering|diffusion|spread
括っ	tie up|tie together|bind
括り	tie up|tie together|bind
括る	tie up|tie together|bind
括弧	brackets|parentheses
拭い	wipe|mop up|dry
拭う	wipe|mop up|dispel
拭き	wipe|dry
拭く	wipe|dry
拭っ	wipe|mop up|dispel
拳	fist
拳銃	pistol|handgun|revolver
拳骨	fist|knuckles
拵え	manufacture
拵える	manufacture
拷問	torture
拾い	pick up|find|gather
拾い物	a find|windfall|bargain
拾う	pick up|find|gather
拾っ	pick up|find|gather
拾得	finding|picking up
持ち	holding|possessing|owning
持ち上げ	elevate|raise|lift up
持ち上げる	elevate|raise|lift up
持ち主	owner|proprietor|possessor
持ち出し	carrying out
持ち出す	take out|carry out|mention something
持ち前	one's nature|characteristic|inherent
持ち合い	unity|even matching|interdependence
持ち味	inherent flavor|inherent flavour|natural taste
持ち回り	rotation|taking turns
持ち堪え	hold out|hang on|withstand
持ち堪える	hold out|hang on|withstand
持ち家	one's house
持ち帰っ	bring back|carry home|take out
持ち帰り	takeout|take-out|takeaway
持ち帰る	bring back|carry home|take out
持ち株	stock holdings|one's shares
持ち物	one's property|personal effects|one's belongings
持ち直し	recover|rally|improve
持ち直す	recover|rally|improve
持ち越し	carry over|carry forward|keep
持ち越す	carry over|carry forward|keep
持ち込み	bring-your-own|carry-on
持ち込む	bring in|carry in|lodge
持ち込ん	bring in|carry in|lodge
持っ	hold|take|carry
持っていい	take|carry away|bear
持っていき	take|carry away|bear
持っていく	take|carry away|bear
持ってくる	bring|take along|fetch
持って行い	take|carry away|bear
持って行き	take|carry away|bear
持って行く	take|carry away|bear
持つ	hold|take|carry
持て	be popular|be pampered|be welcomed
持てる	be popular|be pampered|be welcomed
持て成し	hospitality|reception|treatment
持て成す	entertain|make welcome
持久	endurance|persistence
持参	bringing|taking|carrying
持堪え	hold out|hang on|withstand
持堪える	hold out|hang on|withstand
持病	chronic disease
持直し	recover|rally|improve
持直す	recover|rally|improve
持続	continuation|persisting|lasting
持続的	continuous|sustained|sustainable
持論	pet theory
指	finger|toe|digit
指し	point|nominate|select someone
指し示し	indicate|show|point to
指し示す	indicate|show|point to
指す	point|nominate|select someone
指令	orders|instructions|directive
指先	fingertip|finger|toe tip
指切り	pinky swear|pinky promise
指名	naming|nominating|designating
指図	directions|instructions|orders
指定	designation|specification|assignment
指導	guidance|leadership|instruction
指導者	leader|guide|mentor
指差し	point at
指差す	point at
指揮	command|direction
指揮者	conductor|commander|leader
指摘	pointing out|identification
指数	index|index number|exponent
指標	index|indices|indicator
指示	indication|denotation|designation
指紋	fingerprint
指輪	ring
指針	needle|hand|indicator
挑み	challenge to|contend for|tackle
挑む	challenge to|contend for|tackle
挑ん	challenge to|contend for|tackle
挑戦	challenge|defiance|dare
挑発	provocation|stirring up|arousal
挑発的	provocative|incendiary|inflammatory
挙がっ	rise|come up|ascend
挙がり	rise|come up|ascend
挙がる	rise|come up|ascend
挙げ	raise|elevate
挙げる	raise|elevate
挙げ句	last line
挙党	whole party
挙句	last line
挙式	wedding ceremony
挟まっ	get between
挟まり	get between
挟まる	get between
挟み	hold between|grip|put between
挟み撃ち	pincer attack
挟む	hold between|grip|put between
挟ん	hold between|grip|put between
挨拶	greeting|greetings|salutation
挫折	setback|failure|frustration
振っ	wave|shake|swing
振り	swing|shake|wave
振り付け	choreography|dance composition|dance coaching
振り仮名	furigana
振り出し	shaking out|starting point|beginning
振り切っ	shake off|swing completely
振り切り	shake off|swing completely
振り切る	shake off|swing completely
振り向い	turn around
振り向き	turn around
振り向く	turn around
振り回し	wield|brandish|flourish
振り回す	wield|brandish|flourish
振り子	pendulum
振り返っ	turn around|look back|reminisce
振り返り	turn around|look back|reminisce
振り返る	turn around|look back|reminisce
振る	wave|shake|swing
振る舞い	behavior|behaviour|conduct
振る舞う	behave|conduct oneself|entertain
振る舞っ	behave|conduct oneself|entertain
振動	oscillation|vibration|swing
振幅	amplitude
振替	transfer|switching over|change
振興	promotion|encouragement
挽肉	minced meat|ground meat
挿入	insertion|incorporation|infixing
挿絵	illustration|picture
挿話	episode|side story|aside
捉え	catch|capture|seize
捉える	catch|capture|seize
捏造	fabrication|forgery|falsehood
捕え	catch|capture|seize
捕える	catch|capture|seize
捕っ	take|catch|capture
捕まえ	catch|capture|arrest
捕まえる	catch|capture|arrest
捕まっ	be caught|be arrested|grasp
捕まり	be caught|be arrested|grasp
捕まる	be caught|be arrested|grasp
捕らえ	catch|capture|seize
捕らえる	catch|capture|seize
捕らわれ	be caught|be captured|be arrested
捕らわれる	be caught|be captured|be arrested
捕り	take|catch|capture
捕る	take|catch|capture
捕われ	be caught|be captured|be arrested
捕われる	be caught|be captured|be arrested
捕手	catcher
捕獲	capture|seizure
捕虜	prisoner
捕鯨	whaling|whale hunting|whale fishing
捗っ	make progress|advance
捗り	make progress|advance
捗る	make progress|advance
捜し	search for|look for|hunt for
捜す	search for|look for|hunt for
捜査	search|investigation|inquiry
捜査官	police investigator|investigator
捜索	search|manhunt
捧げ	lift up|hold up|give
捧げる	lift up|hold up|give
捨て	throw away|cast away|dump
捨てる	throw away|cast away|dump
捨て子	abandoned child|foundling
捩っ	screw|twist|distort
捩り	screw|twist|distort
捩る	screw|twist|distort
据え	place|fix|set
据える	place|fix|set
据え付け	install|equip|mount
据え付ける	install|equip|mount
据え置き	deferment
捲っ	turn up|turn over|roll up
捲り	turn up|turn over|roll up
捲る	turn up|turn over|roll up
捻っ	twist|wrench|turn
捻り	twist|wrench|turn
捻る	twist|wrench|turn
捻挫	sprain|twist|wrench
掃い	sweep|brush|clean
掃き	sweep|brush|clean
掃く	sweep|brush|clean
掃討	cleaning up|sweeping up|mopping up
掃除	cleaning|sweeping|dusting
掃除機	vacuum cleaner|vacuum|hoover
授かっ	be awarded|receive
授かり	be awarded|receive
授かる	be awarded|receive
授け	grant|give|confer
授ける	grant|give|confer
授与	awarding|conferment|granting
授受	transferring|transfer|changing hands
授業	lesson|class work|teaching
授業参観	parents' day
授業料	tuition fee|course fee
授賞式	award ceremony
掌	palm
掌中	easily manipulated
掌握	grasping|seizing|holding
掏摸	pickpocket
排他	exclusion
排他主義	exclusivism|exclusionism
排出	evacuation|emission|ejection
排斥	rejection|expulsion|boycott
排日	anti-japanese
排気	exhaust|emission|expulsion
排気ガス	exhaust fumes
排水	drainage|draining|pumping out
排除	exclusion|removal|rejection
掘っ	dig|excavate|hollow
掘り	dig|excavate|hollow
掘る	dig|excavate|hollow
掘削	digging out|excavation
掛かっ	take|hang
掛かり	take|hang
掛かる	take|hang
掛け	credit|bill
掛ける	hang up|let hang|suspend
掛け声	shout|yell
掛け算	multiplication
掛け軸	hanging scroll
掛け金	installment|instalment|premium
掛軸	hanging scroll
掟	law|regulation|rule
採っ	adopt|take|decide on
採り	adopt|take|decide on
採る	adopt|take|decide on
採取	picking|collecting|harvesting
採択	adoption|selection|choice
採掘	mining
採決	vote|ballot|division
採炭	coal mining|coal extraction
採点	marking|grading|scoring
採用	use|adoption|acceptance
採算	profit
採録	recording|transcription
採集	collecting|gathering
探し	search for|look for|hunt for
探す	search for|look for|hunt for
探っ	fumble for|grope for|search for
探り	fumble for|grope for|search for
探る	fumble for|grope for|search for
探偵	detective|investigator|sleuth
探査	probe|inquiry|enquiry
探検	exploration|expedition
探検隊	exploration party|expedition team
探求	search|quest|pursuit
探知	detection
探究	research|investigation|enquiry
探索	search|lookup|hunt
探訪	searching|journalist
探険	exploration|expedition
接する	touch|border on|adjoin
接待	entertainment|treating
接戦	close combat|close contest
接点	tangent point|contact
接着	adhesion|glueing|gluing
接種	inoculation|vaccination
接続	connection|attachment|union
接見	interview
接触	touch|contact
接近	getting closer|drawing nearer|approaching
控え	reserve|spare|backup
控えめ	moderate|reserved|conservative
控える	refrain|abstain|hold back
控え室	waiting room|anteroom|antechamber
控室	waiting room|anteroom|antechamber
控訴	intermediate appeal
控除	subtraction|deduction|subsidy
推し	recommend|endorse|nominate
推す	recommend|endorse|nominate
推奨	recommendation|endorsement
推奨環境	system requirements
推定	presumption|assumption|estimation
推敲	polishing|revision|elaboration
推測	guess|conjecture
推理	reasoning|inference|deduction
推理小説	mystery novel|detective novel|whodunit
推移	transition|change|progress
推薦	recommendation|referral|endorsement
推計	estimate|estimation
推論	inference|deduction|induction
推進	propulsion|drive|promotion
推量	guess|conjecture|supposition
措置	measure|step|action
掬い	scoop|ladle out
掬う	scoop|ladle out
掬っ	scoop|ladle out
掲げ	put up|hang out|fly
掲げる	put up|hang out|fly
掲揚	hoisting|raising|flying
掲示	notice|bulletin|post
掲示板	bulletin board|display board|notice board
掲載	publication|carrying|running
掴まっ	be caught|be arrested|grasp
掴まり	be caught|be arrested|grasp
掴まる	be caught|be arrested|grasp
掴み	seize|catch|grasp
掴む	seize|catch|grasp
掴ん	seize|catch|grasp
掻い	scratch|perspire
掻き	scratch|perspire
掻く	scratch|perspire
揃い	be complete|be satisfied|be equal
揃う	be complete|be satisfied|be equal
揃え	collect|gather|get together
揃える	collect|gather|get together
揃っ	be complete|be satisfied|be equal
揉み	rub|crumple|massage
揉む	rub|crumple|massage
揉め	disagree|dispute|fight
揉める	disagree|dispute|fight
揉ん	rub|crumple|massage
描い	draw|paint|sketch
描き	draw|paint|sketch
描く	draw|paint|sketch
描写	depiction|description|portrayal
提げ	take along|hang
提げる	take along|hang
提供	offer|tender|providing
提供者	donor|contributor|provider
提出	presentation|submission|production
提唱	advocacy|proposal
提携	cooperation|tie-up|joint business
提案	proposal|proposition|suggestion
提示	presentation|exhibit|suggest
提言	proposal|motion|recommendation
提訴	suing
提起	raising|bringing up|instituting
揚がっ	rise|come up|ascend
揚がり	rise|come up|ascend
揚がる	rise|come up|ascend
揚げ	frying|fried food|aburaage
揚げる	raise|elevate
揚げ句	last line
揚句	last line
換え	replace|exchange|interchange
換える	replace|exchange|interchange
換気	ventilation
換気扇	ventilation fan|extractor fan
換算	conversion|change|exchange
換金	realization|conversion|liquidation
握っ	clasp|grasp|grip
握り	grasping|gripping|grasp
握り寿司	nigirizushi
握り締め	grasp tightly
握り締める	grasp tightly
握り飯	rice ball
握る	clasp|grasp|grip
握力	grip|grip strength
握手	handshake|reconciliation|joining hands
揮発	volatilization|volatilisation
援助	assistance|aid|support
援助交際	paid dating|compensated dating
援護	covering|protection|backing
援軍	reinforcement
揶揄い	ridicule|tease|mock
揶揄う	ridicule|tease|mock
揶揄っ	ridicule|tease|mock
揺さぶっ	shake|jolt|rock
揺さぶり	shaking|jolting|shaking up
揺さぶる	shake|jolt|rock
揺すっ	shake|jolt|rock
揺すり	shake|jolt|rock
揺する	shake|jolt|rock
揺っ	shake|jolt|rock
揺らい	swing|sway|shake
揺らぎ	tremor|fluctuation
揺らぐ	swing|sway|shake
揺り	shake|jolt|rock
揺りかご	cradle
揺る	shake|jolt|rock
揺るい	shake|waver|tremble
揺るがし	shake|swing|sway
揺るがす	shake|swing|sway
揺るぎ	shake|waver|tremble
揺るぐ	shake|waver|tremble
揺れ	shake|sway|waver
揺れる	shake|sway|waver
損	loss|damage|harm
損い	harm|hurt|injure
損う	harm|hurt|injure
損する	lose|waste one's
損っ	harm|hurt|injure
損ない	harm|hurt|injure
損なう	harm|hurt|injure
損なっ	harm|hurt|injure
損ね	harm|hurt|injure
損ねる	harm|hurt|injure
損傷	damage|injury
損壊	damage|destruction
損失	loss
損害	damage|injury|loss
損害保険	damage insurance
損害賠償	restitution|damages|indemnity
搬入	carrying in|bringing in|taking in
搬出	carrying out|taking out
搬送	transportation|conveyance|delivery
搭乗	embarkation|boarding
搭載	loading|equipping|equipped
携え	bear|take along
携える	bear|take along
携わっ	engage in|participate in
携わり	engage in|participate in
携わる	engage in|participate in
携帯	carrying|mobile phone|cell phone
携帯電話	mobile telephone|cellular telephone
搾っ	wring|squeeze|press
搾り	wring|squeeze|press
搾る	wring|squeeze|press
搾乳	milking
搾取	exploitation|bleeding dry|squeezing dry
摂っ	take
摂り	take
摂る	take
摂取	intake|ingestion|absorption
摂氏	celsius|centigrade
摂理	providence|dispensation
摘み	knob|handle|button
摘む	pick|pinch|pluck
摘ん	pick|pinch|pluck
摘出	picking out|taking out|removal
摘発	exposing|unmasking|laying bare
摩っ	rub|pat|stroke
摩り	rub|pat|stroke
摩る	rub|pat|stroke
摩天楼	skyscraper
摩擦	friction|rubbing|chafing
撃ち	shoot|attack|defeat
撃ち止め	end
撃ち止める	end
撃っ	shoot|attack|defeat
撃つ	shoot|attack|defeat
撃墜	shooting down
撃沈	sinking
撒い	scatter|sprinkle|strew
撒き	scatter|sprinkle|strew
撒く	scatter|sprinkle|strew
撤去	withdrawal|revocation|repeal
撤収	removal|dismantling|striking
撤回	withdrawal|retraction|revocation
撤廃	annulment|abolition|repeal
撤退	evacuation|withdrawal|revocation
撥ね	hit|run into|reject
撥ねる	hit|run into|reject
撫で	stroke|caress|brush gently
撫でる	stroke|caress|brush gently
撮っ	take|record
撮り	take|record
撮る	take|record
撮影	photography|photographing|filming
撲滅	eradication|extermination|destruction
擁する	possess
擁立	backing
擁護	protection|advocacy|support
操	fidelity|honour|honor
操っ	operate|handle|manage
操り	operate|handle|manage
操る	operate|handle|manage
操作	operation|management|handling
操業	operation|work
操縦	steering|piloting|flying
擤み	blow
擤む	blow
擤ん	blow
擦っ	rub|scrub|chafe
擦り	rub|scrub|chafe
擦り傷	scratch|graze|abrasion
擦る	rub|scrub|chafe
擦れ擦れ	grazing|skimming|almost touching
擬装	camouflage|disguise|pretense
擽っ	tickle|arouse|appeal to
擽ったい	ticklish|embarrassing
擽ったかっ	ticklish|embarrassing
擽ったく	ticklish|embarrassing
擽ったさ	ticklish|embarrassing
擽り	tickle|arouse|appeal to
擽る	tickle|arouse|appeal to
支え	support|prop|sustain
支える	support|prop|sustain
支出	expenditure|disbursement|expenses
支局	branch office
支店	branch office|branch store
支店長	branch manager
支度	preparation|arrangements
支所	branch
支払い	payment
支払い方法	payment method
支払う	pay
支払っ	pay
支払方法	payment method
支持	support|backing|endorsement
支援	support|backing|aid
支柱	prop|stay|support
支流	tributary|branch
支社	branch office
支給	provision|supply|payment
支部	branch|subdivision
支配	domination|rule|control
支配人	manager|executive
支配的	dominant|ruling
支障	obstacle|hindrance|impediment
改ざん	alteration|falsification|faking
改まっ	be renewed|change|be improved
改まり	be renewed|change|be improved
改まる	be renewed|change|be improved
改め	change|alter|revise
改めて	once again|anew|formally
改める	change|alter|revise
改修	repair|improvement
改名	name change
改善	betterment|improvement|kaizen
改宗	religious conversion
改定	revision|alteration|change
改憲	constitutional change
改新	reformation
改札	ticket gate|ticket barrier
改札口	ticket barrier|ticket gate|wicket
改正	revision|amendment|alteration
改築	structural alteration|reconstruction|rebuilding
改組	reorganization|reorganisation|reshuffle
改編	reorganization|reorganisation
改良	improvement|reform
改装	remodelling|remodeling|reorganization
改訂	revision|alteration|change
改訂版	revised edition
改造	remodeling|remodelling|restructuring
改選	re-election
改革	reform|reformation|reorganization
攻め	attack|offence|offense
攻める	attack|assault|assail
攻勢	offensive|aggression
攻撃	attack|assault|raid
攻略	capture|taking|conquest
放し	release|free|set free
放す	release|free|set free
放ち	fire|shoot|hit
放っ	fire|throw|shoot
放つ	fire|shoot|hit
放り	throw|fling|hurl
放る	throw|fling|hurl
放れ	get free|be freed|be released
放れる	get free|be freed|be released
放任	noninterference
放出	release|emission|ejection
放射	radiation|emission
放射性	radioactive
放射線	radiation
放射能	radioactivity
放映	televising|broadcasting|airing
放棄	abandonment|renunciation|resignation
放水	hosing down|drainage
放流	discharge|release|stocking
放浪	wandering
放火	arson|setting fire
放牧	pasturage|grazing
放置	leaving alone|neglecting|abandoning
放課後	after school
放送	broadcast|broadcasting
放逐	expulsion|ousting|ejection
政	rule|government
政争	political strife
政令	government ordinance|cabinet order
政党	political party
政党政治	party politics
政務	government affairs
政務次官	deputy minister|assistant minister
政変	political disturbance|political change|political upheaval
政局	political situation
政庁	government office
政府	government|administration
政情	political situation|political affairs
政敵	political opponent
政権	administration|political power
政治	politics|government
政治力	political strength
政治家	politician|statesman
政治犯	political offense|political offence|political crime
政治的	political
政界	politics|political world|political circles
政策	political measures|policy
政見	political views
故事	historical event|ancient event|tradition
故人	the deceased|the departed
故意	intent|intention|bad faith
故郷	home town|birthplace|native place
故障	breakdown|failure|fault
敏感	sensitive|alert|aware
敏腕	ability|capability|competence
敏速	quickness|agility|activity
救い	help|rescue|aid
救う	rescue from|save
救っ	rescue from|save
救世主	saviour|savior|messiah
救世軍	salvation army
救出	rescue|extricate|reclaim
救助	relief|aid|rescue
救命	lifesaving
救急	first-aid|emergency
救急医療	emergency medicine
救急箱	first-aid kit
救急車	ambulance
救援	relief|rescue
救済	relief|aid|help
敗れ	be defeated|be beaten|be unsuccessful
敗れる	be defeated|be beaten|be unsuccessful
敗北	defeat
敗戦	defeat|lost battle
敗者	loser|defeated person|the defeated
敗退	being defeated|being eliminated
教え子	one's student|one's pupil|one's disciple
教わっ	be taught|learn
教わり	be taught|learn
教わる	be taught|learn
教会	church|congregation
教務	school affairs|religious affairs
教員	teacher|instructor|teaching staff
教唆	instigation|incitement
教団	religious organization|religious organisation
教壇	platform|podium|dais
教官	teacher|instructor|professor
教室	classroom|department|laboratory
教師	teacher
教徒	believer|adherent
教授	professor|teaching|instruction
教書	message
教材	teaching materials
教示	instruction|teaching
教科	subject|curriculum
教科書	textbook|coursebook|schoolbook
教習	training|instruction
教職員	teaching staff|faculty
教育	education|schooling|training
教育的	educational|instructive
教育者	educator|teacher|educationalist
教訓	lesson|precept|teachings
教諭	teacher
教頭	vice principal
教養	cultivation|refinement|culture
敢えて	purposely|daringly|deliberately
敢行	decisive action|carrying out
敢闘	fighting bravely
散々	thoroughly|completely|utterly
散っ	fall|scatter|be dispersed
散らかし	scatter around|leave untidy
散らかす	scatter around|leave untidy
散らし	scattering|leaflets
散らす	scatter|disperse|distribute
散り	fall|scatter|be dispersed
散る	fall|scatter|be dispersed
散会	adjournment
散布	dissemination|scattering|sprinkling
散文	prose
散歩	walk|stroll
散漫	vague|desultory|distracted
散発	sporadic|scattering
散策	walking|strolling|roaming
散髪	haircut|hair-cutting|hair-dressing
敬い	revere|honour|honor
敬う	revere|honour|honor
敬っ	revere|honour|honor
敬具	yours sincerely|yours truly|sincerely yours
敬意	respect|honour|honor
敬語	honorific|polite expression|honorific language
敬遠	avoiding
数	number|quantity|amount
数々	numerous|various
数え	count|enumerate
数える	count|enumerate
数ヶ月	several months
数人	several people
数個	several
数値	numerical value|numerics|reading
数分	several minutes
数十	dozens|scores of|decades
数千	thousands|several thousand
数回	several times
数字	numeral|figure|digit
数学	mathematics|arithmetic
数年	several years
数日	few days
数次	several times
数珠	rosary
数百	several hundreds
数量	quantity|volume|amount
整い	be ready|be prepared|be arranged
整う	be ready|be prepared|be arranged
整え	arrange|tidy up|straighten
整える	arrange|tidy up|straighten
整っ	be ready|be prepared|be arranged
整った	well-ordered|well-featured|well-regulated
整備	maintenance|servicing|establishment
整列	alignment
整合	adjustment|coordination|integration
整形外科	orthopedic surgery|orthopaedic surgery|orthopedics
整数	integer
整理	sorting|arrangement|organization
整頓	orderliness|tidying up|arranging neatly
敵	opponent|rival|adversary
敵わない	unbearable
敵わなかっ	unbearable
敵わなく	unbearable
敵わなさ	unbearable
敵国	enemy nation
敵対	hostility|antagonism|opposition
敵意	hostility|animosity|enmity
敷い	spread out|lay out
敷き	spread out|lay out
敷き布団	futon|mattress|underquilt
敷く	spread out|lay out
敷地	site|plot|grounds
敷居	threshold|sill
敷布団	futon|mattress|underquilt
敷設	laying|construction
敷金	deposit|caution money
文	letter|sentence|writings
文体	literary style
文具	stationery
文化	culture|civilization|civilisation
文化人	cultured person
文化的	cultural
文化財	cultural assets|cultural property
文化遺産	cultural heritage
文句	complaint|grumbling|objection
文壇	literary world|literary circles
文字	letter|character|writing
文字通り	literally
文学	literature
文学者	literary person|writer
文庫	library|book collection|paperback book
文房具	stationery
文教	education|culture
文明	civilization|civilisation|culture
文書	document|writing|letter
文楽	bunraku
文様	pattern|design
文民	civilian
文法	grammar
文献	literature|books|document
文科	humanities|liberal arts|social science
文章	writing|composition|essay
文筆	literary art|literary activity|writing
文系	liberal arts
文脈	context|environment|circumstances
文芸	literature|the arts|liberal arts
文語	written language|literary language
文通	correspondence
文部科学省	mext
斎場	funeral hall|ceremony site
斑	unevenness|irregularity|nonuniformity
料	fee|charge|rate
料亭	ryotei
料理	cooking|cookery|cuisine
料理人	cook|chef
料理屋	restaurant
料金	fee|charge|fare
斜め	slanting|tilted|sloping
斜体	oblique type|slanted type|division ring
斜陽	setting sun|decline
斜面	slope|slanting surface|bevel
斡旋	kind offices|services|influence
斤量	weight
斬っ	slice|lop|cut
斬り	slice|lop|cut
斬る	slice|lop|cut
斬新	novel|original|innovative
断	decision|judgment|resolution
断じて	absolutely|positively|decidedly
断ち	sever|cut off|suppress
断っ	refuse|sever|reject
断つ	sever|cut off|suppress
断り	notice|notification|warning
断る	refuse|reject|dismiss
断定	conclusion|decision|judgement
断層	fault|dislocation|gap
断念	abandoning|giving up
断水	water outage
断然	firmly|absolutely|flatly
断熱	insulation
断片	fragment|scrap|piece
断絶	extinction|discontinuation|interruption
断続	intermittence|being intermittent|occurring intermittently
断行	decisive action|carrying out|resolute enforcement
断言	assertion|declaration|affirmation
断面	section|cross section|profile
断食	fasting|fast
斯う	thus
新	newness|novelty
新しい	novel|fresh|recent
新しかっ	novel|fresh|recent
新しく	novel|fresh|recent
新しさ	novel|fresh|recent
新た	fresh|novel
新世界	new world
新人	new face|newcomer|rookie
新任	newly appointed|inaugural
新体	new style
新作	new work|new production
新党	new party
新入	newly arrived|newly joined|newly entered
新刊	new book|new publication
新制	new system
新劇	shingeki|new-drama
新卒	new graduate|recent graduate
新品	new article
新商品	new product
新型	new type|new style|new model
新婚	newly-wed|newly married
新婦	bride
新居	new home
新年	new year
新幹線	shinkansen|bullet train
新式	new form|new formula
新成人	new adult
新手	fresh troops|fresh players|newcomer
新政	new government|new administration
新星	nova|new face|new star
新春	new year
新曲	new composition|new piece|new song
新書	new book
新株	stock issue|share issue
新概念	new concept
新橋	shinbashi
新法	new law|new method
新派	new school|new drama
新潟	niigata
新生	rebirth|new birth|nascent
新生児	newborn baby
新生活	new life
新着	new arrivals|new acquisitions
新築	new building|new construction
新米	new rice|novice|beginner
新緑	fresh verdure
新聞	newspaper
新聞社	newspaper company
新聞紙	newsprint|newspaper
新聞記事	newspaper story
新芽	sprout|bud|shoot
新薬	new medicine|new drug
新装	redecoration|remodelling|remodeling
新製品	new product|new line
新西蘭	new zealand
新規	new item
新設	establishing|founding|setting up
新語	new word|neologism|recent word
新車	new car
新進	rising|up-and-coming
新郎	bridegroom
新鋭	up-and-coming|newly produced|up-and-comer
新陳代謝	renewal|replacement|regeneration
新雪	fresh snow|new snow
新顔	newcomer|new face
新風	new style
新鮮	fresh
方々	people|everywhere|persons
方がいい	had better
方がいかっ	had better
方がいく	had better
方がいさ	had better
方がよい	had better
方がよかっ	had better
方がよく	had better
方がよさ	had better
方が良い	had better
方が良かっ	had better
方が良く	had better
方が良さ	had better
方位	bearing|heading
方向	direction|orientation|bearing
方式	form|method|system
方法	method|process|manner
方法論	methodology
方程式	equation|formula
方策	plan|policy
方角	direction|cardinal direction|bearing
方言	dialect|provincialism
方針	policy|course|plan
方面	direction|district|area
施し	give|donate|perform
施す	give|donate|perform
施工	construction|constructing|carrying out
施政	government|administration|statesmanship
施策	policy|measure
施行	execution|enforcing|carrying out
施設	institution|establishment|facility
旅	travel|trip|journey
旅人	traveller|traveler|wayfarer
旅先	destination|goal
旅券	passport
旅団	brigade
旅客	passenger|traveller|traveler
旅客機	passenger plane
旅立ち	depart|embark|die
旅立っ	depart|embark|die
旅立つ	depart|embark|die
旅行	travel|trip|journey
旅行会社	travel agent|travel agency
旅行券	travel voucher|travel coupon
旅行者	traveller|traveler
旅費	travel expenses
旅館	ryokan|traditional inn
旋回	revolution|rotation|turning
旋律	melody|tune
旋風	whirlwind|sensation|commotion
族	tribe|clan|band
旗	flag|pataka
旗印	design|emblem|insignia
旗手	standard-bearer|flag-bearer
旗揚げ	launching business
旗色	situation|outlook|one's allegiance
既に	too late
既婚	married
既存	existing
既定	established|fixed|prearranged
既往症	previous illness|medical history|anamnesis
既得権	vested rights
既成	established|existing|accomplished
既成事実	established fact|fait accompli
既製	ready-made
既製服	ready-made clothes
日々	daily
日ごろ	normally|habitually
日に日に	daily
日の入り	sunset
日の出	sunrise
日の目	sunlight
日ソ	japanese-soviet
日中	daytime
日付	date|dating
日付け	date|dating
日傘	parasol|sunshade
日光	sunlight|sunshine|sunbeams
日光浴	sunbathing
日出	sunrise
日刊	daily publication|daily issue
日取り	fixed date|appointed day
日向	sunny place
日和	weather|climatic conditions|fine weather
日報	daily report
日夜	always|constantly
日差し	sunlight
日帰り	day trip
日常	everyday|daily|ordinary
日常生活	everyday life|daily life
日当たり	sunny place|per day
日日	date
日暮れ	twilight|sunset|dusk
日曜	sunday
日曜日	sunday
日本	japan
日本一	japan's best
日本中	throughout japan
日本人	japanese person|japanese people
日本企業	japanese company
日本全国	throughout japan
日本刀	japanese sword
日本史	japanese history
日本式	japanese style
日本政府	japanese government
日本料理	japanese cooking
日本画	japanese painting
日本社会	japanese society
日本紙	japanese paper
日本経済	japanese economy
日本語	japanese
日本酒	sake
日本銀行	boj
日没	sunset
日焼け	sunburn|suntan|tan
日焼け止め	sunscreen|suntan lotion|sunblock
日照	sunlight
日産	daily output|nissan
日用品	daily necessities
日程	schedule|program|programme
日米	japanese-american
日系	nikkeijin
日経	nikkei
日給	daily wages
日記	diary|journal
日誌	journal|log
日課	daily routine|daily work|daily lesson
日陰	shade|shadow|sunshine
日韓	japanese-korean
日食	solar eclipse
旦那	master|husband
旧	old customs
旧制	old system|old order
旧姓	maiden name
旧来	traditional|formerly
旧派	old school|old style
旧約	old promise|old agreement|old covenant
旨	principle|aim|main purpose
旨い	skillful|skilful|clever
旨かっ	skillful|skilful|clever
旨く	skillful|skilful|clever
旨さ	skillful|skilful|clever
早	quick|early|fast
早々	immediately after|hurriedly|in haste
早い	fast|quick|hasty
早かっ	fast|quick|hasty
早く	early|soon|quickly
早さ	fast|quick|hasty
早まっ	be advanced|be hasty|be rash
早まり	be advanced|be hasty|be rash
早まる	be advanced|be hasty|be rash
早め	bring forward|advance|hasten
早める	bring forward|advance|hasten
早乙女	young girl
早口	fast-talking|rapid talking
早急	immediate|prompt|quick
早春	early spring
早朝	early morning
早期	early stage
早期治療	early treatment
早瀬	swift current|rapids
早熟	precocity|early ripening|premature development
早起き	early rising
早退	leaving early
早速	at once|immediately|without delay
旬	season|ten-day period|ten-year period
旺盛	lively|vigorous|energetic
昆布	kombu|konbu|kelp
昆虫	insect|bug
昇っ	ascend|climb|rise
昇り	ascend|climb|rise
昇る	ascend|climb|rise
昇格	promotion
昇級	promotion|advancement
昇給	salary raise
昇進	promotion|advancement
明かし	pass|spend|reveal
明かす	pass|spend|reveal
明かり	light|illumination|glow
明くる	following
明くる日	following day
明け	open|unwrap|unlock
明ける	open|unwrap|unlock
明け方	dawn
明らか	clear|obvious|evident
明るい	light|well-lit|well-lighted
明るかっ	light|well-lit|well-lighted
明るく	light|well-lit|well-lighted
明るさ	light|well-lit|well-lighted
明年	next year
明快	clear|clear-cut|lucid
明文化	stipulation|stating clearly|stating explicitly
明星	morning star|venus|preeminent person
明晩	tomorrow evening
明朗	cheerful|bright|clear
明朝	tomorrow morning
明治	meiji era
明白	obvious|clear|plain
明瞭	clear|plain|distinct
明確	clear|precise|definite
明示	elucidation|explicit statement|specification
明細	details|particulars|specifics
明言	declaration|statement
明記	clear writing|specification
昏睡	coma|dead sleep
易い	easy
易かっ	easy
易く	easy
易さ	easy
易しい	easy|plain|simple
易しかっ	easy|plain|simple
易しく	easy|plain|simple
易しさ	easy|plain|simple
昔	olden days|former
昔話	old tale|folk tale|legend
星	star|planet|heavenly body
星占い	astrology|horoscope
星座	constellation|astrological sign|star sign
星条旗	star-spangled banner
星空	starry sky
映え	shine|glow|look attractive
映える	shine|glow|look attractive
映し	project|reflect|cast
映し出し	project|show|portray
映し出す	project|show|portray
映す	project|reflect|cast
映っ	be reflected|harmonize with|come out
映り	be reflected|harmonize with|come out
映る	be reflected|harmonize with|come out
映像	image|picture|video
映画	movie|film
映画館	movie theatre|movie theater|cinema
春	spring|springtime|new year
春休み	spring break|spring vacation
春分	vernal equinox|spring equinox
春季	spring season
春秋	years|age
昨今	nowadays|recently
昨夜	evening|last night|yesterday evening
昨年	last year
昨年度	previous year
昨春	last spring
昨晩	last night
昭和	old-fashioned|quaint|old-school
是正	correction|revision|redressing
是認	approval
是非	certainly|without fail
是非とも	absolutely
是非是非	certainly
昼	noon|midday|daytime
昼ごはん	lunch|midday meal
昼ご飯	lunch|midday meal
昼下がり	early afternoon
昼休み	lunch break|noon recess
昼前	morning|forenoon
昼寝	nap|siesta
昼過ぎ	afternoon
昼間	daytime|diurnal period
昼食	lunch|midday meal
昼飯	lunch|midday meal
時々	seasonal|appropriate
時として	sometimes|on occasions
時には	occasionally
時事	current affairs
時代	period|epoch|era
時代劇	historical play|period drama
時代錯誤	anachronism
時価	current value|price|market value
時刻	hour|favourable time|opportunity
時刻表	timetable|schedule
時効	prescription
時報	time signal|news report|newsletter
時宜	right time|appropriate time|season's greetings
時局	situation|current affairs
時差	time difference
時折	sometimes
時期	season|period|phase
時期尚早	premature
時機	opportunity|chance|occasion
時点	occasion
時節	season
時給	hourly pay|hourly wage
時計	clock|watch|timepiece
時速	speed
時間	hour
時間切れ	time-out
時間割	timetable|schedule
時間割り	timetable|schedule
時間帯	time slot|time zone
時限	period|time limit
時雨	seasonable rain
晒し	expose|bleach|refine
晒す	expose|bleach|refine
晩	evening|night|dinner
晩ご飯	dinner|evening meal
晩婚	late marriage
晩年	final years
晩御飯	dinner|evening meal
晩酌	dinner-time drink
普及	diffusion|spread|popularization
普段	usual|normal|everyday
普段着	everyday clothes|ordinary clothes|casual wear
普賢	samantabhadra|universal compassion
普通	normally|ordinarily|usually
普通選挙	universal suffrage
普遍	universal|general|ubiquitous
普遍的	universal|omnipresent|ubiquitous
景勝	picturesque scenery|advantageous position|strategic location
景品	gift|premium|freebie
景気	business conditions|the market|economic activity
景色	scenery|scene|landscape
景観	scenery
晴らし	dispel|clear away|refresh
晴らす	dispel|clear away|refresh
晴れ	clear weather|fine weather|formal
晴れる	clear up|clear away|be sunny
晴天	fine weather|fair weather|clear weather
暁	dawn|daybreak|event
暁星	morning star|venus|rarity
暇	spare time|free time|leisure
暇がない	busy
暇がなかっ	busy
暇がなく	busy
暇がなさ	busy
暇つぶし	killing time
暇潰し	killing time
暈け	be faded|be hazy|be blurred
暈ける	be faded|be hazy|be blurred
暈し	blur|shade off|gradate
暈す	blur|shade off|gradate
暑い	hot|warm|sultry
暑かっ	hot|warm|sultry
暑く	hot|warm|sultry
暑さ	heat|hotness
暑中	high summer
暖かい	warm|mild|hot
暖かかっ	warm|mild|hot
暖かく	warm|mild|hot
暖かさ	warm|mild|hot
暖まっ	warm oneself|sun oneself|warm up
暖まり	warm oneself|sun oneself|warm up
暖まる	warm oneself|sun oneself|warm up
暖め	warm|heat
暖める	warm|heat
暖冬	mild winter|warm winter
暖房	heating
暖流	warm current
暖炉	fireplace|hearth|stove
暖簾	reputation|good name|credit
暗い	dark|gloomy|murky
暗かっ	dark|gloomy|murky
暗く	dark|gloomy|murky
暗さ	dark|gloomy|murky
暗に	implicitly
暗やみ	darkness|the dark
暗号	code|password|cipher
暗殺	assassination
暗礁	reef|sunken rock|unforeseen difficulty
暗示	hint|suggestion
暗記	memorization|memorisation
暗闇	darkness|the dark
暗雲	dark clouds|threatening signs|ominous indications
暗黒	darkness
暗黙	tacit|unspoken|implicit
暢気	carefree|optimistic|careless
暦	calendar|almanac
暫定	provisional|temporary|tentative
暮らし	life|living|livelihood
暮らす	live|get along|spend
暮れ	sunset|sundown|nightfall
暮れる	get dark|grow dark|end
暴れ	act violently|rage|struggle
暴れる	act violently|rage|struggle
暴力	violence|mayhem
暴力団	gangster organization|crime syndicate|yakuza
暴動	insurrection|rebellion|revolt
暴徒	insurgent|rioter|mob
暴挙	violence|reckless action|outrage
暴落	slump|crash|heavy fall
暴虐	tyranny|atrocity
暴行	assault|outrage|rape
暴走	acting rashly|running wildly|behaving recklessly
暴露	disclosure|exposure|revelation
暴風	storm|windstorm|gale
暴風雨	rainstorm|storm
暴騰	sudden rise|sharp rise|boom
曇っ	get cloudy|cloud over|become overcast
曇り	cloudiness|cloudy weather|fog
曇る	get cloudy|cloud over|become overcast
曖昧	vague|ambiguous|unclear
曙	dawn|daybreak|beginning
曝し	expose|bleach|refine
曝す	expose|bleach|refine
曰く	pretext|history|past
曲	composition|song|track
曲がっ	bend|curve|warp
曲がり	curvature|warp|bend
曲がりかど	street corner|road turn|turning point
曲がり角	street corner|road turn|turning point
曲がる	bend|curve|warp
曲げ	bend|crook|bow
曲げる	bend|crook|bow
曲折	windings|meanderings|complications
曲目	number|program|programme
曲線	curve
更け	get late|advance|wear on
更ける	get late|advance|wear on
更に	furthermore|moreover
更年期	menopause
更改	renewal|extension|revision
更新	renewal|update|innovation
更正	correction|revision|rectification
更生	rehabilitation|rebirth|regeneration
更衣室	locker room|changing room|dressing room
更迭	change|reshuffle|shake-up
書い	write|compose|pen
書き	write|compose|pen
書き上げ	finish writing|complete|write down
書き上げる	finish writing|complete|write down
書き取っ	write down|take notes|copy out
書き取り	transcription|dictation
書き取る	write down|take notes|copy out
書き換え	rewrite|overwrite|renew
書き換える	rewrite|overwrite|renew
書き方	penmanship|calligraphy
書き直し	write out|rewrite
書き直す	write out|rewrite
書き言葉	written word|written language
書き込み	writing|entry
書き込む	fill in|fill out
書き込ん	fill in|fill out
書く	write|compose|pen
書体	typeface|calligraphic style
書取	transcription|dictation
書名	book title
書家	calligrapher
書店	bookshop|bookstore
書式	prescribed form|format
書房	study|library|bookstore
書斎	study|library|den
書架	bookshelf|bookcase
書物	book|volume
書留	registered mail|registered post|registration
書簡	letter|note|epistle
書籍	book|publication
書記	clerk|secretary|writing down
書記官	secretary
書記局	secretariat
書評	book review
書誌学	bibliography|bibliology
書道	calligraphy
書院	drawing room|study|publishing house
書面	document|letter|writing
書類	document|official papers
替え	change|alteration|substitute
替える	replace|exchange|interchange
替え玉	proxy|ringer|substitute
替わっ	succeed|relieve|replace
替わり	substitute|replacement|substituting
替わる	succeed|relieve|replace
最も	extremely
最上	best
最下	the lowest|the worst
最低	least|lowest|minimum
最低限	minimum
最先端	cutting edge|leading edge|forefront
最初	beginning|outset|onset
最前列	front row
最前線	front line|forefront
最古	the oldest
最善	utmost
最多	largest
最大	biggest|greatest|largest
最大限	maximum
最寄り	nearest|closest
最小	smallest|least|minimum
最小限	minimum|lowest|minimal
最少	fewest|least|smallest
最強	strongest
最後	end|conclusion
最後尾	end|tail end|rear
最恵国	mfn
最悪	worst|horrible|horrid
最愛	beloved|dearest
最新	latest|newest|late-breaking
最新ニュース	latest news
最新鋭	state-of-the-art|cutting-edge
最早	no longer
最期	one's death|one's end
最盛期	golden age|prime|heyday
最短	shortest
最終	final|closing
最終的	final|eventual|ultimate
最良	the best|ideal
最適	most suitable|optimum|optimal
最長	longest|oldest
最高	highest|maximum|uppermost
最高峰	highest peak|highest mountain|greatest authority
最高級	highest grade|top class
最高裁	supreme court
月々	every month|monthly
月の兎	moon rabbit|moon hare
月並	every month|trite|commonplace
月並み	every month|trite|commonplace
月光	moonlight|moonbeam
月刊	monthly publication|monthly issue
月収	monthly income
月夜	moonlit night
月日	years|date|life
月曜	monday
月曜日	monday
月産	monthly output
月経	menstruation|menstrual period
月給	monthly salary
月見	moon viewing
月賦	monthly installment|monthly payment
月間	month-long period|month
月面	moon's surface
月額	monthly amount
月食	lunar eclipse
有	existence|possession
有する	possess
有っ	exist|live
有り	exist|live
有りそう	probable|likely
有りとあらゆる	every conceivable|every single|every possible
有りのまま	the truth|fact|frank
有り得ない	impossible|unlikely|improbable
有り得なかっ	impossible|unlikely|improbable
有り得なく	impossible|unlikely|improbable
有り得なさ	impossible|unlikely|improbable
有り様	state|condition|circumstances
有り触れた	unsurprising|trite|commonplace
有り難い	grateful|thankful|welcome
有り難かっ	grateful|thankful|welcome
有り難く	grateful|thankful|welcome
有り難さ	grateful|thankful|welcome
有る	exist|live
有事	emergency
有人	manned|occupied|piloted
有価証券	marketable securities
有償	payment|compensation
有利	advantageous|favourable|better
有力	influential|prominent|strong
有力者	influential person
有効	valid|effective|yuko
有名	famous|fame
有名人	celebrity|famous person|public figure
有害	harmful|hazardous
有志	interested person|volunteer|supporter
有意義	significant|useful|meaningful
有数	prominent|leading|foremost
有料	fee-charging|paid|not free
有望	good prospects|promising
有様	state|condition|circumstances
有権者	voter|elector|constituent
有機	organic
有機物	organic matter
有毒	poisonous|toxic
有用	useful|helpful
有益	beneficial|profitable|useful
有給	salaried|with pay|vacation
有罪	guilt|culpability
有耶無耶	indefinite|hazy|vague
有能	able|capable|competent
有識者	expert|knowledgeable person|authority
有限	finite|limited
有難い	grateful|thankful|welcome
有難かっ	grateful|thankful|welcome
有難く	grateful|thankful|welcome
有難さ	grateful|thankful|welcome
有頂天	ecstasy
服	clothes
服役	penal servitude|military service
服従	obedience|submission|resignation
服用	taking medicine|dosing
服装	garments|attire
服飾	attire
朗らか	cheerful|merry|sunny
朗報	good news
朗詠	recitation
朗読	reading aloud|recitation
望ましい	desirable|hoped for|preferable
望ましかっ	desirable|hoped for|preferable
望ましく	desirable|hoped for|preferable
望ましさ	desirable|hoped for|preferable
望み	wish|desire|hope
望む	desire|wish for|expect
望ん	desire|wish for|expect
望月	full moon
望遠鏡	telescope
朝	morning|breakfast
朝ごはん	breakfast
朝ご飯	breakfast
朝刊	morning newspaper
朝夕	constantly
朝寝坊	oversleeping|late riser
朝御飯	breakfast
朝方	early morning|early hours
朝日	morning sun
朝礼	morning assembly|morning gathering
朝霧	morning fog|morning mist
朝顔	funnel-shaped object|bell|funnel-shaped urinal
朝食	breakfast
朝飯	breakfast
朝鮮	korea
朝鮮半島	korean peninsula
朝鮮民主主義人民共和国	dprk
期待	expectation|anticipation|hope
期日	fixed date|settlement date
期間	period|term|interval
期間限定	limited time|limited-time offer
期限	term|period|time frame
木	tree|shrub|bush
木々	trees|every tree
木の実	nut|berry
木の芽	leaf bud
木の葉	foliage
木場	lumberyard
木工	woodworking|woodworker|carpenter
木彫	wood carving|wooden sculpture|woodcraft
木彫り	wood carving|woodcraft
木戸	wicket gate|wooden door
木星	jupiter
木曜	thursday
木曜日	thursday
木材	lumber|timber|wood
木炭	charcoal
木片	block|chip|splinter
木綿	cotton
木製	wooden
木造	wooden|wooden construction
木陰	bower
未	the sheep|the ram|the goat
未だ	as yet|yet
未だしも	rather|better
未だ未だ	yet
未亡人	widow
未婚	unmarried
未完成	incompletion|incomplete|unfinished
未定	undecided|pending
未成年	minor
未成年者	minor
未払い	unpaid|overdue
未明	early dawn
未来	the future|future tense
未決	pending|undecided|unconvicted
未満	less than|below
未然	previously
未熟	unripe|green|inexperienced
未熟児	premature baby
未発表	unpublished
未知	unknown|strange
未知数	unknown|unknown number|variable
未納	payment default
未練	lingering attachment|lingering affection|regret
未解決	unsettled|pending|unresolved
未遂	failed attempt
未開	uncivilized|uncivilised|primitive
末	end|the end|tip
末っ子	youngest child
末に	finally|following
末尾	end
末広	becoming prosperous
末期	closing years|last stage|end stage
末期的	terminal|final
末端	end|tip|extremities
本	origin|book|source
本の	mere|slight
本予算	main budget
本人	said person
本件	this matter|this case
本会議	plenary session|regular session
本位	standard|basis|principle
本体	substance|real form|main part
本名	real name
本命	favorite|favourite|likely winner
本因坊	honinbo
本国	home country|suzerain country|colonizing country
本土	mainland|native country
本堂	nave
本場	home|center|best place
本塁	base|stronghold|main fort
本塁打	home run
本家	head house|birthplace|originator
本尊	principal image|idol
本屋	bookstore|bookshop|publisher
本山	head temple|this temple
本島	main island|this island
本年	this year
本店	head office|main office|main store
本当に	truly
本心	true feelings|real intention|one's heart
本性	true character|real nature
本拠	stronghold|inner citadel|base
本文	text|body|this passage
本旨	main object|principal object|true aim
本書	text|script|this book
本朝	this land|our country|imperial court
本木	original stock
本来	originally|primarily|essentially
本校	main school|principal school|this school
本格	serious|orthodox|classical
本格化	regularization|regularisation
本格的	genuine|real|regular
本棚	bookshelves|bookshelf|bookcase
本業	principal occupation|core business
本欄	this column
本気	seriousness|earnestness|truth
本流	main course|mainstream|main current
本物	genuine article|real thing|real deal
本番	performance|take|game
本省	ministry proper|home office|head office
本社	head office|main office|headquarters
本箱	bookcase
本紙	this newspaper
本線	main line|trunk line
本職	principal occupation|main job|professional
本能	instinct
本腰	strenuous effort|earnestness|seriousness
本調子	keynote|proper key
本質	essence|true nature|substance
本質的	essential|substantial|substantive
本部	headquarters|head office|main office
本隊	main body|main force|these troops
本音	real intention|motive|true opinion
本領	characteristic quality|special character|one's specialty
本題	main question
本願	long-cherished desire
本館	main building
札	banknote|ticket|bill
札幌	sapporo
朱	scarlet|red
朱印	red seal
机	desk
杉	japanese cedar
杏	apricot
材料	ingredients|material|subject matter
材木	lumber|timber
材質	material|material properties
村	village
村人	villager
村民	villager
村議会	village assembly
村長	village headman|village mayor
杖	cane|walking stick|staff
杜撰	careless|sloppy|faulty
束	bundle|bunch|sheaf
束ね	bundle|sheathe|govern
束ねる	bundle|sheathe|govern
束の間	moment
束縛	restraint|restriction|fetters
条件	condition|term|requirement
条件付き	conditionally
条例	regulations|rules|regulation
条文	text|provisions
条理	reason
条約	treaty|pact|convention
条項	clause|article|stipulations
来る	come|approach|arrive
来客	visitor|caller
来年	next year
来春	next spring
来月	next month
来襲	raid|attack|invasion
来訪	visit|call
来賓	guest|visitor|visitor's arrival
来週	next week
杭	stake|post|pile
杯	sake cup
東	east
東亜	east asia|the orient
東京	tokyo
東京証券取引所	tse
東側	east side|east bank
東北	north-east|tohoku
東南	south-east
東口	east entrance
東宮	crown prince
東方	eastern direction|the orient
東欧	eastern europe
東洋	the east|the orient|asia
東海	eastern sea|east sea
東独	east germany
東経	east longitude
東邦	oriental country|the orient
東部	eastern part|the east
東都	yedo|edo
松	pine tree|highest
松林	pine forest
松葉	pine needle
板	board|plank|sheet
板ガラス	plate glass|sheet glass
板門店	panmunjon
枕	pillow|bolster|introduction
林	wood|woods|forest
林学	forestry
林業	forestry
林檎	apple|apple tree
林立	bristling
林道	woodland path|logging road
林野庁	forestry agency
枚挙	enumeration
果たし	accomplish|achieve|carry out
果たして	sure enough|actually
果たす	accomplish|achieve|carry out
果て	the end|the extremity|the limit
果てしない	endless|boundless|everlasting
果てしなかっ	endless|boundless|everlasting
果てしなく	endless|boundless|everlasting
果てしなさ	endless|boundless|everlasting
果てる	end|be finished|be exhausted
果実	fruit|nut|berry
果敢	resolute|determined|bold
果樹	fruit tree
果汁	fruit juice
果物	fruit
枝	branch|bow|bough
枝葉	foliage|unimportant details|nonessentials
枝豆	edamame
枠	frame|framework|border
枠外	limits|scope|boundary
枠組み	frame|framework|outline
枢軸	axle|pivot
枯れ	wither|be blasted|die
枯れる	wither|be blasted|die
枯れ木	dead tree|withered tree|leafless tree
枯れ葉	dead leaf|dry leaves
枯木	dead tree|withered tree|leafless tree
枯死	withering|dying
枯渇	drying up|running dry|running out
枯葉	dead leaf|dry leaves
架橋	bridge building|bridge|cross-linking
架空	fictitious|imaginary|fanciful
架設	construction|building
柄	handle|pattern|grip
柏	oak|daimyo oak|quercus dentata
柏木	oak tree
某	certain
染まっ	be dyed|be tainted|be infected
染まり	be dyed|be tainted|be infected
染まる	be dyed|be tainted|be infected
染み	stain|spot|smudge
染みる	pierce|penetrate|soak in
染め	dyeing|printing
染める	dye|colour|color
染色	dyeing|staining|dyed colour
染色体	chromosome
柔らか	soft|tender|limp
柔らかい	soft|tender|pliant
柔らかかっ	soft|tender|pliant
柔らかく	soft|tender|pliant
柔らかさ	soft|tender|pliant
柔和	gentle|mild|meek
柔軟	flexible|lithe|soft
柔道	judo
柚	yuzu
柚子	yuzu
柱	pillar|post|support
柳	willow|weeping willow
柴	brushwood|firewood
柵	fence|paling|railing
査問	inquiry|enquiry|hearing
査定	assessment|revision
査察	inspection|investigation
査証	visa|endorsing|stamping
柿	kaki|japanese persimmon
栄え	glory|splendour|honour
栄える	prosper|flourish
栄光	glory
栄冠	laurels|garland
栄枯	vicissitudes
栄誉	honour|honor
栄養	nutrition|nourishment
栄養士	dietitian|nutritionist
栄養失調	malnutrition
栄養学	dietetics|nutritional science
栄養素	nutrient
栓	stopper|cork|plug
栓抜き	bottle opener|corkscrew
栗	japanese chestnut
校則	school regulations
校庭	schoolyard|playground|school grounds
校旗	school flag
校歌	school song
校正	proofreading|calibration
校舎	school building|schoolhouse
校長	principal|headmaster
校門	school gate
校閲	revision|proofreading
株	stock|share|stump
株主	shareholder|stockholder
株価	stock prices
株券	stock certificate
株式	share|stock
株式会社	stock company|corporation|kabushiki kaisha
株式市場	stock market
核	stone|pit|pip
核兵器	nuclear weapon
核分裂	nuclear fission|karyokinesis
核実験	nuclear test
核家族	nuclear family
核弾頭	nuclear warhead
核心	core|heart|point
核武装	nuclear arms
核燃料	atomic fuel|nuclear fuel
核融合	nuclear fusion
核酸	nucleic acid
根	root|center
根ざし	come from
根ざす	come from
根っこ	root|stump
根っ子	root|stump
根回し	behind-the-scenes maneuvering|consensus-building process
根幹	foundation|root|basis
根底	root|basis|foundation
根強い	firmly rooted|deep-seated
根強かっ	firmly rooted|deep-seated
根強く	firmly rooted|deep-seated
根強さ	firmly rooted|deep-seated
根性	willpower|guts|determination
根拠	basis|foundation|grounds
根掘り葉掘り	inquisitively|pryingly|nosily
根本	root|source|origin
根本的	fundamental|basic
根気	patience|perseverance|persistence
根源	root|source|origin
根絶	eradication|extermination|rooting out
格	status|position|rank
格上げ	status elevation|upgrading|promotion
格付け	rating|classification|allocation
格別	particular|special|exceptional
格好	shape|form|figure
格好いい	attractive|good-looking|stylish
格好いかっ	attractive|good-looking|stylish
格好いく	attractive|good-looking|stylish
格好いさ	attractive|good-looking|stylish
格子	lattice|latticework|window bars
格安	cheap|reasonable
格差	qualitative difference|disparity|gap
格闘	hand-to-hand fighting|grappling|scuffling
栽培	cultivation
桁	column|beam|girder
桂	katsura
桃	peach
桃色	pink
案	idea|plan|proposal
案の定	as usual|sure enough
案件	matter|item|issue
案内	guidance|leading|showing around
案外	unexpectedly|surprisingly|unexpected
桐	paulownia|empress tree|foxglove tree
桑	mulberry
桑原	mulberry field
桑田	mulberry plantation
桑畑	mulberry field|mulberry plantation
桜	cherry tree|cherry blossom|fake buyer
桜花	cherry blossom
桟橋	wharf|bridge|jetty
桶	bucket|pail|tub
梁	beam|joist
梅	japanese apricot|japanese plum|ume
梅干	umeboshi
梅干し	umeboshi
梅酒	ume liqueur
梅雨	rainy season
梗塞	stoppage|tightness|block
梨	nashi|japanese pear|asian pear
梯子	ladder|stairs
梱包	packing|crating|packaging
梳かし	comb out|brush|untangle
梳かす	comb out|brush|untangle
棄却	rejection|dismissal|turning down
棄権	abstention|renunciation|withdrawal
棋院	go institution|go club|go hall
棒	pole|rod|stick
棒立ち	standing upright|rearing
棘	thorn|spine|prickle
棚	shelf|ledge|rack
棚上げ	shelving|pigeonholing
棟	ridge
森	forest|shrine grove
森林	forest|woods
棲み	live|inhabit|nest
棲む	live|inhabit|nest
棲ん	live|inhabit|nest
棺	coffin|casket
椀	bowl
椅子	chair|stool|post
植え	plant|grow|raise
植える	plant|grow|raise
植木	garden shrubs|trees|potted plant
植木鉢	flowerpot|plant pot
植林	afforestation
植樹	tree-planting
植民地	colony|community
植物	plant|vegetation
植物園	botanical garden
椎茸	shiitake mushroom
検事	public prosecutor
検出	detection|sense
検問	inspection|examination|check
検定	official certification|official approval|inspection
検察	examination|investigation|prosecution
検察官	public prosecutor
検挙	arrest|roundup
検査	inspection|examination|scan
検疫	quarantine|medical inspection
検索	looking up|retrieval|searching for
検索条件	search criteria
検視	autopsy|inquest
検討	consideration|examination|investigation
検診	physical examination|medical examination|health checkup
検証	verification|inspection
検閲	censorship|inspection|examination
椿	common camellia
楕円	ellipse
楕円形	elliptical shape
業	work|business|company
業務	business|affairs|duties
業界	business world|business circles|industry
業績	achievement|performance|results
業者	trader|dealer|businessman
楯突い	defy|disobey|rebel against
楯突き	defy|disobey|rebel against
楯突く	defy|disobey|rebel against
極	quite
極まっ	terminate
極まり	terminate
極まる	terminate
極み	height|acme|extremity
極め	investigate thoroughly|master
極めて	exceedingly|extremely|decisively
極める	investigate thoroughly|master
極上	first-rate|finest quality|the best
極力	the utmost
極右	far right|extreme right|ultraconservative
極寒	extreme cold|intense cold|coldest season
極東	far east
極楽	sukhavati|paradise
極秘	absolute secrecy
極端	extreme|extremity
極限	utmost limits|extremity|limit
楷書	printed style|square style|block style
楼閣	multistoried building
楽	comfort|ease|relief
楽しい	enjoyable|fun|pleasant
楽しかっ	enjoyable|fun|pleasant
楽しく	enjoyable|fun|pleasant
楽しさ	enjoyable|fun|pleasant
楽しみ	enjoyment|pleasure|diversion
楽しむ	enjoy
楽しん	enjoy
楽器	musical instrument
楽団	orchestra|band
楽園	paradise|eden|elysium
楽天家	optimist|easy-going person
楽天的	optimistic
楽屋	dressing room|green room|backstage
楽曲	musical composition|tune
楽章	movement
楽観	optimism
楽観的	optimistic|hopeful
楽譜	score|sheet music
楽隊	band|orchestra
概念	general idea|concept|notion
概況	outlook|general situation
概略	outline|summary|gist
概算	approximation|rough estimate|ballpark figure
概要	outline|summary|overview
概論	introduction|outline|general remarks
構い	mind|care about|matter
構う	mind|care about|matter
構え	set up|build|establish
構える	set up|build|establish
構っ	mind|care about|matter
構内	premises|grounds|campus
構図	composition
構想	plan|plot|idea
構成	composition|construction|formation
構築	construction|building|putting up
構造	structure|construction|makeup
構造物	structure
槍	spear|lance|javelin
様々	various|varied|diverse
様になっ	turn into
様になり	turn into
様になる	turn into
様変わり	changing completely|transformation
様子	state|situation|circumstances
様式	style|form|pattern
様相	aspect|phase|condition
標本	example|specimen|sample
標準	standard|level|norm
標準語	standard language|standard japanese
標的	target
標語	motto|slogan|catchword
標識	sign|mark|flag
標題	title|index|heading
標高	elevation
模倣	imitation|copying
模型	model|dummy|maquette
模擬	imitation
模擬試験	mock exam|practice exam|practice test
模様	pattern|figure|design
模範	exemplar|model|example
模索	groping|fumbling around|searching
模造	imitation|counterfeit|fake
権	right|authority|power
権利	right|privilege
権力	power|authority|influence
権威	authority|power|influence
権益	interests
権限	power|authority|jurisdiction
横	horizontal|lying down|side-to-side
横たわっ	lie down|stretch out|lie ahead
横たわり	lie down|stretch out|lie ahead
横たわる	lie down|stretch out|lie ahead
横ばい	sidewise crawl|crawling sideways|leafhopper
横切っ	cross|traverse
横切り	cross|traverse
横切る	cross|traverse
横取り	snatching|stealing|seizure
横幅	breadth|width
横手	side|beside
横文字	horizontal script|european writing|roman letters
横断	crossing|traversing|traversing horizontally
横断幕	horizontal banner
横断歩道	pedestrian crossing|crosswalk
横暴	violence|oppression|high-handedness
横書き	writing horizontally|horizontal writing
横柄	arrogant|haughty|insolent
横浜	yokohama
横目	sidelong glance|short grain
横着	laziness|shirking|impudent
横綱	yokozuna|grand champion
横線	horizontal line
横行	walking sideways|staggering|striding
横転	toppling sideways|turning sideways|barrel roll
横道	byway|side street|cross street
横領	embezzlement|misappropriation|usurpation
横顔	profile|sketch|outline
樹木	tree
樹皮	bark
樹立	establishment|founding|setting
樹脂	resin|rosin
樽	cask|barrel
橋	bridge
橋渡し	bridge building|mediation|go-between
橋脚	bridge pier|pontoon bridge
橘	tachibana orange
橙色	orange
機会	chance|opportunity
機体	fuselage|airframe
機内	in-flight
機動	maneuver|manoeuvre|mobile
機動隊	riot police|riot squad
機器	device|equipment|machinery
機嫌	humour|humor|temper
機密	secrecy
機敏	clever|shrewd|canny
機材	machine parts|machinery|equipment
機械	machine|mechanism|instrument
機械化	mechanization|mechanisation|computerization
機構	mechanism|organization|organisation
機種	model
機能	function|facility|faculty
機運	opportunity|chance|trend
機長	captain
機関	engine|agency|organisation
機関紙	bulletin|organ
機関車	locomotive|engine
機関銃	machine gun
機首	nose
檻	cage|pen|cell
櫛	comb
欄	section|column|page
欄外	margin
欄干	railing|guard rail|handrail
欠い	chip|nick|break
欠かし	miss|fail
欠かす	miss|fail
欠き	chip|nick|break
欠く	chip|nick|break
欠け	be chipped|be damaged|be broken
欠ける	be chipped|be damaged|be broken
欠乏	shortage|famine
欠伸	yawn|yawning
欠員	vacancy|vacant position
欠場	absence
欠如	lack|absence|shortage
欠席	absence|non-attendance
欠損	deficit|shortage|loss
欠点	fault|defect|flaw
欠片	fragment|broken piece|chip
欠陥	defect|fault|flaw
次	following|subsequent|stage
次々	in succession
次々に	successively
次い	come after
次いで	secondly|subsequently
次ぎ	come after
次ぐ	come after
次のように	as follows
次元	dimension|perspective|level
次女	second daughter
次官	vice-minister|undersecretary
次席	associate|junior|assistant
次期	next term|next period|next version
次点	runner-up
次男	second son
次第	immediately after|upon
次第に	gradually|in sequence|in order
次長	vice-chief|vice-director|assistant director
欧州	europe
欧米	the west
欲	greed|craving|desire
欲しい	wished for|desired
欲しかっ	wished for|desired
欲しがっ	desire|wish for|covet
欲しがり	desire|wish for|covet
欲しがる	desire|wish for|covet
欲しく	wished for|desired
欲しさ	wished for|desired
欲する	desire
欲張っ	covet|lust for
欲張り	greed|avarice|covetousness
欲張る	covet|lust for
欲望	desire|appetite|lust
欲求	desire|wish|urge
欲深	greedy|avaricious|covetous
欺い	deceive|delude|trick
欺き	deceive|delude|trick
欺く	deceive|delude|trick
歌	song
歌い	sing
歌う	sing
歌っ	sing
歌人	poet
歌劇	opera
歌合	poetry contest
歌唱	song|singing
歌声	singing voice|singing
歌姫	songstress|diva
歌手	singer
歌曲	melody|tune|song
歌留多	karuta
歌舞伎	kabuki
歌詞	song lyrics|libretto
歌謡	song|ballad
歌謡曲	pop song
歌集	anthology|songbook
歓喜	delight|great joy
歓声	cheer
歓待	warm welcome|friendly reception|hospitality
歓楽街	pleasure quarter
歓談	pleasant talk|chat
歓迎	welcome|reception
止し	cease|desist|lay off
止す	cease|desist|lay off
止まっ	stop|remain|cease
止まり	stop|remain|cease
止まる	stop|remain|cease
止み	cease|stop
止む	cease|stop
止め	stop|turn off|cease
止めどなく	endlessly|ceaselessly
止める	stop|turn off|cease
止め金	clasp|latch|catch
止ん	cease|stop
正	true|regular
正し	correct|rectify|reform
正しい	right|correct|proper
正しかっ	right|correct|proper
正しく	right|correct|proper
正しさ	right|correct|proper
正す	correct|rectify|reform
正に	exactly|surely|certainly
正体	true character|true form|true colors
正則	correct|proper|formal
正午	noon|midday
正反対	exactly opposite
正味	net weight|useful part|actual content
正常	normalcy|normality|normal
正常化	normalization|normalisation
正座	seiza
正式	due form|official|formality
正式名称	official name|formal name
正当	justifiable|right|due
正当防衛	legitimate self-defence|legitimate self-defense
正念場	critical moment|do-or-die situation
正教	orthodoxy|orthodox church
正方形	square
正月	new year|january
正直	honest|frank|candid
正確	accurate|correct|precise
正統	legitimate|orthodox|traditional
正義	justice|right|righteousness
正装	full dress|formal dress|uniform
正規	regular|normal|formal
正解	correct|right|correct interpretation
正論	sound argument|fair argument|just reasoning
正道	right track|correct path
正門	main gate|main entrance
正面	front|frontage|facade
此の	past
此の前	recently|lately|previous
此れから	in future
武力	armed might|military power|the sword
武勇	bravery|military prowess|valour
武器	weapon|arms|ordnance
武士	warrior|samurai
武将	military commander
武者	warrior
武装	arms|armament
武道	martial arts|military arts|bushido
歩	step|stride
歩い	walk
歩き	walk
歩き回っ	walk about|pace around
歩き回り	walk about|pace around
歩き回る	walk about|pace around
歩く	walk
歩み	walking|pace|step
歩み寄っ	compromise|meet halfway|approach
歩み寄り	compromise|concession
歩み寄る	compromise|meet halfway|approach
歩む	walk|tread|follow
歩ん	walk|tread|follow
歩兵	infantry|infantryman|foot soldier
歩合	rate|ratio|percentage
歩行	walk
歩行者	pedestrian|walker
歩行者天国	pedestrian mall|car-free mall|pedestrian paradise
歩調	pace|step|cadence
歩道	footpath|walkway|sidewalk
歩道橋	pedestrian bridge
歪み	warp|bend|contort
歪む	warp|bend|contort
歪ん	warp|bend|contort
歯	tooth
歯ごたえ	chewiness|firmness|challenge
歯ブラシ	toothbrush
歯医者	dentist
歯向い	bite back|turn on|rise against
歯向う	bite back|turn on|rise against
歯向かい	bite back|turn on|rise against
歯向かう	bite back|turn on|rise against
歯向かっ	bite back|turn on|rise against
歯向っ	bite back|turn on|rise against
歯止め	brake|drag|skid
歯痒い	impatient|tantalized|tantalised
歯痒かっ	impatient|tantalized|tantalised
歯痒く	impatient|tantalized|tantalised
歯痒さ	impatient|tantalized|tantalised
歯磨き	dental brushing|dentifrice|toothpaste
歯科	dentistry
歯科医	dentist
歯科医師	dentist
歯科衛生士	dental hygienist
歯車	gear|cogwheel
歳入	annual revenue|annual income|budget receipts
歳出	annual expenditure
歳暮	year-end gift|year end
歳月	years
歳末	year end
歴代	successive generations|successive emperors
歴任	successive jobs|consecutive jobs
歴史	history
歴史的	historic|historical|traditional
死	death|decease|death penalty
死に	die|pass away|lose spirit
死に体	losing posture|lame duck
死ぬ	die|pass away|lose spirit
死ん	die|pass away|lose spirit
死亡	death|mortality|to die
死亡率	death rate|mortality rate
死亡者	the deceased|deaths|persons killed
死人	corpse|dead person
死体	dead body|corpse|cadaver
死傷者	casualties
死刑	death penalty|capital punishment
死去	death
死後	after death
死者	dead person|deceased|dead
死語	dead language|extinct language|obsolete word
殆ど	mostly|nearly|practically
殉難	martyrdom
殊に	especially|particularly|unusually
殊勝	admirable|laudable
殊勲	distinguished services|meritorious deeds
残し	leave|not finish
残す	leave|not finish
残っ	remain|be left
残った分	remaining portion
残らず	entirely|completely|without exception
残り	remnant|residue|remaining
残る	remain|be left
残塁	remnant fort
残存	survival|remaining|being extant
残忍	brutal|cruel|merciless
残念	deplorable|regrettable|disappointing
残業	overtime
残留	staying behind|remaining|residual
残虐	cruel|brutal|savage
残酷	cruel|brutal|ruthless
残高	balance|remainder
殖え	increase|multiply
殖える	increase|multiply
殖やし	increase|add to|augment
殖やす	increase|add to|augment
殴っ	strike|hit|beat
殴り	strike|hit|beat
殴り込み	raid|attack|assault
殴る	strike|hit|beat
殴打	hit|strike|blow
段	step|stair|steps
段々	steps|stairs|staircase
段ボール	cardboard
段取り	programme|program|plans
段落	paragraph|end|stopping place
段階	grade|level|stage
殺し	murder|killing|murderer
殺す	kill|slay|murder
殺人	murder|homicide|manslaughter
殺人事件	murder case
殺傷	bloodshed
殺到	rush|flood|deluge
殺害	killing|murder
殺意	murderous impulse
殺気	bloodlust
殺菌	sterilization|sterilisation|disinfection
殺虫剤	insecticide|pesticide
殻	shell|husk|hull
殿堂	palace|hall|shrine
殿様	nobleman|dignitary|lord
毀損	damage|injury|defamation
母	mother
母さん	mother|wife
母乳	mother's milk
母体	mother's body|parent body|parent organization
母国	one's homeland
母国語	mother tongue|native language
母性	motherhood|maternity
母校	alma mater
母胎	womb|uterus|parent body
母親	mother
母音	vowel
毎回	each round
毎年	every year|yearly|annually
毎度	always|often
毎時	every hour|hourly
毎晩	every night
毎月	every month|each month|monthly
毎朝	every morning
毎週	every week
毒	poison|toxicant|harm
毒ガス	poison gas
毒性	toxicity|virulence
毒殺	poisoning
毒舌	wicked tongue|abusive language
毒薬	poison
比	ratio|proportion|match
比べ	contest|comparison|competition
比べる	compare|compete|vie
比例	proportion
比喩	simile|metaphor|allegory
比率	ratio|proportion|percentage
比較	comparison
比較的	comparatively|relatively
比重	specific gravity|relative density|relative importance
毛	hair|fur|wool
毛布	blanket
毛皮	fur|skin|pelt
毛筆	brush
毛糸	knitting wool|woolen yarn|woollen yarn
毛虫	hairy caterpillar|woolly bear|pest
氏	clan
氏名	name|identity
氏族	clan|family
氏神	patron god|tutelar deity|guardian deity
民	people|citizens|subjects
民主	democracy|popular sovereignty|democratic party
民主主義	democracy
民主党	democratic party
民主国	democratic state
民主的	democratic
民事	civil affairs|civil case
民俗	folk customs|folkways|ethnic customs
民兵	militia|militiaman
民営	private management
民営化	privatization|privatisation
民家	private house
民宿	pension|guesthouse
民意	popular will
民放	commercial broadcast
民政	civil administration|civil government
民族	people|race|nation
民族主義	nationalism
民法	civil law|civil code
民生	public welfare
民芸	folk craft|folk art
民衆	people|populace|masses
民話	folk tale|folktale|folk story
民謡	folk song|popular song
民間	private|non-governmental|non-official
民間放送	commercial broadcasting
民需	private demand
気	spirit|mind|heart
気がかり	worry|anxiety|concern
気がつい	notice|become aware|perceive
気がつき	notice|become aware|perceive
気がつく	notice|become aware|perceive
気が付い	notice|become aware|perceive
気が付き	notice|become aware|perceive
気が付く	notice|become aware|perceive
気づい	notice|recognize|recognise
気づかれ	mental fatigue|worry|boredom
気づき	notice|recognize|recognise
気づく	notice|recognize|recognise
気に入り	favorite|favourite|pet
気の毒	pitiful|unfortunate|poor
気まぐれ	whim|caprice|whimsy
気まま	willful|wilful|selfish
気をつけ	be careful|pay attention|take care
気をつける	be careful|pay attention|take care
気を付け	be careful|pay attention|take care
気を付ける	be careful|pay attention|take care
気丈	stout-hearted|firm|courageous
気付い	notice|recognize|recognise
気付き	notice|recognize|recognise
気付く	notice|recognize|recognise
気体	gas|vapour|vapor
気候	climate
気兼ね	constraint|reserve|feeling hesitant
気分	feeling|mood
気分転換	break|refreshment
気前	generosity
気力	willpower|energy|vitality
気勢	fervour|fervor|vigour
気取っ	be affected|act like
気取り	be affected|act like
気取る	be affected|act like
気合	spirit|motivation|effort
気味	sensation|feeling|tendency
気圧	atmospheric pressure
気心	temper|disposition
気性	disposition|temperament|temper
気持ち	feeling|sensation|mood
気持ちいい	good feeling|feeling good
気持ちいかっ	good feeling|feeling good
気持ちいく	good feeling|feeling good
気持ちいさ	good feeling|feeling good
気持ち悪い	bad feeling|feeling bad|disagreeable
気持ち悪かっ	bad feeling|feeling bad|disagreeable
気持ち悪く	bad feeling|feeling bad|disagreeable
気持ち悪さ	bad feeling|feeling bad|disagreeable
気掛かり	worry|anxiety|concern
気晴らし	recreation|diversion|relaxation
気楽	carefree|comfortable|at ease
気概	strong spirit|mettle|backbone
気泡	bubble
気温	air temperature
気球	balloon|blimp
気筒	cylinder
気管	trachea
気管支	bronchial tube
気絶	faint|swoon
気触れ	rash|eruption
気象	weather|climate|disposition
気象予報士	weather forecaster
気象台	meteorological observatory
気象学	meteorology
気象庁	meteorological agency|jma
気負い	eagerness|enthusiasm|fervor
気質	disposition|temperament|nature
気軽	carefree|buoyant|lighthearted
気迫	spirit|soul|drive
気違い	madness|madman|enthusiast
気遣い	consideration|concern|fear
気配	indication|sign|hint
気配り	care|attentiveness|attention
気鋭	spirited|energetic
気障	affected|smug|pompous
気難しい	moody|crusty|fastidious
気難しかっ	moody|crusty|fastidious
気難しく	moody|crusty|fastidious
気難しさ	moody|crusty|fastidious
水	water|fluid|liquid
水上	aquatic
水中	underwater
水仙	daffodil|narcissus
水位	water level
水俣病	minamata disease
水入らず	by oneself
水分	water|liquid|fluid
水利	water supply|irrigation|water transportation
水割り	cut drink|diluted drink|watered-down drink
水力	hydraulic power|water power
水口	spout
水域	waters|water area
水増し	dilution|watering down|inflation
水墨画	india-ink painting
水害	water damage|flood disaster
水平	horizontal|level
水平線	horizon
水彩画	watercolor painting|watercolour painting
水揚げ	landing|unloading|catch
水族館	aquarium
水星	mercury
水晶	crystal
水曜	wednesday
水曜日	wednesday
水槽	water tank|cistern|fish tank
水気	water content|moisture|juiciness
水泡	foam|bubble
水泳	swimming
水洗	rinsing|flushing
水浸し	submersion|inundation|being flooded
水温	water temperature
水源	fountainhead
水準	level|standard|water level
水溶性	water-soluble
水爆	hydrogen bomb
水牛	water buffalo
水玉	polka dots
水産	aquatic products|fisheries
水産庁	fisheries agency
水産業	fisheries industry
水産物	marine products
水田	paddy field
水着	bathing suit|swimsuit|swimmers
水稲	wet-land rice
水筒	canteen|flask|water bottle
水系	water system|river system|drainage system
水素	hydrogen
水臭い	stand-offish|distant|not frank
水臭かっ	stand-offish|distant|not frank
水臭く	stand-offish|distant|not frank
水臭さ	stand-offish|distant|not frank
水色	light blue|pale blue|aqua
水蒸気	water vapour|water vapor|steam
水質	water quality
水路	waterway|canal|channel
水車	water wheel|water turbine|hydraulic turbine
水辺	waterside|waterfront
水道	water supply|water service|waterworks
水道水	tap-water
水銀	mercury
水際	beach|water's edge|coastline
水面	water's surface
水鳥	waterfowl|water bird|shorebird
氷	ice|shaved ice
氷山	iceberg
氷河	glacier
氷点下	below freezing
永久	eternity|permanence|perpetuity
永代	permanence|eternity
永住	permanent residence
永続	permanence|continuation
永遠	eternity|perpetuity|permanence
氾濫	overflowing|flood|inundation
汁	juice|sap|soup
求め	wish for|request|demand
求める	wish for|request|demand
求人	recruiting|job offer|job vacancy
求刑	recommended sentence
求心力	centripetal force|unifying force|cohesive power
求職	job hunting|seeking employment
汎	pan-
汎用	generic|general purpose|all-purpose
汗	sweat|perspiration|moisture
汚い	dirty|filthy|foul
汚かっ	dirty|filthy|foul
汚く	dirty|filthy|foul
汚さ	dirty|filthy|foul
汚し	pollute|contaminate|soil
汚す	pollute|contaminate|soil
汚れ	dirt|filth|stain
汚れる	get dirty|become dirty|become sullied
汚名	stigma|dishonour|dishonor
汚染	pollution|contamination
汚水	filthy water|sewage
汚濁	pollution|contamination|corruption
汚点	stain|blot|flaw
汚物	filth|muck|waste
汚職	corruption
江	inlet|bay
江戸	edo|yedo
江戸っ子	true tokyoite|edoite
江戸時代	edo period
池	pond
汲み	draw|ladle|dip up
汲み取っ	draw|scoop up|dip up
汲み取り	draw|scoop up|dip up
汲み取る	draw|scoop up|dip up
汲む	draw|ladle|dip up
汲ん	draw|ladle|dip up
決	decision|vote
決する	decide|determine
決まっ	be decided|be settled|be fixed
決まって	always|without fail|invariably
決まり	rule|regulation|settlement
決まる	be decided|be settled|be fixed
決め	agreement|rule
決める	decide|choose|determine
決め付け	fix upon|scold
決め付ける	fix upon|scold
決め手	decider|deciding factor|clincher
決め球	winning pitch
決別	separation|farewell|parting
決勝	finals
決勝戦	championship game|finals|deciding round
決勝点	winning point|winning goal|game point
決定	decision|determination
決定的	definite|final|decisive
決心	determination|resolution
決意	decision|determination|resolution
決戦	decisive battle|deciding match|play-off
決断	decision|determination
決済	settlement
決着	conclusion|decision|end
決算	closing accounts|financial results|reporting
決裁	sanction|approval
決裂	breakdown|rupture
決議	resolution|vote|decision
決選投票	final vote|run-off ballot
汽笛	steam whistle
汽船	steamship|steamboat|steamer
汽車	train|steam train
沈み	sink|submerge|set
沈む	sink|submerge|set
沈め	sink|submerge|lower
沈める	sink|submerge|lower
沈ん	sink|submerge|set
沈下	sinking|subsidence
沈没	sinking|foundering|submersion
沈滞	stagnation|inactivity
沈着	deposition|pigmentation|composure
沈静	stillness|tranquility|tranquillity
沈黙	silence|being silent|quiet
沖	open sea|okinawa
沖合	offshore
沖合い	offshore
沖縄	okinawa
没	death|rejection
没収	forfeiture|seizure|confiscation
没後	after death|posthumously
没落	ruin|fall|collapse
沢	mountain stream|valley|dale
沢山	plenty|enough|sufficient
河	river|stream
河原	dry riverbed|river beach
河口	estuary
河岸	riverbank|riverside
河川	rivers
河川敷	flood plain|river terrace|riverside area
河畔	riverside
沸い	grow hot|boil|get excited
沸かし	boil|heat|excite
沸かす	boil|heat|excite
沸き	grow hot|boil|get excited
沸く	grow hot|boil|get excited
沸騰	boiling|seething|becoming heated
油	oil
油井	oil well
油彩	oil painting
油断	negligence|carelessness|inattention
油田	oil field
油絵	oil painting
油脂	fat
治し	cure|heal|fix
治す	cure|heal|fix
治っ	get better|recover|be cured
治まっ	die down|calm down|cool off
治まり	die down|calm down|cool off
治まる	die down|calm down|cool off
治め	govern|manage|subdue
治める	govern|manage|subdue
治り	get better|recover|be cured
治る	get better|recover|be cured
治安	public order
治水	river management|river improvement|flood control
治療	treatment|care|therapy
治療法	treatment|cure|remedy
治癒	healing|cure|recovery
治験	clinical trial
沼	marsh|swamp|wetland
沼地	marshland|wetland|swampland
沼沢	marsh|swamp|bog
沿い	run along|run beside|stick to
沿う	run along|run beside|stick to
沿っ	run along|run beside|stick to
沿岸	coast|shore|littoral
沿海	coast|shore|inshore
沿海州	maritime provinces
沿道	roadside|wayside|route
沿革	history|development
況して	still less
泉	spring|fountain
泉水	garden pond|miniature lake|fountain
泊まっ	stay at|be docked|be berthed
泊まり	overnight stay|stopover|inn
泊まる	stay at|be docked|be berthed
泊め	lodge|put up|accommodate
泊める	lodge|put up|accommodate
泌尿器	urinary organs
法	law|act|principle
法人	corporate body|corporation|person
法令	acts
法制	legislation|laws
法則	law|rule
法務	judicial affairs|clerical duty
法医学	forensic medicine|forensic pathology|medical jurisprudence
法外	exorbitant|outrageous|ridiculous
法学	law|jurisprudence
法学部	law department|law school
法定	legal
法師	buddhist priest|bonze
法廷	court|courtroom
法律	law
法律事務所	law office|law firm
法曹	legal profession|judicial officer|lawyer
法曹界	legal circles
法案	bill|measure
法治国	constitutional state
法王	pope|buddha
法的	legal
法規	legislation
泡	bubble|foam|froth
波	wave
波乱	disturbance|trouble
波及	spread|extension|influence
波止場	wharf|quay|landing-stage
波浪	waves|billows|surge
波紋	ripple|repercussions
波長	wavelength
泣い	cry|weep|sob
泣き	weeping|lamenting
泣き声	cry|crying voice
泣き顔	tear-stained face
泣く	cry|weep|sob
泥	mud|slush|dirt
泥棒	thief|burglar|robber
泥沼	bog|marsh|swamp
泥炭	peat
泥酔	drunken stupor
注	annotation|explanatory note|comment
注い	pour|sprinkle on|fill with
注ぎ	pour|sprinkle on|fill with
注ぎ込み	pour into|invest in|pump into
注ぎ込む	pour into|invest in|pump into
注ぎ込ん	pour into|invest in|pump into
注ぐ	pour|sprinkle on|fill with
注し	pour|add|serve
注す	pour|add|serve
注入	pouring|injection
注射	injection|jab|shot
注意	caution|being careful|attention
注意報	warning|advisory
注意深い	attentive|cautious|careful
注意深かっ	attentive|cautious|careful
注意深く	attentive|cautious|careful
注意深さ	attentive|cautious|careful
注文	order|request|demand
注目	notice|attention|observation
注釈	notes|comment|remark
泰	thailand
泳い	swim
泳ぎ	swimming
泳ぐ	swim
洋室	western-style room
洋式	western-style|foreign|western-style toilet
洋書	western book
洋服	western-style clothes
洋楽	western music|european music
洋画	western painting|western film|western movie
洋裁	dressmaking
洋酒	western liquor
洋間	western-style room
洋風	western style
洋食	western cooking|western-style meal|western-style food
洒落	joke|pun|jest
洒落る	dress stylishly|joke
洗い	wash|cleanse|rinse
洗い上げ	finish washing|wash well|investigate thoroughly
洗い上げる	finish washing|wash well|investigate thoroughly
洗い物	washing
洗う	wash|cleanse|rinse
洗っ	wash|cleanse|rinse
洗剤	detergent|cleanser|cleaning agent
洗浄	washing|cleansing|cleaning
洗浄剤	detergent|cleanser|cleaning agent
洗濯	washing|laundry|relaxing
洗濯機	washing machine
洗濯物	laundry|the washing
洗礼	baptism
洗練	polish|refinement
洗脳	brainwashing
洗面器	wash basin|wash bowl
洗面所	washroom|bathroom
洞	hollow|cavity|hole
洞察	discernment|insight
洞穴	cave|cavern|den
洞窟	cavern|cave|cave system
津波	tsunami|tidal wave
洪水	flood|flooding
活力	vitality|energy|dynamism
活動	activity|action|movie
活動家	activist
活字	printing type|movable type|printed text
活性	active
活気	energy|liveliness
活況	activity|briskness|prosperity
活用	practical use|application|conjugation
活発	lively|active|vigorous
活躍	activity|great efforts|conspicuous service
派	clique|group|coterie
派出所	branch office|police box
派手	showy|loud|gay
派生	derivation
派遣	dispatch|despatch|deployment
派閥	clique|faction
流	fashion|style|manner
流し	sink|cruising|strolling
流す	drain|pour|spill
流れ	flow|stream|current
流れる	stream|flow|run
流れ星	shooting star|falling star|meteor
流れ込み	flow into|pour into|stream into
流れ込む	flow into|pour into|stream into
流れ込ん	flow into|pour into|stream into
流入	afflux|influx
流出	discharge|outward flow|efflux
流動	flow
流動的	fluid|unsettled
流域	drainage basin|catchment basin|river basin
流暢	fluent|flowing
流氷	drift ice|ice floe
流派	school
流浪	vagrancy|wandering|nomadism
流用	diversion|appropriation|misappropriation
流血	bloodshed
流行	fashion|trend|vogue
流行っ	be popular|be prevalent|spread widely
流行り	be popular|be prevalent|spread widely
流行る	be popular|be prevalent|spread widely
流行歌	popular song|hit song
流通	circulation|distribution|ventilation
浄化	purification|cleanup|purge
浄化槽	water-purification tank|septic tank
浄土	pure land|paradise
浄水	clean water
浅い	shallow|superficial|slight
浅かっ	shallow|superficial|slight
浅く	shallow|superficial|slight
浅さ	shallow|superficial|slight
浅はか	shallow|superficial|thoughtless
浅瀬	shoal|shallows|sand bar
浅見	shallow view|superficial idea
浅黒い	dark|swarthy|tanned
浅黒かっ	dark|swarthy|tanned
浅黒く	dark|swarthy|tanned
浅黒さ	dark|swarthy|tanned
浚い	sweep away|wash away|dredge
浚う	sweep away|wash away|dredge
浚っ	sweep away|wash away|dredge
浜	beach|seashore|captured pieces
浜松	hamamatsu
浜辺	beach|foreshore
浦	inlet|seashore|beach
浪人	ronin|masterless samurai
浪費	waste|extravagance
浮い	float|become merry|be cheerful
浮かび	float|be suspended|appear
浮かび上がっ	emerge
浮かび上がり	emerge
浮かび上がる	emerge
浮かぶ	float|be suspended|appear
浮かべ	float|set afloat|launch
浮かべる	float|set afloat|launch
浮かれ	make merry|be festive
浮かれる	make merry|be festive
浮かん	float|be suspended|appear
浮き	floating|buoyancy|fishing float
浮き彫り	relief|embossed carving
浮く	float|become merry|be cheerful
浮上	surfacing|emerging
浮世絵	ukiyo-e|ukiyoe
浮動票	swing vote
浮揚	floating|floatation|buoyancy
浮気	extramarital sex|affair|fooling around
浮浪者	vagrant|vagabond|tramp
浮遊	floating|drifting|suspension
浴び	take|bask in|bathe in
浴びせ	pour on
浴びせる	pour on
浴びる	take|bask in|bathe in
浴場	bathhouse|bath|bathroom
浴室	bathroom
浴槽	bathtub
浴衣	yukata
海	sea|ocean|waters
海兵隊	marine corps|royal marines
海外	foreign|abroad|overseas
海外旅行	trip abroad|overseas travel
海岸	coast|beach
海岸線	coastline|shoreline|coastal railway
海峡	channel|strait
海底	seafloor|seabed|undersea
海戦	naval battle
海水	seawater|saltwater
海水浴	sea bathing|seawater bath
海水浴場	swimming area|swimming beach|seawater baths
海洋	ocean
海流	ocean current
海浜	seashore|seaside|beach
海溝	ocean trench|deep
海王星	neptune
海産物	marine products
海老	prawn|shrimp|lobster
海苔	nori|laver
海藻	seaweed
海賊	pirate|sea robber|buccaneer
海路	sea route
海軍	navy
海辺	beach|seashore|seaside
海運	maritime|marine transportation
海道	sea route
海難	sea disaster|shipwreck
海面	sea level|sea
浸かっ	be submerged|be soaked|be pickled
浸かり	be submerged|be soaked|be pickled
浸かる	be submerged|be soaked|be pickled
浸し	soak|dip|steep
浸す	soak|dip|steep
浸っ	be flooded|be submerged|bask in
浸り	be flooded|be submerged|bask in
浸る	be flooded|be submerged|bask in
浸水	inundation|submersion|flood
浸透	penetration|pervasion|permeation
浸食	erosion|corrosion
消え	vanish|disappear
消える	vanish|disappear
消し	erase|delete|cross out
消しゴム	eraser|rubber
消す	erase|delete|cross out
消化	digestion|assimilation|thorough understanding
消化器	digestive organs
消印	postmark|cancellation mark
消去	elimination|erasure|clearing
消息	news|letter|contact
消息筋	informed circles
消極	passive|negative|conservative
消極的	negative|passive|half-hearted
消毒	disinfection|sterilization|sterilisation
消滅	extinction|extinguishment|disappearance
消火	fire fighting
消火器	fire extinguisher
消耗	exhaustion|consumption|using up
消耗品	consumable goods
消費	consumption|expenditure
消費税	consumption tax
消費者	consumer
消費財	consumer goods
消防	fire fighting|fire department|fire brigade
消防署	fire station
消防車	fire engine|fire truck
涎	drool
涙	tear|tears|lachrymal secretion
涙ぐましい	touching|moving|painful
涙ぐましかっ	touching|moving|painful
涙ぐましく	touching|moving|painful
涙ぐましさ	touching|moving|painful
涙声	tearful voice
液	liquid|fluid
液体	liquid
液化	liquefaction
液晶	liquid crystal
涼しい	cool|refreshing|clear
涼しかっ	cool|refreshing|clear
涼しく	cool|refreshing|clear
涼しさ	cool|refreshing|clear
涼み	cool oneself|cool off
涼む	cool oneself|cool off
涼ん	cool oneself|cool off
涼風	cool breeze|refreshing breeze
淋しい	lonely|lonesome|solitary
淋しかっ	lonely|lonesome|solitary
淋しく	lonely|lonesome|solitary
淋しさ	lonely|lonesome|solitary
淑やか	graceful|ladylike|modest
淑女	lady
淑徳	womanly virtues
淡い	light|faint|pale
淡かっ	light|faint|pale
淡く	light|faint|pale
淡さ	light|faint|pale
淡水	fresh water
淡泊	light|simple|plain
深い	deep|profound
深かっ	deep|profound
深く	deep|profound
深さ	depth|profundity
深まっ	deepen|heighten|intensify
深まり	deepen|heighten|intensify
深まる	deepen|heighten|intensify
深み	depth|deep place
深め	deepen|heighten|intensify
深める	deepen|heighten|intensify
深刻	serious|severe|grave
深刻化	aggravation|intensification
深層	depths|deep level
深山	mountain recess
深度	depth
深海	deep sea|ocean depths
淵	deep pool|deep water|abyss
混ざっ	be mixed|associate with|mingle with
混ざり	be mixed|associate with|mingle with
混ざる	be mixed|associate with|mingle with
混じっ	be mixed|be combined|associate with
混じり	be mixed|be combined|associate with
混じる	be mixed|be combined|associate with
混ぜ	mix|stir|blend
混ぜる	mix|stir|blend
混ぜ合わし	mix together|blend|compound
混ぜ合わす	mix together|blend|compound
混ぜ物	mixture|adulteration
混み	be crowded|be packed|be complex
混む	be crowded|be packed|be complex
混ん	be crowded|be packed|be complex
混乱	disorder|chaos|confusion
混入	mixing|blending|adding
混合	mixing|mixture|meld
混同	confusion|mixing|merger
混成	mixed
混戦	confused fight|free-for-all|melee
混紡	mixed yarn|mixed spinning
混血	mixed race|mixed parentage
混迷	turmoil|chaos|confusion
混雑	congestion|crush|crowding
添い	meet|satisfy|comply with
添う	meet|satisfy|comply with
添え	garnish|accompany|prop up
添える	garnish|accompany|prop up
添っ	meet|satisfy|comply with
添乗	accompanying|escorting
添付	attaching|appending|affixing
添削	correction|looking over|touching up
添加	addition|annexing
添加物	additive
清々しい	refreshing|brisk|bracing
清々しかっ	refreshing|brisk|bracing
清々しく	refreshing|brisk|bracing
清々しさ	refreshing|brisk|bracing
清い	clear|pure|noble
清かっ	clear|pure|noble
清く	clear|pure|noble
清さ	clear|pure|noble
清らか	clean|pure|chaste
清廉	honesty|integrity
清掃	cleaning|clean-up|garbage collection
清新	fresh
清書	fair copy|clean copy
清流	clear stream
清浄	pure|clean|purity
清涼	cool|refreshing
清潔	clean|hygienic|sanitary
清澄	clear|serene
清算	settlement|squaring accounts|clearing debts
清貧	honourable poverty|honorable poverty
清酒	refined sake
渇い	be thirsty|feel thirsty|thirst for
渇き	thirst|craving|hunger
渇く	be thirsty|feel thirsty|thirst for
渇望	craving|longing|thirsting
渇水	water shortage
済まし	finish|conclude|settle
済ます	finish|conclude|settle
済ませ	finish|let end
済ませる	finish|let end
済まない	inexcusable|unjustifiable|unpardonable
済まなかっ	inexcusable|unjustifiable|unpardonable
済まなく	inexcusable|unjustifiable|unpardonable
済まなさ	inexcusable|unjustifiable|unpardonable
済み	finish|end|be completed
済む	finish|end|be completed
済ん	finish|end|be completed
渉外	public relations|client liaison|client relations
渋い	astringent|bitter|puckery
渋かっ	astringent|bitter|puckery
渋く	astringent|bitter|puckery
渋さ	astringent|bitter|puckery
渋っ	hesitate|hold back|balk
渋り	hesitate|hold back|balk
渋る	hesitate|hold back|balk
渋滞	congestion|delay|stagnation
渋面	grimace|sullen face
渓流	mountain stream|mountain torrent
渓谷	valley|gorge|ravine
渚	water's edge|beach|shore
減っ	decrease|diminish|abate
減らし	abate|decrease|diminish
減らす	abate|decrease|diminish
減り	decrease|diminish|abate
減る	decrease|diminish|abate
減価償却	depreciation
減俸	salary reduction|salary cut
減反	reduction
減収	fall|decrease
減少	decrease|reduction|decline
減点	subtracting points|points deducted
減税	tax reduction
減給	pay cut|salary cut
減退	decline|ebb|failure
減速	deceleration
減量	weight reduction
減額	reduction|diminution|abatement
渡し	ferry
渡し船	ferry|ferryboat
渡す	ferry across|carry across|traverse
渡っ	cross over|go across|extend
渡り	crossing|passage|transit
渡り鳥	migratory bird
渡る	cross over|go across|extend
渡来	visit|introduction|importation
渡航	voyage|passage|travelling
渦	whirlpool|swirl|eddy
渦中	vortex|maelstrom|whirlpool
渦巻き	whirlpool|maelstrom|vortex
温い	lukewarm|tepid|lenient
温かい	warm|mild|hot
温かかっ	warm|mild|hot
温かく	warm|mild|hot
温かさ	warm|mild|hot
温かっ	lukewarm|tepid|lenient
温く	lukewarm|tepid|lenient
温さ	lukewarm|tepid|lenient
温まっ	warm oneself|sun oneself|warm up
温まり	warm oneself|sun oneself|warm up
温まる	warm oneself|sun oneself|warm up
温め	warm|heat
温める	warm|heat
温もり	warmth
温厚	gentle|mild-mannered
温和	mild|temperate|clement
温存	preservation|retainment|keeping
温室	greenhouse|hothouse|conservatory
温帯	temperate zone
温床	hotbed|breeding ground
温度	temperature
温度計	thermometer
温暖	warm|mild|temperate
温泉	hot spring|onsen
測っ	measure|weigh|survey
測り	measure|weigh|survey
測る	measure|weigh|survey
測定	measurement
測量	measurement|surveying
港	harbour|harbor|port
港湾	harbour|harbor
渾名	nickname
湖	lake
湖水	lake
湖沼	lake|marsh|wetland
湖畔	lake shore
湧い	gush forth|spring out|surge
湧き	gush forth|spring out|surge
湧く	gush forth|spring out|surge
湧水	spring
湯	hot water|hot bath|hot spring
湯のみ	teacup
湯気	steam|vapour|vapor
湯沸かし器	water-heater|water-boiler
湯治	hot-spring cure
湯飲み	teacup
湾	bay|gulf|inlet
湾岸	gulf coast|bay coast
湾曲	curve|bend|crook
湿っ	become damp|become moist|become wet
湿っぽい	damp|humid|wet
湿っぽかっ	damp|humid|wet
湿っぽく	damp|humid|wet
湿っぽさ	damp|humid|wet
湿り	become damp|become moist|become wet
湿る	become damp|become moist|become wet
湿原	marshy grassland|wetlands
湿地	damp ground|wetland|bog
湿気	moisture|humidity|dampness
湿疹	eczema|rash
満々	full of|brimming with
満たし	satisfy|meet|fulfill
満たす	satisfy|meet|fulfill
満ち	be full|wax
満ちる	be full|wax
満了	expiration|termination
満員	full house|no vacancy|sold out
満員電車	crowded train
満喫	fully enjoying
満場	whole house|whole audience
満場一致	unanimity
満塁	bases loaded
満席	full house|fully occupied
満悦	great delight|great satisfaction|rapture
満更	altogether|wholly
満月	full moon
満期	expiration|maturity
満杯	full
満潮	high tide|high water|full tide
満点	perfect score|full marks|extremely
満腹	full stomach
満足	satisfaction|contentment|gratification
満載	fully loaded|full load|loaded condition
満開	full bloom|full blossom
満面	whole face
源	source|fountainhead|origin
源氏	genji
源泉	source|origin|wellspring
源流	source|headwaters
準え	pattern after|liken to|imitate
準える	pattern after|liken to|imitate
準じ	follow|conform|apply to
準じる	follow|conform|apply to
準ず	apply correspondingly|correspond to|conform to
準ずる	apply correspondingly|correspond to|conform to
準備	preparation|arrangements|getting ready
準急	semi-express train|sub-express train
準拠	basis|based on|conformance
準決勝	semifinal
溜まっ	collect|gather|save
溜まり	collect|gather|save
溜まる	collect|gather|save
溜め	amass|accumulate|store
溜める	amass|accumulate|store
溜め息	sigh
溝	ditch|drain|gutter
溢れ	overflow|brim over|flood
溢れる	overflow|brim over|flood
溶い	dissolve|scramble|melt
溶かし	dissolve|melt
溶かす	dissolve|melt
溶き	dissolve|scramble|melt
溶く	dissolve|scramble|melt
溶け	melt|thaw|fuse
溶ける	melt|thaw|fuse
溶け込み	melt into|dissolve into|merge into
溶け込む	melt into|dissolve into|merge into
溶け込ん	melt into|dissolve into|merge into
溶岩	lava
溶接	weld|welding
溶液	solution
溶解	dissolution|dissolving|solution
溶鉱炉	smelting furnace|blast furnace
溺れ	drown|indulge in|be addicted
溺れる	drown|indulge in|be addicted
滅び	fall|be destroyed|die out
滅びる	fall|be destroyed|die out
滅ぼし	destroy|overthrow|wreck
滅ぼす	destroy|overthrow|wreck
滅亡	downfall|ruin|collapse
滅多	thoughtless|reckless|careless
滅多に	rarely|seldom
滋養	nourishment
滑っ	glide|slide|slip
滑らか	smooth|glassy|velvety
滑り	slime|sliminess|mucus
滑り台	slide|launching platform|sliding bed
滑る	glide|slide|slip
滑稽	funny|comical|humorous
滑走	gliding|sliding|skating
滑走路	runway
滑降	descent|sliding down|downhill
滝	waterfall|rapids
滝川	rapids
滞在	stay|sojourn
滞納	falling behind|non-payment|default
滲み	run|spread|blur
滲む	run|spread|blur
滲ん	run|spread|blur
滴	drop|drip
漁	fishing|gathering seafood|catch
漁っ	fish|look for|search for
漁り	fish|look for|search for
漁る	fish|look for|search for
漁場	fishing grounds
漁師	fisherman
漁村	fishing village
漁業	fishing
漁民	fishermen
漁港	fishing harbour|fishing harbor
漁獲	fishing|catch|haul
漁船	fishing boat
漂い	drift|float|waft
漂う	drift|float|waft
漂っ	drift|float|waft
漂流	drifting|drift|being adrift
漂白	blanching|bleaching
漂白剤	bleaching agent|bleach
漂着	drifting ashore
漆	east-asian lacquer|japan
漆器	lacquer ware|lacquerware|lacquer work
漆塗り	lacquering|lacquer ware
漆黒	jet black
漏っ	leak|run out
漏らし	let leak|leak|divulge
漏らす	let leak|leak|divulge
漏り	leak|run out
漏る	leak|run out
漏れ	leak out|escape|come through
漏れる	leak out|escape|come through
漏洩	leak|disclosure|divulging
演じ	perform|play|act
演じる	perform|play|act
演ず	perform|play
演ずる	perform|play
演出	production|direction
演出家	producer|director
演劇	drama|theatre|theater
演壇	rostrum|platform
演奏	musical performance
演奏会	concert|recital
演技	acting|performance
演技力	acting ability
演歌	enka|troubadour
演目	program|programme
演算	operation|calculation
演習	practice|practising|exercises
演舞	dance performance
演芸	entertainment|performance
演説	speech|address
漕い	row|scull|paddle
漕ぎ	row|scull|paddle
漕ぐ	row|scull|paddle
漢字	kanji|chinese characters
漢文	chinese classics
漢詩	chinese poetry
漢語	sino-japanese word|chinese language
漫才	manzai|comic dialogue
漫画	cartoon|comic|comic strip
漫画家	cartoonist|manga artist|manga author
漫談	chat|desultory conversation
漬け	soak|steep|dip
漬ける	soak|steep|dip
漬け物	tsukemono
漬物	tsukemono
漸く	finally|barely|narrowly
漸と	finally|barely|narrowly
漸減	gradual decrease|decline
漸進	gradual progress|steady advance
潔い	manly|sportsmanlike|gracious
潔かっ	manly|sportsmanlike|gracious
潔く	manly|sportsmanlike|gracious
潔さ	manly|sportsmanlike|gracious
潔癖	fastidiousness
潔白	innocence|guiltlessness|purity
潜っ	pass under|go through|pass through
潜み	lurk|be hidden|be concealed
潜む	lurk|be hidden|be concealed
潜り	pass under|go through|pass through
潜る	pass under|go through|pass through
潜ん	lurk|be hidden|be concealed
潜伏	concealment|hiding|ambush
潜入	infiltration|sneaking in|going undercover
潜在	potentiality|dormancy|latency
潜水	diving|submerging|going underwater
潜水艦	submarine
潟	lagoon
潤い	moisture|damp|wetness
潤う	be moist|be damp|get wet
潤し	moisten|wet|profit
潤す	moisten|wet|profit
潤っ	be moist|be damp|get wet
潤み	be wet|be moist|get dim
潤む	be wet|be moist|get dim
潤ん	be wet|be moist|get dim
潤滑油	lubricating oil|lubricant|lube
潤色	rhetorical flourishes
潮	tide|current|sea water
潮時	tidal hour|right time|favourable opportunity
潮流	tide|tidal current|tendency
潰し	smash|crush|flatten
潰す	smash|crush|flatten
潰れ	be crushed|be smashed|be broken
潰れる	be crushed|be smashed|be broken
澄まし	clear|make clear|be unruffled
澄まし顔	composed expression|clear face
澄ます	clear|make clear|be unruffled
澄み	become clear|become transparent|resonate clearly
澄み切っ	clear up
澄み切り	clear up
澄み切る	clear up
澄む	become clear|become transparent|resonate clearly
澄ん	become clear|become transparent|resonate clearly
澱み	stagnate|settle|deposit
澱む	stagnate|settle|deposit
澱ん	stagnate|settle|deposit
激しい	violent|furious|tempestuous
激しかっ	violent|furious|tempestuous
激しく	violent|furious|tempestuous
激しさ	violent|furious|tempestuous
激励	encouragement|spurring|cheering
激動	violent shock|agitation|turbulence
激化	intensification|aggravation
激変	sudden change|upheaval
激怒	rage|indignation|exasperation
激情	violent emotion|passion|fury
激戦	fierce battle|hard-fought battle|hot contest
激流	raging stream|rapids
激減	dramatic decrease|sharp drop|sudden fall
激甚	intenseness|violence|severity
激突	crash into|clash
激論	heated argument|heated discussion|heated debate
濁し	make muddy|make cloudy|make turbid
濁す	make muddy|make cloudy|make turbid
濁っ	become muddy|become cloudy|get impure
濁り	become muddy|become cloudy|get impure
濁る	become muddy|become cloudy|get impure
濁流	muddy stream
濃い	deep|dark|strong
濃かっ	deep|dark|strong
濃く	deep|dark|strong
濃さ	deep|dark|strong
濃厚	rich|thick|dense
濃度	concentration|thickness|density
濃淡	shade|depth|complexity
濃紺	dark blue
濃縮	concentration|enrichment|condensation
濃霧	heavy fog|dense fog|thick fog
濠太剌利	australia
濡らし	wet|moisten|dampen
濡らす	wet|moisten|dampen
濡れ	get wet
濡れる	get wet
瀬	shallows|shoal|rapids
瀬戸	strait|channel
瀬戸物	earthenware|porcelain|china
瀬戸際	brink|critical moment
灌漑	irrigation
灘	open sea
火	fire|flame|blaze
火事	fire|conflagration
火付け役	instigator|originator|initiator
火傷	burn|scald
火力	heating power|thermal power|firepower
火口	burner|nozzle
火器	firearms|guns
火山	volcano
火山灰	volcanic ash
火星	mars
火曜	tuesday
火曜日	tuesday
火災	conflagration|fire
火災保険	fire insurance
火炎瓶	molotov cocktail|petrol bomb|gasoline bomb
火砕流	pyroclastic flow
火種	live coals|cause|trigger
火花	spark
火葬	cremation
火薬	gunpowder|powder
火鉢	brazier|hibachi
灯	light|lamp|torch
灯し	light|turn on
灯す	light|turn on
灯り	light|illumination|glow
灯台	lighthouse
灯油	kerosene|paraffin|lamp oil
灯火	light|lamp|torch
灰	ash|ashes
灰皿	ashtray
灰色	grey|gray|ashen
災い	disaster|calamity|misfortune
災害	calamity|disaster|misfortune
災難	calamity|misfortune|disaster
炊い	cook|boil|simmer
炊き	cook|boil|simmer
炊く	cook|boil|simmer
炊事	cooking|kitchen work
炊飯器	rice cooker
炎	flame|blaze|flames
炎天	blazing heat|scorching sun
炎症	inflammation|irritation
炒め	fry|saute|stir-fry
炒める	fry|saute|stir-fry
炬燵	kotatsu
炭	charcoal|charred remains
炭田	coalfield|coal field
炭素	carbon
炭酸	carbonic acid|carbonated water
炭鉱	coal mine|coal pit
炸裂	violent explosion|bursting
点	dot|spot|point
点い	be lit|be lighted|catch fire
点き	be lit|be lighted|catch fire
点く	be lit|be lighted|catch fire
点け	turn on|switch on|light up
点ける	turn on|switch on|light up
点し	light|turn on
点す	light|turn on
点呼	roll-call|muster
点在	being scattered
点字	braille
点差	point spread|point difference
点数	marks|points|score
点検	inspection|examination|checking
点滅	flashing|blinking|flickering
点滴	raindrops|intravenous drip|iv
点火	ignition|lighting|firing
為し	build up|establish|form
為す	build up|establish|form
為せ	allow to
為せる	allow to
為る	carry out|perform|turn
為政者	statesman|administrator|politician
為替	money order|draft|exchange
為替相場	exchange rates
烈震	disastrous earthquake
烏	crow|raven
烏賊	cuttlefish|squid
焚い	burn|kindle|light
焚き	burn|kindle|light
焚く	burn|kindle|light
焜炉	cooking stove|burner|range
無い	nonexistent|unowned|unpossessed
無かっ	nonexistent|unowned|unpossessed
無く	nonexistent|unowned|unpossessed
無くし	lose|mislay|eliminate
無くす	lose|mislay|eliminate
無くてはならない	indispensable|absolutely necessary
無くてはならなかっ	indispensable|absolutely necessary
無くてはならなく	indispensable|absolutely necessary
無くてはならなさ	indispensable|absolutely necessary
無くなっ	be lost|be missing|be exhausted
無くなり	be lost|be missing|be exhausted
無くなる	be lost|be missing|be exhausted
無さ	nonexistent|unowned|unpossessed
無し	without|unacceptable|not alright
無事	safety|security|peace
無人	unmanned|uninhabited|unattended
無休	nonstop
無作為	random|unintentional|unintended
無修正	unaltered|unedited|unamended
無傷	unhurt|uninjured|unwounded
無償	without compensation|without reward|without pay
無免許	unlicensed
無党派層	unaffiliated voters|floating voters|swinging voters
無利子	no interest
無制限	unlimited|unrestricted|limitless
無力	powerlessness|helplessness|incompetent
無効	invalid|void|ineffective
無口	taciturn|reticent|quiet
無名	nameless|unnamed|anonymous
無地	plain|unfigured|patternless
無報酬	unpaid|without pay|gratuitous
無実	innocence|guiltlessness|false accusation
無害	harmless
無尽蔵	inexhaustible supply
無届け	without notice|without leave|unregistered
無差別	indiscrimination|without discrimination|indiscriminate
無形	abstract|immaterial|moral
無得点	scoreless
無心	innocence|insentient
無念	regret|chagrin|mortification
無性に	intensely|overwhelmingly|excessively
無恥	shameless
無情	heartlessness|coldheartedness|cruelty
無意味	nonsense|no meaning|meaningless
無意識	unconsciousness
無我	selflessness|self-effacement|self-renunciation
無所属	independent|non-partisan
無政府	anarchy
無数	innumerable|countless|numberless
無敵	invincible|unrivaled|unrivalled
無料	free|gratuitous
無断	without permission|without notice
無期	indefinite|unlimited|life imprisonment
無条件	unconditional
無機物	inorganic substance
無欲	unselfish|disinterested|unavaricious
無死	no outs
無残	cruel|merciless|atrocious
無気力	apathy|lassitude|lethargy
無法	lawlessness|injustice|wrong
無為	idleness|inactivity
無理	unreasonable|unnatural|unjustifiable
無理やり	forcibly
無理矢理	forcibly
無生物	inanimate object
無用	useless|futile|unnecessary
無益	useless|futile|vain
無知	ignorance|innocence|stupidity
無礼	rudeness|impoliteness|discourtesy
無神経	insensitive|inconsiderate|callous
無秩序	disorder|chaos|confusion
無税	duty-free|tax-free
無策	lacking means
無精	indolence|laziness|sloth
無給	unpaid|nonsalaried
無線	radio|wireless
無線ＬＡＮ	wireless lan|wlan
無縁	unrelated|unconnected|irrelevant
無罪	innocence
無職	unemployed|jobless
無能	incompetence|inefficiency|inability
無色	colourless|colorless|achromatic
無茶	absurd|unreasonable|excessive
無茶苦茶	nonsensical|unreasonable|absurd
無菌	sterilised|sterilized|sterile
無視	disregarding|ignoring
無言	silence|muteness
無記名	unsigned|unregistered
無論	of course|certainly|naturally
無謀	reckless|thoughtless|rash
無責任	irresponsibility
無資格	unqualified|unlicensed|uncertified
無造作	easy|simple|ready
無邪気	innocent|simple-minded
無配	without dividend
無重量	weightlessness|zero gravity
無量	immeasurable
無関係	unrelated
無関心	apathetic|indifferent
無闇に	thoughtlessly|recklessly|rashly
無限	infinity|infinitude|eternity
無難	safe|secure|innocuous
無風	windless|calm|quiet
無駄	futility|waste|uselessness
無駄遣い	waste|squandering|frittering away
焦がし	burn|scorch|singe
焦がす	burn|scorch|singe
焦げ	burn|scorch|char
焦げる	burn|scorch|char
焦っ	be impatient|be anxious|fret
焦り	impatience
焦る	be impatient|be anxious|fret
焦点	focus|focal point
焦燥	impatience|uneasiness|irritation
然う	thus
焼い	burn|roast|broil
焼き	burn|roast|broil
焼きそば	yakisoba
焼きもち	jealousy
焼き肉	yakiniku|roasted meat|grill
焼き鳥	yakitori
焼く	burn|roast|broil
焼け	burn|be roasted|be heated
焼ける	burn|be roasted|be heated
焼け跡	fire-devastated area
焼そば	yakisoba
焼もち	jealousy
焼却	incineration
焼肉	yakiniku|roasted meat|grill
焼鳥	yakitori
煉瓦	brick
煌びやか	gorgeous|gaudy|dazzling
煎餅	rice cracker|senbei|japanese cracker
煙	smoke|fumes
煙い	smoky
煙かっ	smoky
煙く	smoky
煙さ	smoky
煙たい	smoky|awkward
煙たかっ	smoky|awkward
煙たく	smoky|awkward
煙たさ	smoky|awkward
煙っ	smoke|billow smoke|smoulder
煙り	smoke|billow smoke|smoulder
煙る	smoke|billow smoke|smoulder
煙突	chimney|smokestack|funnel
煙草	tobacco|cigarette|cigaret
照っ	shine
照らし	shine on|illuminate|compare
照らす	shine on|illuminate|compare
照り	shine
照る	shine
照れ	be shy|be bashful|feel awkward
照れる	be shy|be bashful|feel awkward
照会	inquiry|enquiry|query
照射	irradiation|radiation|beaming
照明	illumination|lighting
照準	sight|aim|alignment
煩い	noisy|loud|annoying
煩う	be ill|suffer from|worry about
煩かっ	noisy|loud|annoying
煩く	noisy|loud|annoying
煩さ	noisy|loud|annoying
煩っ	be ill|suffer from|worry about
煩わしい	troublesome|annoying|complicated
煩わしかっ	troublesome|annoying|complicated
煩わしく	troublesome|annoying|complicated
煩わしさ	troublesome|annoying|complicated
煩忙	busy
煩悩	worldly desires|evil passions|klesha
煩雑	complex|intricate|complicated
煮え	be boiled|be cooked
煮える	be boiled|be cooked
煮やし	cook inside
煮やす	cook inside
煮る	boil|simmer|stew
煮物	nimono
煮詰め	boil down|concentrate
煮詰める	boil down|concentrate
煮込み	boil well|stew|simmer
煮込む	boil well|stew|simmer
煮込ん	boil well|stew|simmer
煽っ	fan|flap
煽て	flatter|soft-soap|sweet talk
煽てる	flatter|soft-soap|sweet talk
煽り	fan|flap
煽る	fan|flap
熊	bear
熟し	digest|break down|crush
熟す	digest|break down|crush
熟睡	deep sleep|sound sleep|profound sleep
熟練	skill|dexterity|proficiency
熟語	kanji compound|idiom|idiomatic phrase
熱	heat|fever|temperature
熱々	piping hot|scalding
熱い	hot|passionate|ardent
熱かっ	hot|passionate|ardent
熱く	hot|passionate|ardent
熱さ	hot|passionate|ardent
熱する	heat|heat up
熱帯	tropics
熱帯魚	tropical fish
熱弁	impassioned speech|fervent speech
熱心	zealous|enthusiastic|ardent
熱意	zeal|enthusiasm|ardor
熱戦	fierce fight|close contest
熱気	heat|hot air|enthusiasm
熱湯	boiling water
熱烈	ardent|passionate|vehement
熱狂	wild enthusiasm
熱病	fever|febrile disease
燃え	burn
燃える	burn
燃え上がっ	flare up
燃え上がり	flare up
燃え上がる	flare up
燃やし	burn|burn with
燃やす	burn|burn with
燃料	fuel
燃焼	burning|combustion
燃費	fuel consumption|gas mileage
燕	swallow|martin|barn swallow
燥い	make merry|frolic
燥ぎ	make merry|frolic
燥ぐ	make merry|frolic
爆弾	bomb
爆撃	bombing
爆発	explosion|detonation|eruption
爆破	destructive blast|blowing up|explosion
爆竹	firecracker
爆笑	uproarious laughter|laughing hard
爆薬	explosive|blasting powder
爆音	roar
爪	nail|claw|talon
爪切り	nail clippers
爪楊枝	toothpick
爬虫類	reptiles
父	father
父さん	father|dad|papa
父兄	guardians|parents
父母	parents
父親	father
爺さん	grandfather|male senior-citizen
爽やか	fresh|refreshing|invigorating
爽快	refreshing|exhilarating|invigorating
片付い	be solved
片付き	be solved
片付く	be solved
片付け	tidy up|straighten up|put away
片付ける	tidy up|straighten up|put away
片仮名	katakana
片側	one side
片寄っ	lean|incline|be unbalanced
片寄り	lean|incline|be unbalanced
片寄る	lean|incline|be unbalanced
片思い	unrequited love
片手	one hand
片方	one side|one party|counterpart
片目	one eye
片道	one-way|one-way ticket
片隅	corner|nook
版	edition|version|printing
版権	copyright
版画	woodcut|woodblock print|art print
牛	cattle|cow|bull
牛丼	gyudon
牛乳	milk
牛歩	snail's pace|slow progress
牛肉	beef
牛舎	cow shed|cattle barn
牡蠣	oyster|oyster shell
牧場	farm|stock farm|ranch
牧師	pastor|minister|clergyman
牧畜	stock-farming|livestock farming|cattle breeding
牧草	pasture|grass
牧野	pasture land|ranch
物件	article|object|property
物体	object|body|solid
物価	prices|cost-of-living
物凄い	terrific|staggering|tremendous
物凄かっ	terrific|staggering|tremendous
物凄く	terrific|staggering|tremendous
物凄さ	terrific|staggering|tremendous
物品	goods|articles
物好き	curiosity|fancifulness|whimsy
物差	ruler|measure
物差し	ruler|measure
物干し	clotheshorse
物心	judgment|judgement|discretion
物指	ruler|measure
物指し	ruler|measure
物流	physical distribution|logistics
物理	physics
物理学	physics
物理的	physical
物産	product
物的	material|physical
物置	storage room|storeroom|lumber room
物腰	manner|demeanour|demeanor
物覚え	memory
物言い	verbal argument
物証	evidence|exhibit
物語	tale|story|legend
物語っ	indicate
物語り	indicate
物語る	indicate
物議	public discussion|public criticism|controversy
物資	goods|materials|commodities
物質	material|substance|matter
物質的	material|physical
物足りない	unsatisfied|unsatisfactory|insufficient
物足りなかっ	unsatisfied|unsatisfactory|insufficient
物足りなく	unsatisfied|unsatisfactory|insufficient
物足りなさ	unsatisfied|unsatisfactory|insufficient
物陰	cover|shelter|hiding place
物音	sounds
物騒	dangerous|unsettled|troubled
特に	particularly|especially|in particular
特使	special envoy
特例	special case|exception
特典	privilege|special favor|special favour
特別	special|particular|extraordinary
特別価格	discount price
特別区	special ward
特効薬	specific medicine|wonder drug|silver bullet
特売	special sale
特大	extra-large|king-size
特定	specifying|designating|identifying
特徴	feature|trait|characteristic
特急	limited express
特性	special characteristic|special quality|trait
特技	special skill
特捜	special investigation
特攻隊	kamikaze unit|suicide squad
特権	privilege|special right
特殊	special|particular|peculiar
特殊法人	semigovernmental corporation
特段	especially|exceptionally|unusually
特派員	correspondent|representative|delegate
特産	local specialty
特異	unique|peculiar|singular
特筆	special mention
特約	special contract|special agreement|rider
特色	characteristic|feature|idiosyncrasy
特製	special make|deluxe
特訓	special training|intensive training|crash course
特設	special installation
特許	patent|special permission|licence
特許庁	patent office|patent agency
特質	characteristic|feature|special quality
特赦	special pardon|amnesty
特選	special selection|special approval|special prize
特長	forte|merit
特集	feature|special edition|report
特需	emergency demands|special procurement
犠打	sacrifice fly|bunt
犠牲	sacrifice|victim|scapegoat
犠牲者	victim
犠飛	sacrifice fly
犬	dog|squealer|rat
犯し	commit|perpetrate|break
犯す	commit|perpetrate|break
犯人	offender|criminal|culprit
犯罪	crime|offence|offense
犯罪者	criminal|culprit
犯行	crime|criminal act|offence
状	form|shape|appearance
状態	state|condition|situation
状況	situation|circumstances
状況報告	situation report|status report|progress report
狂い	go mad|go crazy|go insane
狂う	go mad|go crazy|go insane
狂っ	go mad|go crazy|go insane
狂乱	fury|frenzy|madness
狂奔	rushing around|running wild
狂気	madness|insanity
狂言	kyogen|kabuki play|kabuki performance
狐	fox
狙い	aim
狙う	aim at
狙っ	aim at
狡い	sly|cunning|sneaky
狡かっ	sly|cunning|sneaky
狡く	sly|cunning|sneaky
狡さ	sly|cunning|sneaky
狩り	hunting|harvesting|picking
狩人	hunter
狩場	hunting ground|hunting preserve
狩猟	hunting
独り	one person|being alone
独りでに	by itself|automatically|naturally
独り占め	hogging|monopolising|monopolizing
独り言	soliloquy|monologue
独創	originality
独創的	creative|original
独占	monopoly|monopolization|exclusivity
独唱	vocal solo
独奏	solo|recital
独学	self-education|self-instruction|self-study
独房	single cell|isolation cell|solitary cell
独断	arbitrary decision|dogmatism
独楽	spinning top
独演	solo|solo performance
独特	peculiarity|uniqueness|characteristic
独禁法	antitrust law|antitrust act
独立	independence|self-reliance|supporting oneself
独立国	independent state|independent nation
独自	original|unique|distinctive
独裁	dictatorship|despotism
独走	running alone|running solo
独身	bachelorhood|single|unmarried
独逸	germany
狭い	narrow|confined|small
狭かっ	narrow|confined|small
狭く	narrow|confined|small
狭さ	narrow|confined|small
狭まっ	narrow|contract
狭まり	narrow|contract
狭まる	narrow|contract
狭め	narrow|reduce|contract
狭める	narrow|reduce|contract
狭心症	heart attack|angina pectoris
狭間	interval|space|interstice
狸	tanuki|raccoon dog|sly dog
狼	wolf|womanizer
猛威	fury|power|menace
猛打	heavy blow|heavy hit
猛攻	fierce attack
猛暑	heat wave|fierce heat
猛烈	fierce|intense|severe
猛獣	fierce animal|big game
猟	hunting|shooting|game
猟師	hunter|huntsman
猟犬	hound|hunting dog|gun dog
猟銃	hunting gun|sportsgun
猪	wild boar|wild pig
猫	cat|shamisen
猫背	bent back|hunchback|stoop
猫舌	cat tongue
献上	presenting to
献立	menu|program|programme
献花	flower offering|floral tribute|laying flowers
献血	blood donation
献金	donation|contribution|offering
猶予	postponement|deferment|extension
猿	monkey|ape|non-human primate
獄中	during imprisonment
獅子	lion
獣	beast|brute|animal
獣医	veterinarian|veterinary surgeon|vet
獲得	acquisition|possession
獲物	prey|catch|kill
玄人	expert|professional|master
玄米	unpolished rice|unmilled rice|brown rice
玄関	entrance|front door|entryway
率	rate|ratio|proportion
率い	lead|spearhead|command
率いる	lead|spearhead|command
率直	frank|candid|straightforward
玉	ball|sphere|globe
玉ねぎ	onion
玉砕	honourable defeat|honorable defeat|honourable death
玉虫色	iridescent colour|equivocal|ambiguous
玉蜀黍	corn|maize
王	king|ruler|sovereign
王位	the throne|the crown
王侯	noble rank
王冠	crown|diadem|bottle cap
王国	kingdom|monarchy
王女	princess
王妃	queen
王子	prince
王室	royal family
王宮	royal palace
王将	king
王座	throne
王手	check
王族	royalty
王朝	dynasty
王様	king
王立	royal
王者	king|monarch|ruler
玩具	toy|plaything
珈琲	coffee
珊瑚	coral
珍	rare|strange|odd
珍しい	unusual|rare|curious
珍しかっ	unusual|rare|curious
珍しく	unusual|rare|curious
珍しさ	unusual|rare|curious
珍味	delicacy|dainties
珍品	curio|rare article
珍紛漢紛	unintelligible language|incoherent language|talking nonsense
珍重	prizing|valuing highly|esteeming
珠玉	jewel|gem|accomplished work
班	group|party|team
班長	squad leader|group leader|team leader
現し	represent|signify|stand for
現す	represent|signify|stand for
現に	actually
現れ	embodiment|manifestation|materialization
現れる	appear|become visible|come out
現わし	represent|signify|stand for
現わす	represent|signify|stand for
現われ	embodiment|manifestation|materialization
現われる	appear|become visible|come out
現代	nowadays|modern era|modern times
現代的	modernistic
現代社会	modern society
現住所	address
現像	development|photographic processing
現在	current|present|present time
現地	actual place|local|on-site
現場	actual spot|scene|site
現実	reality|actuality|hard fact
現実的	realistic|pragmatic
現役	active duty|active service
現時点	present point
現有	present|existing
現段階	present stage|current phase|current rank
現況	present condition
現物	spots
現状	present condition|existing state|status quo
現職	present post|current office|incumbent
現行	present|current|in operation
現行犯	flagrante delicto|caught red-handed
現象	phenomenon
現金	cash|ready money|currency
球	sphere
球団	baseball team
球場	baseball stadium|ballpark
球威	stuff
球技	ball game
球菌	coccus
理	reason|principle|logic
理不尽	unreasonable|irrational|outrageous
理事	director|trustee
理学	physical science|natural science|physics
理屈	theory|reason
理念	ideal|foundational principle|idea
理性	reason|reasoning power|sense
理想	ideal|ideals
理想的	ideal
理由	reason|pretext|motive
理科	science|natural science|science department
理系	science
理解	understanding|comprehension|appreciation
理論	theory
理髪	haircut
琉球	ryukyu
琢磨	polish|cultivation
琥珀	amber
琴	koto|stringed instrument
琵琶	biwa
琵琶湖	lake biwa
瑞々しい	lively|vibrant|vivacious
瑞々しかっ	lively|vibrant|vivacious
瑞々しく	lively|vibrant|vivacious
瑞々しさ	lively|vibrant|vivacious
瑞典	sweden
瑞西	switzerland
瑠璃	lapis lazuli
環境	environment|circumstance
環境保護	environmental protection
環境問題	environmental problem|environmental issue
環境庁	environment agency
環状	annulation|ring shape|loop shape
環礁	atoll
瓦	roof tile
瓦礫	rubble|debris|wreckage
瓶	bottle|jar|decanter
瓶詰	bottling|bottled
瓶詰め	bottling|bottled
甘い	sweet-tasting|skillful|sweet
甘え	fawn on|presume upon|depend on
甘える	fawn on|presume upon|depend on
甘かっ	sweet-tasting|skillful|sweet
甘く	sweet-tasting|skillful|sweet
甘さ	sweet-tasting|skillful|sweet
甘み	sweetness|sugary taste|sweets
甘やかし	pamper|spoil
甘やかす	pamper|spoil
甘味	sweetness|sugary taste|sweets
甘味料	sweetener|sweetening agent|sweetening
甘美	sweet|luscious|delightful
甘言	sweet words|smooth talk|cajolery
甘酢	sweet vinegar
甚だ	greatly|exceedingly
甚だしい	extreme|excessive|terrible
甚だしかっ	extreme|excessive|terrible
甚だしく	extreme|excessive|terrible
甚だしさ	extreme|excessive|terrible
甚大	enormous|serious
生	raw|uncooked|fresh
生々しい	vivid|fresh|graphic
生々しかっ	vivid|fresh|graphic
生々しく	vivid|fresh|graphic
生々しさ	vivid|fresh|graphic
生い立ち	growth|development|upbringing
生え	grow|spring up|sprout
生える	grow|spring up|sprout
生え抜き	native-born|trueborn
生かし	leverage|capitalise on|let live
生かす	leverage|capitalise on|let live
生き	living|being alive|freshness
生きる	live|exist|subsist
生き埋め	burying alive
生き残っ	survive
生き残り	survival|survivor|relic
生き残る	survive
生き物	living thing|living creature|animal
生き返っ	revive
生き返り	revive
生き返る	revive
生け	arrange|plant|living
生ける	arrange|plant|living
生け垣	hedge
生け花	ikebana|fresh flower|natural flower
生じ	produce|yield|cause
生じる	produce|yield|cause
生ず	produce|yield|cause
生ずる	produce|yield|cause
生っ	bear fruit
生ぬるい	lukewarm|tepid|half-hearted
生ぬるかっ	lukewarm|tepid|half-hearted
生ぬるく	lukewarm|tepid|half-hearted
生ぬるさ	lukewarm|tepid|half-hearted
生まれ	birth|birthplace
生まれつき	by nature|by birth|naturally
生まれる	be born
生み	birth|giving birth|creating
生みの親	biological parent|founder|creator
生み出し	create|bring forth|produce
生み出す	create|bring forth|produce
生む	give birth|bear|lay
生やし	grow|cultivate
生やす	grow|cultivate
生り	bear fruit
生る	bear fruit
生ん	give birth|bear|lay
生中継	live broadcast|live coverage
生体	organism|living body
生保	life insurance|livelihood protection|public assistance
生前	while alive
生化学	biochemistry
生協	cooperative association|co-op store
生命	life|existence|working life
生命保険	life insurance
生命力	vitality|life force
生地	cloth|fabric|material
生姜	ginger
生存	existence|survival|to exist
生年月日	birth date|dob
生後	post-natal|since birth
生徒	pupil|student|schoolchild
生息	inhabiting|living
生息地	habitat|home
生意気	impertinent|saucy|cheeky
生態	ecology|territory
生態学	ecology
生態系	ecosystem
生憎	unfortunately
生成	creation|generation|formation
生死	samsara
生殖	reproduction
生活	living|life|livelihood
生活費	living expenses
生涯	life|lifetime|career
生涯教育	lifelong education|continuing education|further education
生物	living thing|organism|creature
生物学	biology
生理	physiology|menstruation|one's period
生理学	physiology
生産	production|manufacture
生産性	productivity
生産者	producer|grower|maker
生育	development|breeding
生臭い	fishy|bloody|degenerate
生臭かっ	fishy|bloody|degenerate
生臭く	fishy|bloody|degenerate
生臭さ	fishy|bloody|degenerate
生花	ikebana|fresh flower|natural flower
生計	livelihood|living
生誕	birth|nativity
生返っ	revive
生返り	revive
生返る	revive
生還	returning alive|surviving
生長	growth
生鮮	fresh
産み	give birth|bear|lay
産む	give birth|bear|lay
産ん	give birth|bear|lay
産児制限	birth control
産別	industrial union
産卵	egg-laying|spawning
産品	products
産地	producing area
産業	industry|livelihood|occupation
産油国	oil-producing countries
産物	product|produce|result
産科	obstetrics
産量	output
甥	nephew
甦っ	be resurrected|be resuscitated|be rehabilitated
甦り	be resurrected|be resuscitated|be rehabilitated
甦る	be resurrected|be resuscitated|be rehabilitated
用	business|task|errand
用い	use|utilize|utilise
用いる	use|utilize|utilise
用事	tasks|errand|business
用件	business
用例	example|illustration
用具	tool|implement|instrument
用品	articles|supplies|parts
用地	site
用心	care|precaution|guarding
用心棒	bodyguard|bouncer|guard
用心深い	careful|cautious|wary
用心深かっ	careful|cautious|wary
用心深く	careful|cautious|wary
用心深さ	careful|cautious|wary
用意	preparation|arrangements|provision
用水	irrigation water|city water|cistern water
用紙	blank form
用語	term|terminology|wording
用途	use|service|purpose
田	rice field
田んぼ	paddy field|farm
田園	the country|countryside|rural districts
田植え	rice planting
田畑	fields
田舎	rural area|countryside|the sticks
由	reason|significance|cause
由来	origin|source|history
由緒	history|pedigree|lineage
甲	carapace|shell|grade a
甲乙	distinction|discernment|discrimination
甲斐	effect|result|worth
甲板	deck
甲状腺	thyroid gland
甲種	a-grade|first-class
甲高い	high-pitched|shrill
甲高かっ	high-pitched|shrill
甲高く	high-pitched|shrill
甲高さ	high-pitched|shrill
申	the monkey
申し	be called
申し上げ	state|express|offer
申し上げる	state|express|offer
申し入れ	proposal|offer|report
申し入れる	propose|suggest
申し出	proposal|request|claim
申し出る	report to|suggest|submit
申し分無い	no objection
申し分無かっ	no objection
申し分無く	no objection
申し分無さ	no objection
申し合わせ	mutual agreement|understanding|common consent
申し立て	statement|account|declaration
申し訳	apology|excuse
申し訳ない	i'm sorry|inexcusable
申し訳なかっ	i'm sorry|inexcusable
申し訳なく	i'm sorry|inexcusable
申し訳なさ	i'm sorry|inexcusable
申し込み	application|entry|request
申し込む	apply for|propose|offer
申し込ん	apply for|propose|offer
申す	be called
申告	report|return|statement
申請	application|request|petition
申込	application|entry|request
申込み	application|entry|request
申込書	application|application form
男	man|male|fellow
男の人	man
男の子	boy|son|baby boy
男らしい	manly|masculine
男らしかっ	manly|masculine
男らしく	manly|masculine
男らしさ	manly|masculine
男優	actor
男児	boy|son|man
男前	handsome man|man's looks|good looks
男女	both sexes|both genders
男子	youth|young man
男尊女卑	male chauvinism
男性	man|male|masculine gender
男性的	manly
男爵	baron|irish cobbler
町	town|block|neighbourhood
町並	townscape|street
町並み	townscape|street
町中	downtown
町人	townspeople|townsfolk|tradespeople
町内	neighborhood|neighbourhood|street
町外れ	outskirts|edge
町役場	town hall
町民	townspeople
町角	street corner
町議会	town council
町長	town mayor
画	stroke
画する	draw|demarcate|mark
画一	uniformity|standardization|standardisation
画伯	master painter|artist
画像	image|picture|portrait
画商	picture dealer
画家	painter|artist
画廊	art gallery|picture gallery
画数	stroke count
画期的	ground-breaking|revolutionary|unprecedented
画用紙	drawing paper
画面	screen|image|picture
界隈	neighborhood|neighbourhood|vicinity
畑	field|cultivated land|vegetable plot
留まっ	stop|cease|be stopped
留まり	stop|cease|be stopped
留まる	stop|cease|be stopped
留め	stop|stay|cease
留める	stop|stay|cease
留め金	clasp|latch|catch
留保	reserving|withholding
留学	studying abroad
留学生	overseas student|exchange student
留守	absence|house-sitting|house-sitter
留守番	care-taking|house-sitting|house-watching
留置	detention|imprisonment|poundage
留置場	police cell|jail
畜生	beast
畜産	animal husbandry|livestock industry
畝	ridge|rib|cord
畝っ	wind|meander|twist
畝り	undulation|winding|meandering
畝る	wind|meander|twist
略	almost|abbreviation|roughly
略し	abbreviate|omit|take
略す	abbreviate|omit|take
略奪	pillage|plunder|looting
略式	informal|simplified
略歴	short cv
略称	abbreviation
略語	abbreviation|acronym
番	number|turn
番付	ranked list|program
番号	number
番地	house number|address
番手	count
番犬	watchdog
番組	program|programme
異なっ	differ|vary|disagree
異なり	differ|vary|disagree
異なる	differ|vary|disagree
異例	exceptional|unusual|extraordinary
異動	change|transfer|reshuffle
異口同音	unanimously|in chorus|in unison
異名	another name|nickname|alias
異国	foreign country
異変	unusual event|strange occurrence|strange phenomenon
異常	strangeness|abnormality|disorder
異性	isomerism
異文	variant
異様	bizarre|strange|eccentric
異物	foreign substance|foreign body|foreign contamination
異状	something wrong|accident|change
異端	heresy
異色	unique|distinctive|novel
異論	different opinion|objection
異議	objection|dissent|protest
畳	tatami mat
畳み	fold|close
畳む	fold|close
畳ん	fold|close
疎か	negligent|neglectful|careless
疎ら	sparse|thin|scattered
疎外	estrangement|neglect|alienation
疎通	understanding|communication
疎遠	estrangement|alienation
疎開	dispersal|evacuation|removal
疑い	doubt|question|uncertainty
疑う	doubt|distrust|suspect
疑っ	doubt|distrust|suspect
疑わしい	doubtful|questionable|uncertain
疑わしかっ	doubtful|questionable|uncertain
疑わしく	doubtful|questionable|uncertain
疑わしさ	doubtful|questionable|uncertain
疑似	pseudo|quasi|false
疑問	doubt|question|suspicion
疑問点	unclarified issue|doubt
疑問符	question mark
疑心	doubt|suspicion|fear
疑念	doubt|suspicion|misgivings
疑惑	doubt|misgivings|distrust
疑獄	bribery scandal|graft case
疑義	doubt
疫病	epidemic|plague|pestilence
疲れ	tiredness|fatigue
疲れる	get tired|tire|get fatigued
疲れ果て	be exhausted
疲れ果てる	be exhausted
疲労	fatigue|weariness
疲弊	exhaustion|fatigue|impoverishment
疾っくに	long ago
疾患	disease|ailment|illness
疾病	illness|disease
疾走	sprint|dash|scampering
疾風	gale|strong wind|swift wind
病	illness|disease|bad habit
病み	fall ill|suffer from
病む	fall ill|suffer from
病ん	fall ill|suffer from
病人	sick person|patient|invalid
病室	sickroom|hospital room
病床	sickbed|bed
病弱	weak|sickly|feeble
病棟	ward
病気	illness|disease|sickness
病状	patient's condition|pathology
病理	pathology
病院	hospital|clinic|doctor's office
症例	case
症候	symptoms
症候群	syndrome
症状	symptoms|condition
痒い	itchy
痒かっ	itchy
痒く	itchy
痒さ	itchy
痔	hemorrhoids|piles
痕跡	trace|vestige|mark
痛い	painful|sore|cringy
痛かっ	painful|sore|cringy
痛く	painful|sore|cringy
痛さ	painful|sore|cringy
痛ましい	pitiful|heartbreaking|heartrending
痛ましかっ	pitiful|heartbreaking|heartrending
痛ましく	pitiful|heartbreaking|heartrending
痛ましさ	pitiful|heartbreaking|heartrending
痛み	pain|ache|soreness
痛む	hurt|ache|be injured
痛め	hurt|injure|cause pain
痛める	hurt|injure|cause pain
痛ん	hurt|ache|be injured
痛恨	contrition
痛感	feeling keenly|fully realizing
痛手	serious wound|hard blow
痛烈	severe|bitter|scathing
痣	birthmark|nevus|bruise
痩せ	become thin|lose weight|reduce weight
痩せる	become thin|lose weight|reduce weight
痩身	slim figure|lean figure|weight reduction
痴呆	dementia
痴漢	molester|groper|masher
痺れ	become numb|tingle
痺れる	become numb|tingle
瘤	bump|lump|protuberance
療法	therapy|treatment|remedy
療養	recuperation|medical treatment
療養所	sanatorium
癌	cancer
癒着	adhesion|conglutination|collusion
癖	habit|tendency|peculiarity
発	departure|departing|sending
発する	utter|produce|emit
発令	official announcement|proclamation
発作	fit|spasm|attack
発信	dispatch|despatch|transmission
発光	emission|radiation|luminescence
発刊	publish|start publication
発動	invocation
発声	utterance|speaking|vocalization
発売	sale|release|launch
発射	firing|launching|shooting
発展	development|growth|expansion
発展途上国	developing country
発想	idea|conception|expression
発掘	excavation|exhumation|discovery
発揮	show|exhibition|demonstration
発散	emission|emanation|radiation
発明	invention|intelligent|clever
発条	spring|mainspring|power spring
発案	suggestion|proposition|proposal
発汗	sweating|perspiration|sudation
発泡	foaming
発泡スチロール	styrofoam|styrene foam|expanded polystyrene
発注	ordering|order
発火	ignition|catching fire|firing
発煙	emitting smoke|fuming
発煙筒	smoke bomb|smoke candle
発熱	fever|pyrexia
発生	outbreak|spring forth|occurrence
発病	attack
発砲	firing
発祥	origin
発祥地	cradle|birthplace
発端	origin|genesis|opening
発給	issuance|issuing
発育	growth|development
発芽	germination|sprouting|budding
発行	publication|issue
発表	announcement|publication|presenting
発見	discovery|detection|finding
発覚	detection|discovery|being uncovered
発言	statement|remark|observation
発起人	originator|promoter
発足	starting|inauguration|launch
発車	departure|starting|leaving
発送	sending|forwarding|shipping
発達	development|growth
発酵	fermentation|zymosis
発電	generation|telegraphing
発電所	power plant|power station
発電機	dynamo|power generator
発音	pronunciation
登っ	ascend|climb|rise
登り	ascend|climb|rise
登る	ascend|climb|rise
登場	entry|appearance|entrance
登場人物	character|dramatis personae
登山	mountain climbing
登校	attendance
登用	appointment|assignment|promotion
登記	registry|registration
登載	register|record|printing
登録	registration|accession|register
登録商標	registered trademark
登録番号	registration number
登録者	registrant|subscriber|enrollee
登頂	summiting
白	white|innocence|innocent person
白い	white
白かっ	white
白く	white
白さ	white
白バイ	motorcycle police
白人	white person|caucasian|beginner
白内障	cataract
白地	white background|blank
白星	white circle|white star|victory mark
白書	white paper
白熱	white heat|incandescence|becoming excited
白状	confession
白米	polished rice|white rice
白粉	powder
白紙	white paper|flyleaf|blank paper
白線	white line|linea alba
白羽	white feather
白耳義	belgium
白色	white
白菊	white chrysanthemum
白菜	napa cabbage|nappa cabbage|chinese cabbage
白血球	leukocyte|leucocyte
白血病	leukemia
白衣	white clothes|white robe|white gown
白身	egg white|white-fleshed fish|white meat
白馬	white horse|unrefined sake
白骨	white bone|skeleton
白髪	white hair|grey hair|gray hair
白鳥	swan|white-feathered bird
白黒	monochrome
百八十度	complete change
百合	lily|yuri
百姓	farmer|peasant|country bumpkin
百科事典	encyclopedia|encyclopaedia
百科辞典	encyclopedia|encyclopaedia
百貨店	store|stores
的中	striking home|coming true
的確	precise|accurate|appropriate
皆様	everyone
皆無	nonexistent|nil|none
皆目	entirely
皇位	imperial throne
皇后	empress|queen
皇太后	queen mother|empress dowager
皇太子	crown prince
皇太子妃	crown princess
皇女	imperial princess
皇室	imperial household
皇居	imperial palace|imperial residence
皇帝	emperor
皇族	imperial family|royalty
皇民党	imperialist party
皮	skin|hide|pelt
皮切り	beginning|start
皮肉	irony|sarcasm|cynicism
皮膚	skin
皮膚病	skin disease
皮膚科	dermatology
皮革	leather|hide
皺	wrinkle|crease|ripple
皿	plate|dish|platter
皿洗い	washing-up|dish-washing
盆	tray|family|household
盆地	basin
盆栽	bonsai
益	benefit|use|advantage
益々	increasingly|decreasingly
盗み	stealing
盗む	steal
盗ん	steal
盗作	plagiarism|plagiarised work
盗品	stolen goods|loot|spoils
盗塁	base stealing|steal|stolen base
盗用	embezzlement|fraudulent use|plagiarism
盗聴	interception|wiretap|bug
盗賊	thief|robber|burglar
盗難	theft|robbery
盛っ	serve|dish out|dish up
盛り	height|peak|season
盛り上がっ	swell|rise|bulge
盛り上がり	climax|uprush|bulge
盛り上がる	swell|rise|bulge
盛り上げ	pile up|heap up|stir up
盛り上げる	pile up|heap up|stir up
盛り込み	incorporate|include|fill with
盛り込む	incorporate|include|fill with
盛り込ん	incorporate|include|fill with
盛る	serve|dish out|dish up
盛ん	prosperous|flourishing|thriving
盛大	grand|magnificent|lavish
盛況	success|prosperity|boom
盛衰	welfare|vicissitudes
盟主	leader|leading power
盟友	sworn friend
盟約	oath|pledge|pact
監修	supervision|general editorship|supervising director
監察	inspection|inspector
監査	inspection|audit|judgement
監査役	auditor|inspector
監獄	prison
監理	superintendence|supervision|administration
監督	supervision|control|superintendence
監禁	confinement
監視	monitoring|watching|observation
盤	disk|disc|record
目	eye|eyeball|eyesight
目が覚め	wake up|awake|perk up
目が覚める	wake up|awake|perk up
目つき	look|expression|eyes
目の前	immediate|imminent
目を通し	scan|look over
目を通す	scan|look over
目上	superior|superiors|senior
目下	subordinate|at present|subordinates
目付き	look|expression|eyes
目先	immediate|present|at hand
目処	aim|goal|prospect
目出度い	happy|auspicious|propitious
目出度かっ	happy|auspicious|propitious
目出度く	happy|auspicious|propitious
目出度さ	happy|auspicious|propitious
目前	imminence
目印	mark|sign|landmark
目安	criterion|standard|yardstick
目当て	mark|guide|landmark
目抜き	principal|main|important
目指し	aim at|try for|go toward
目指す	aim at|try for|go toward
目撃	witnessing|observing|sighting
目方	weight
目標	goal|target|aim
目次	contents
目減り	loss|ullage|outage
目測	eye measurement
目玉	eyeball|special feature|centerpiece
目玉商品	bargain goods|loss leader|eye-catching goods
目白	japanese white-eye
目白押し	jostling|milling about|crush
目的	purpose|goal|aim
目盛り	gradations|division|scale
目眩	dizziness|giddiness|vertigo
目立ち	be conspicuous|stand out
目立っ	be conspicuous|stand out
目立つ	be conspicuous|stand out
目茶目茶	disorderly|messy|ruined
目茶苦茶	absurd|unreasonable|nonsensical
目薬	eye drops|eyewash
目覚まし	alarm clock|waking up
目覚ましい	remarkable|striking|brilliant
目覚ましかっ	remarkable|striking|brilliant
目覚ましく	remarkable|striking|brilliant
目覚ましさ	remarkable|striking|brilliant
目覚まし時計	alarm clock
目覚め	wake up|awake|awaken to
目覚める	wake up|awake|awaken to
目録	catalogue|catalog|inventory
目頭	inner canthus
盲	blindness|blind person|illiteracy
盲人	blind person
盲点	blind spot|weak point|loophole
盲目	blindness
盲腸	cecum|caecum|blind gut
直	soon|direct|before long
直ぐ	immediately|at once|right away
直ぐさま	immediately|promptly
直ぐに	immediately|right away|at once
直し	correction|rectification|mending
直す	cure|heal|fix
直ちに	at once|immediately|right away
直っ	get mended|be repaired|be fixed
直に	directly|immediately|in person
直り	get mended|be repaired|be fixed
直る	get mended|be repaired|be fixed
直下	directly under|falling perpendicularly
直列	series|serial
直営	direct management
直属	direct control|direct supervision
直径	diameter
直後	immediately following
直感	intuition|instinct|insight
直接	direct|immediate|personal
直接的	direct
直接税	direct tax
直接選挙	direct election
直撃	direct hit
直球	straight ball
直系	direct descent|direct line
直線	straight line
直行	through|non-stop|direct
直観	intuition|instinct|insight
直角	right angle|perpendicular
直轄	direct control
直通	direct line|direct communication|connecting directly
直面	confrontation|to face|to confront
相まって	coupled with|together
相乗	multiplication|synergism
相乗り	riding together
相互	mutual|reciprocal
相互交流	mutual exchange
相似	resemblance|likeness|similitude
相場	market price|speculation
相対	tete-a-tete|relativity|relative
相対的	relative
相当	corresponding to
相応	suitable|appropriate|befitting
相応しい	appropriate|adequate|suitable
相応しかっ	appropriate|adequate|suitable
相応しく	appropriate|adequate|suitable
相応しさ	appropriate|adequate|suitable
相性	affinity|compatibility|chemistry
相手	companion|partner|company
相手取っ	challenge
相手取り	challenge
相手取る	challenge
相手方	other party|opposite party|opposing team
相撲	sumo wrestling|wrestler|rikishi
相撲取り	wrestler|rikishi
相棒	partner|pal|accomplice
相槌	aizuchi|back-channeling
相殺	offset|counterbalancing|set-off
相続	succession|inheritance
相続税	inheritance tax|death duty
相談	consultation|discussion|discussing
相談役	counselor|counsellor|adviser
相談所	consultation office|information center|bureau
相違	difference|discrepancy|variation
相関	correlation|interrelation
相関関係	correlation|interrelation|intertwining
盾	shield|buckler|escutcheon
省い	omit|leave out|exclude
省き	omit|leave out|exclude
省く	omit|leave out|exclude
省み	reflect on|contemplate|examine
省みる	reflect on|contemplate|examine
省エネルギー	energy conservation|energy-saving
省令	ministerial ordinance
省力	labor saving
省庁	the authorities
省略	omission|abbreviation|abridgment
眉	eyebrow|eyebrows
眉毛	eyebrow
看る	look after
看守	prison guard|warder|jailer
看板	signboard|sign|billboard
看病	nursing
看護	nursing|nurse
看護婦	nurse
看護師	nurse|registered nurse|rn
看過	overlooking
県	prefecture|county|department
県下	prefectural
県会	prefectural assembly
県営	prefectural management
県庁	prefectural office
県民	prefectural citizen
県知事	prefectural governor
県立	prefectural
県警	prefectural police
県道	prefectural road
真	truth|reality|genuineness
真っ先	the head|the foremost|beginning
真っ向	directly opposite
真っ当	proper|respectable|decent
真っ暗	total darkness|pitch dark|bleak future
真っ最中	midst|height
真っ白	pure white|blank
真っ直ぐ	straight|direct|upright
真っ赤	bright red|deep red|flushed
真っ青	deep blue|bright blue|ghastly pale
真っ黒	pitch black
真の	true|real|genuine
真ん中	middle|centre|center
真ん丸	perfect circle|cute
真上	just above|right overhead
真似	imitating|copying|mimicry
真似る	mimic|imitate
真価	true value|real worth
真偽	genuineness|authenticity|veracity
真冬	midwinter
真剣	serious|earnest|real sword
真四角	square
真夏	midsummer
真夜中	midnight
真実	truth|reality|truly
真心	sincerity|true heart|devotion
真意	real intention|true motive|true meaning
真摯	sincere|earnest|serious
真新しい	brand new
真新しかっ	brand new
真新しく	brand new
真新しさ	brand new
真正面	directly opposite
真珠	pearl
真理	truth
真相	truth|real situation
真空	vacuum|hollow|empty
真逆	something unexpected|emergency
真面目	serious|honest|sober
真顔	serious look|straight face
真髄	essence|quintessence|spirit
眠い	sleepy|drowsy|somnolent
眠かっ	sleepy|drowsy|somnolent
眠く	sleepy|drowsy|somnolent
眠さ	sleepy|drowsy|somnolent
眠たい	sleepy|drowsy
眠たかっ	sleepy|drowsy
眠たく	sleepy|drowsy
眠たさ	sleepy|drowsy
眠っ	sleep|die|rest
眠り	sleep|sleeping|inactivity
眠る	sleep|die|rest
眠気	sleepiness|drowsiness
眩しい	dazzling|radiant
眩しかっ	dazzling|radiant
眩しく	dazzling|radiant
眩しさ	dazzling|radiant
眺め	scene|view|prospect
眺める	look at|gaze at|watch
眺望	prospect|view|outlook
眼	eye|eyeball|eyesight
眼差し	look|gaze
眼科	ophthalmology
眼科医	ophthalmologist|eye specialist
眼鏡	glasses|eyeglasses|spectacles
着い	arrive at|reach|sit on
着き	arrive at|reach|sit on
着く	arrive at|reach|sit on
着け	attach|join|add
着ける	attach|join|add
着せ	plate|gild|veneer
着せる	plate|gild|veneer
着る	wear|put on|bear
着地	landing
着実	steady|sound|solid
着工	starting work
着席	sitting down
着手	to undertake
着替え	changing clothes
着服	dressing oneself|embezzlement
着物	kimono|clothing|clothes
着用	wearing
着目	attention|focusing
着色	colouring|coloring|colorant
着衣	clothes|wearing clothes
着陸	landing|alighting|touch down
着飾っ	dress up
着飾り	dress up
着飾る	dress up
睡眠	sleep
督促	urge|demand|importunity
睨み	glare at|scowl at|glower at
睨む	glare at|scowl at|glower at
睨ん	glare at|scowl at|glower at
瞑っ	close|shut
瞑り	close|shut
瞑る	close|shut
瞑想	meditation|contemplation
瞬い	blink|wink|bat
瞬き	blink|wink|bat
瞬く	blink|wink|bat
瞬時	instant|moment|second
瞬間	moment|second|instant
瞳	pupil|eye
瞼	eyelid
矛	lance|pike|weapon
矛先	spearhead|brunt
矛盾	contradiction|inconsistency
矢	arrow|wedge|chock
矢っ張り	as expected|sure enough
矢先	arrowhead|brunt
矢印	arrow|interest|direction
矢張り	as expected|sure enough
矢鱈	indiscriminate|random|excessive
知らず知らず	unconsciously|unwittingly|unawares
知らせ	news|word|tidings
知らせる	notify|advise|inform
知らないうちに	without noticing
知らん顔	feigned ignorance|unconcerned air|indifference
知り合い	acquaintance
知り合う	make acquaintance
知り合っ	make acquaintance
知れ	become known|be discovered|be understood
知れる	become known|be discovered|be understood
知事	prefectural governor
知人	friend|acquaintance
知合い	acquaintance
知合う	make acquaintance
知合っ	make acquaintance
知名	well-known
知己	acquaintance|appreciative friend
知性	intelligence
知恵	wisdom|wit|sagacity
知的	intellectual
知能	intelligence|intellect|brains
知覚	perception|sensation|awareness
知識	knowledge|information
知識人	intellectual
短い	short|brief
短かっ	short|brief
短く	short|brief
短さ	short|brief
短め	shortish|rather short|somewhat short
短冊	tanzaku|thin rectangle
短刀	short sword|knife|dagger
短命	short life|short lived
短大	junior college
短所	defect|demerit|weak point
短時間	short time
短期	short-term
短期大学	junior college
短期間	short term|short time
短歌	tanka
短気	short temper|quick temper|hot temper
短波	short wave
短絡	short circuit|short|illogical jump
短編	short
短縮	shortening|contraction|reduction
短調	minor key
短距離	short distance|short range|short-haul
短銃	pistol|revolver
矯正	correction|remedy|rectification
石	stone|koku|jewel
石仏	unemotional person|taciturn person
石器	stone implement|stone tool
石垣	stone wall
石室	stone hut|rock chamber|tomb
石材	stone
石棺	sarcophagus|stone coffin
石橋	stone bridge
石段	stone steps|stone stairway
石油	oil|petroleum|kerosene
石灰	lime|quicklime|caustic lime
石炭	coal
石碑	stone monument
石英	quartz
石頭	obstinate person|stubbornness|pigheadedness
石鹸	soap
砂	sand|grit
砂丘	sand dune|sand hill
砂利	gravel|ballast|pebbles
砂浜	sandy beach
砂漠	desert
砂糖	sugar
砂防	erosion control
研い	sharpen|hone|whet
研ぎ	sharpen|hone|whet
研ぐ	sharpen|hone|whet
研修	training|induction course
研磨	grinding|polishing|refining
研究	study|research|investigation
研究員	researcher|lab worker
研究官	research officer
研究室	laboratory|seminar room
研究家	researcher|student
研究所	research establishment|research institute|laboratory
研究結果	findings
研究者	researcher
砕い	break|smash
砕き	break|smash
砕く	break|smash
砕け	break|be broken|be smashed
砕ける	break|be broken|be smashed
砕石	crushed stone|macadam|crushing
砲	gun|cannon|artillery
砲兵	artillery|gunner
砲弾	shell|cannonball
砲撃	bombarding|shelling|bombardment
砲火	gunfire|fire
破っ	tear|rip|break
破り	escaping|defying
破る	tear|rip|break
破れ	get torn|tear|rip
破れる	get torn|tear|rip
破壊	destruction|disruption|crash
破局	catastrophe|cataclysm|collapse
破損	damage
破格	extraordinary|special|exceptional
破棄	disposal|destruction|annulment
破滅	ruin|destruction|fall
破片	fragment|broken piece|splinter
破産	bankruptcy|insolvency
破綻	failure|collapse|breakdown
破裂	explosion|rupture|break off
硝煙	gunpowder smoke
硝酸	nitric acid
硫酸	sulfuric acid|sulphuric acid
硫黄	sulfur|sulphur
硬い	hard|solid|tough
硬かっ	hard|solid|tough
硬く	hard|solid|tough
硬さ	firmness|hardness|stiffness
硬化	hardening|vulcanization|vulcanisation
硬度	hardness|solidity
硬式	hard
硬派	hard-liners|diehards|hawks
硬直	stiffening|rigidity|rigor
硬貨	coin|hard currency
硬質	hardness|stiffness
碁盤	go board
碌な	satisfactory|decent
碌に	enough|properly|sufficiently
碑	stele|stela
碑文	inscription|epitaph|epigraph
確か	sure|certain|positive
確かめ	ascertain|check|make sure
確かめる	ascertain|check|make sure
確保	securing|obtaining|ensuring
確信	conviction|belief|confidence
確執	discord|antagonism
確定	decision|settlement|definition
確実	certain|sure|definite
確率	probability|likelihood|chances
確立	establishment|settlement
確約	firm promise|definite promise
確認	confirmation|verification|validation
磁器	porcelain|china|chinaware
磁場	magnetic field|ambience|atmosphere
磁気	magnetism
磁石	magnet|compass
磨い	polish|shine|brush
磨き	polish|improvement|burnishing
磨く	polish|shine|brush
磯	beach|seashore
礎	foundation stone|cornerstone
礎石	foundation stone|cornerstone
示し	lesson|discipline|example
示す	show|demonstrate|exemplify
示唆	suggestion|hint|implication
示談	private settlement
礼	gratitude|manners|etiquette
礼儀	manners|courtesy|etiquette
礼拝	worship|adoration|divine service
礼服	formal dress|ceremonial dress|morning dress
礼状	acknowledgment|acknowledgement
礼金	money|reward money|fee
社交	social life|social intercourse
社交的	sociable
社会	society|public|community
社会主義	socialism
社会事業	social work|social project|social enterprise
社会人	working adult
社会保険	social insurance
社会保障	social security
社会党	socialist party
社会問題	social problem
社会学	sociology
社会復帰	rehabilitation
社会性	sociality
社会教育	social education
社会的	social|societal|societary
社会福祉	social welfare
社会科	social studies
社会科学	social science
社会資本	social capital|soc
社会運動	social movement
社会面	social page
社債	corporate bond|corporate debenture
社内	in-house|shrine precincts
社名	company name
社告	announcement
社員	company employee|company stockholder
社団法人	incorporated body|corporation
社宅	company housing
社葬	company funeral
社説	editorial|leading article|leader
社長	company president|manager|director
祀っ	deify|enshrine|pray
祀り	deify|enshrine|pray
祀る	deify|enshrine|pray
祈っ	pray|wish
祈り	prayer|supplication
祈る	pray|wish
祈念	prayer
祈祷	prayer|grace|exorcism
祈願	prayer|supplication
祖	ancestor|forefather|progenitor
祖先	ancestor
祖国	motherland|fatherland|native country
祖母	grandmother
祖父	grandfather|old man
祖父母	grandparents
祝い	congratulation|congratulations|celebration
祝う	celebrate|congratulate|observe
祝っ	celebrate|congratulate|observe
祝儀	celebration|celebratory event|wedding ceremony
祝日	national holiday|public holiday
祝杯	toast|congratulatory cup
祝福	blessing
祝賀	celebration|congratulations
祝辞	congratulatory address
祝電	congratulatory telegram
神	god|deity|divinity
神主	shinto priest
神妙	meek|quiet|docile
神学	theology
神官	shinto priest
神戸	kobe
神業	divine work|miracle|superhuman feat
神様	god|ace|king
神殿	temple|sacred place|shrine
神父	catholic priest|abbe|reverend father
神社	shinto shrine
神秘	mystery|mysteriousness|secret
神秘的	mysterious|mystical
神童	child prodigy|infant genius|wonder child
神経	nerve|nerves|sensitivity
神経質	nervous|highly strung|sensitive
神聖	holiness|sacredness|sanctity
神話	myth|legend
神道	shinto|shintoism
神風	divine wind|kamikaze
神髄	essence|quintessence|spirit
票	vote|ballot|label
票田	constituency
祭	festival|feast|online shaming
祭っ	deify|enshrine|pray
祭り	festival|feast|online shaming
祭る	deify|enshrine|pray
祭典	festival
祭壇	altar
祭日	national holiday|festival day
祭礼	festival
禁じ	prohibit
禁じる	prohibit
禁ず	forbid|suppress
禁ずる	forbid|suppress
禁制	prohibition|ban|embargo
禁句	taboo word
禁固	imprisonment|incarceration|confinement
禁欲的	abstemious|austere
禁止	prohibition|inhibition|ban
禁止事項	prohibited item|banned item
禁止法	negative statute
禁煙	quitting smoking
禁物	no-no|something forbidden|taboo
禁輸	embargo
禁酒	temperance
禁錮	imprisonment|incarceration|confinement
禅	dhyana|zen
禅僧	zen priest
禅問答	zen dialogue
禅宗	zen
禅寺	zen temple
福	good fortune|happiness|blessing
福利厚生	employee welfare|employee benefits|fringe benefits
福岡	fukuoka
福祉	welfare|well-being|social welfare
福音	good news|gospel
禿	baldness|bald head|bald person
禿げ	lose hair|become bald|become bare
禿げる	lose hair|become bald|become bare
秀で	excel|surpass
秀でる	excel|surpass
秀作	excellent work
秀才	bright person|talented student|prodigy
秀逸	excellent|superb|first-rate
私事	personal affairs|private matter|personal secret
私企業	private enterprise
私塾	private school
私大	private university
私学	private school
私文書	private document
私有	private ownership
私服	civilian clothes|plain clothes|mufti
私案	private plan
私物	private property|personal belongings|personal effects
私用	personal use|private use|private business
私的	private|personal
私立	private
私見	personal opinion
私設	private
私語	whispering|whisper|secret talk
私費	private expense
私邸	private residence
私鉄	private railway
秋	autumn|fall
秋分	autumnal equinox|autumn equinox|fall equinox
秋季	fall season|autumn season
秋風	autumn breeze|fall breeze
科	department|section|faculty
科する	inflict|impose
科学	science
科学技術	scientific technique
科学的	scientific
科学者	scientist
科目	subject|curriculum|course
秒	second|arc second
秒読み	countdown
秒速	per second
秘め	hide
秘める	hide
秘密	secret|secrecy|confidentiality
秘書	secretary|treasured book|secret book
秘訣	secret|key|mysteries
秘話	secret story|unknown episode
租界	concession|settlement
租税	taxes|taxation
秤	scales|weighing machine
秩序	order|discipline|regularity
称する	call oneself|pretend|feign
称号	title|name|degree
称賛	praise|admiration|commendation
移し	change|swap|substitute
移す	change|swap|substitute
移っ	move|transfer
移り	move|transfer
移り変わり	change
移る	move|transfer
移住	migration|immigration
移動	movement|transfer|migration
移動平均	moving average
移植	transplanting|transplant|grafting
移民	emigration|immigration|emigrant
移籍	transfer
移行	migration|transition
移譲	transfer|assignment
移転	moving|relocation|transfer
移送	transfer|transport|removal
稀	rare|seldom
程	extent|degree|measure
程なく	soon|before long|shortly thereafter
程度	degree|amount|grade
稍	a little|partially|somewhat
税制	tax system
税務	taxation business
税務署	tax office
税収	tax yields|revenue
税引き	tax excluded
税法	taxation law
税率	tariff|tax rate
税理士	tax counsellor|tax counselor
税込み	tax included|before tax
税金	tax|duty
税関	customs|customs house
稚拙	unskillful|childish|immature
稚魚	fry|juvenile fish|fingerling
種	seed|pip|variety
種々	various|diverse
種別	classification|assortment
種子	seed|pit
種族	race|tribe|ethnic group
種痘	smallpox vaccination
種目	item|event
種類	variety|type|category
種類豊富	diverse|wide-ranging|multifarious
稲	rice plant
稲作	rice cultivation|rice crop
稲刈り	rice reaping|rice harvesting
稲妻	lightning|lightning bolt
稲田	paddy field|rice field
稲荷	inari|inari shrine
稼い	earn|score|gain
稼ぎ	earnings
稼ぐ	earn|score|gain
稼働	operation|operating|running
稼働率	operating ratio|availability factor
稼業	trade|business|occupation
稽古	practice|practising|training
稿	manuscript|version|draft
稿料	manuscript fee
穀倉	granary
穀物	grain|cereal|corn
穀類	grains
穂	ear|head|point
積	product|volume|area
積み	pile up|stack|load
積み立て	saving|savings|accumulation
積み込み	load|stow aboard
積み込む	load|stow aboard
積み込ん	load|stow aboard
積み重ね	pile|accumulation
積み重ねる	pile up|accumulate
積む	pile up|stack|load
積もっ	pile up|accumulate|estimate
積もり	intention|plan|conviction
積もる	pile up|accumulate|estimate
積ん	pile up|stack|load
積ん読	stockpiling books|tsundoku
積極	active|positive|progressive
積極的	positive|assertive|active
積立	saving|savings|accumulation
積立金	reserve|deposit
積算	addition|adding up|integration
積載	lading|loading|carrying
積雪	fallen snow|snow cover
穏やか	calm|quiet|gentle
穏便	gentle|peaceable|amicable
穏健	quiet|dependable|uniform
穏和	mild|temperate|clement
穏当	proper|reasonable|right
穴	hole|opening|perforation
穴埋め	filling in|stopgap|filler
究明	investigation
究極	ultimate|final|eventual
空	emptiness|sky|vacuum
空い	thin out|open|get empty
空き	space|room|gap
空き地	vacant land|unoccupied ground|empty lot
空き家	vacant house|unoccupied house
空き巣	empty nest|empty house|empty home
空き缶	empty can
空く	thin out|open|get empty
空け	open|unwrap|unlock
空ける	open|unwrap|unlock
空しい	empty|void|vacant
空しかっ	empty|void|vacant
空しく	empty|void|vacant
空しさ	empty|void|vacant
空っぽ	empty|vacant|hollow
空中	sky|air|mid-air
空地	vacant land|unoccupied ground|empty lot
空域	airspace
空席	empty seat|unoccupied seat|vacancy
空想	daydream|fantasy|fancy
空手	karate|empty handed
空振り	vain attempt
空欄	blank column|blank space
空母	aircraft carrier
空気	air|atmosphere|mood
空洞	cave|hollow|cavity
空港	airport
空爆	aerial bombing
空疎	empty|insubstantial|hollow
空白	blank space|vacuum|blank
空砲	empty gun
空腹	empty stomach|hunger
空虚	emptiness|hollowness|vacancy
空襲	air-raid
空調	air conditioning
空路	air route|air lane|by air
空車	empty conveyance|empty taxi|free taxi
空軍	air force
空転	racing|idling
空輸	air transport|air lift|airlift
空間	space|room|airspace
突い	prick|poke|stab
突き	thrust|stab|lunge
突き上げ	push up|force up|toss
突き上げる	push up|force up|toss
突き刺し	stab|pierce|thrust
突き刺す	stab|pierce|thrust
突き当たっ	run into|collide with|crash into
突き当たり	end
突き当たる	run into|collide with|crash into
突き抜け	pierce through|break through
突き抜ける	pierce through|break through
突く	prick|poke|stab
突っ張っ	cramp up|tighten|stiffen
突っ張り	prop|strut|support
突っ張る	cramp up|tighten|stiffen
突っ込み	thrust into|cram|stuff
突っ込む	thrust into|cram|stuff
突っ込ん	thrust into|cram|stuff
突入	rushing into|breaking into|storming
突出	projection|protrusion
突破	breaking through|breakthrough|penetration
突貫	rush|rushing
突起	protuberance|projection|prominence
突進	rush|charge
突風	gust|blast
窃盗	theft|stealing|larceny
窒息	suffocation|choking|asphyxia
窒素	nitrogen
窓	window
窓口	counter|window|teller window
窓際	window
窪み	hollow|cavity|dent
窮乏	poverty|destitution|privation
窮地	dilemma|predicament
窮屈	narrow|tight|cramped
窮状	distress|wretched condition
窯	stove|furnace|kiln
窯元	pottery|potter
窯業	ceramics|ceramic industry
窶れ	be haggard|be gaunt|be emaciated
窶れる	be haggard|be gaunt|be emaciated
立ち	departure|setting off|start
立ちなおっ	recover|improve
立ちなおり	recover|improve
立ちなおる	recover|improve
立ち上がっ	stand up|rise
立ち上がり	start|beginning|build up
立ち上がる	stand up|rise
立ち上げ	start|start up|boot
立ち上げる	start|start up|boot
立ち会い	presence|observation|observer
立ち入り	entering
立ち入り禁止	off-limits|restricted|forbidden
立ち入禁止	off-limits|restricted|forbidden
立ち去っ	leave|depart
立ち去り	leave|depart
立ち去る	leave|depart
立ち合い	initial charge|face-off
立ち寄っ	stop by
立ち寄り	stop by
立ち寄る	stop by
立ち往生	being stranded|getting stuck|stalling
立ち止まっ	stop|halt|pause
立ち止まり	stop|halt|pause
立ち止まる	stop|halt|pause
立ち消え	dying out|fizzling out|falling through
立ち直っ	recover|improve
立ち直り	recovery|restoration
立ち直る	recover|improve
立ち読み	browsing
立ち退い	leave|evacuate|withdraw
立ち退き	eviction
立ち退く	leave|evacuate|withdraw
立っ	stand|rise|stand up
立つ	stand|rise|stand up
立て	stand up|put up|set up
立てる	stand up|put up|set up
立て札	bulletin board|notice board|billboard
立て直し	restore|revive|reorganize
立て直す	restore|revive|reorganize
立て続け	succession|continuation|series
立て込み	be crowded|be packed|be busy
立て込む	be crowded|be packed|be busy
立て込ん	be crowded|be packed|be busy
立会い	presence|observation|observer
立体	solid body|three-dimensional object
立体的	three-dimensional
立候補	candidacy|bidding
立入り禁止	off-limits|restricted|forbidden
立入禁止	off-limits|restricted|forbidden
立地	standpoint|position
立場	position|situation|viewpoint
立憲	constitutionalism
立方メートル	cubic meter
立札	bulletin board|notice board|billboard
立案	planning|devising|drafting
立法	legislation|lawmaking
立法府	assize|court|legislature
立派	splendid|fine|handsome
立腹	anger|offence|offense
立証	establishing proof|demonstration|substantiation
竜	dragon|naga
竜巻	tornado|waterspout
竜王	dragon king|promoted rook
章	chapter|section|medal
童心	child's mind|childlike innocence|naivete
童話	children's story|fairy tale
童謡	children's song|nursery rhyme
童顔	child's face|childlike face|boyish face
端	end|tip|point
端たない	improper|immodest|disgraceful
端たなかっ	improper|immodest|disgraceful
端たなく	improper|immodest|disgraceful
端たなさ	improper|immodest|disgraceful
端末	terminal|computer terminal
端末機	terminal
端的	frank|direct|plain
端緒	start|beginning|first step
競い	compete|contend|vie
競う	compete|contend|vie
競っ	compete|contend|bid
競り	compete|bid
競り合い	competition
競り合う	struggle for|compete with|vie with
競り合っ	struggle for|compete with|vie with
競る	compete|bid
競争	competition|contest|rivalry
競争入札	competitive bidding
競争力	competitiveness|competitive edge|competitive power
競合	contention|competition|rivalry
競合他社	competing companies|rival companies
競売	auction
競技	game|match|contest
競技場	field|sports stadium|arena
競歩	racewalking|race walking|walking race
競泳	competitive swimming|swimming race
競演	contest|competitive performance
競艇	boat race
競走	race
競走馬	racehorse
競輪	keirin
競馬	horse racing
競馬場	racecourse|race track
竹	bamboo|middle
竹刀	bamboo sword
竹林	bamboo thicket|bamboo grove
竿	rod|pole|neck
笑い	laugh|laughter|smile
笑い声	laughter|laughing voice
笑う	laugh|smile
笑っ	laugh|smile
笑み	smile
笑顔	smiling face|smile
笛	flute|fife|pipe
笠	conical hat|coolie hat|shade
符号	sign|mark|symbol
符合	agreement|coincidence|correspondence
第一	foremost|number one|most important
第一人者	leading person|foremost figure
第一声	first speech|inaugural address
第一歩	first step
第一線	the front|forefront
第一義	primary significance|primary importance|first principle
第三者	third party|third person|outsider
第二	second
第二次世界大戦	wwii
笹	bamboo grass
筆	writing brush|paintbrush|pen
筆名	alias|pseudonym|pen name
筆者	writer|author
筆記	notes|copying
筆記用具	writing implement|writing tool
筆記試験	written examination
筆跡	handwriting|calligraphy specimen|holograph
筆順	stroke order
筆頭	brush tip
筈	nock
等しい	equal|identical|no different
等しかっ	equal|identical|no different
等しく	equal|identical|no different
等しさ	equal|identical|no different
等価	equivalence|equal value|parity
等分	equal parts
等級	grade|class|degree
等身	body proportions
等閑	neglect|negligence|disregard
筋	muscle|tendon|sinew
筋力	physical strength|muscle strength
筋書き	synopsis|outline|plot
筋肉	muscle
筋道	reason|logic|method
筋違い	cramp|sprain|crick
筐体	case|casing|housing
筒	pipe|tube|cylinder
筒井	round well
答	answer|reply|response
答え	answer|reply|response
答える	answer|reply
答弁	response|reply|answer
答案	examination paper|examination script|answer sheet
答申	report|reply|findings
策	plan|policy|means
策定	formulation|decision|settling on
策略	scheme|tactic|stratagem
箇所	place|point|part
箒	broom
算出	calculation|computation
算定	calculation|estimation|computation
算数	arithmetic
算盤	abacus
管	pipe|tube
管制	control|controlling|coordination
管制塔	control tower
管制官	controller
管区	jurisdiction
管弦楽	orchestral music
管弦楽団	orchestra
管理	control|management
管理人	administrator|janitor|manager
管理者	manager|landlord|warden
管理職	management|managerial position|administrative post
管財	custodianship|receivership
管轄	jurisdiction|control
管長	superintendent priest|chief abbot
箪笥	bureau|cabinet|tansu
箱	box|case|chest
箸	chopsticks
節	occasion|joint|section
節句	seasonal festival
節度	moderation|standard
節操	constancy|integrity|fidelity
節減	retrenchment|curtailment|economy
節目	turning point|critical juncture|knot
節約	economising|saving
範	example|model
範囲	extent|scope|sphere
築い	build|construct|erect
築き	build|construct|erect
築き上げ	build up|establish
築き上げる	build up|establish
築く	build|construct|erect
築山	artificial hill
篤志家	charitable person|philanthropist|volunteer
篭	basket|hamper|cage
篭っ	seclude oneself|hide away|stay inside
篭り	seclude oneself|hide away|stay inside
篭る	seclude oneself|hide away|stay inside
簡単	simple|easy|uncomplicated
簡易	simplicity|convenience|easiness
簡潔	concise|brief|succinct
簡略	simple|brief
簡素	simple|plain|modest
簡裁	summary court
簿記	journalization|journalisation|bookkeeping
籍	one's domicile
籠	basket|hamper|cage
籠もっ	seclude oneself|hide away|stay inside
籠もり	seclude oneself|hide away|stay inside
籠もる	seclude oneself|hide away|stay inside
籤	lottery|raffle|draw
籤引	lottery|drawn lot
籤引き	lottery|drawn lot
米	rice|staple|necessity
米人	american person
米価	rice price
米倉	rice granary
米国	america|usa
米穀	rice
米飯	cooked rice
粉	flour|meal|powder
粉ミルク	milk powder|baby formula
粉末	fine powder
粉砕	pulverization|pulverisation|smashing
粉飾	embellishment|ornamentation|decoration
粋	chic|smart|stylish
粒	grain|bead|drop
粒子	particle|grain
粗い	coarse|rough
粗かっ	coarse|rough
粗く	coarse|rough
粗さ	coarse|rough
粗品	small present|trifling gift|marketing incentive
粗大	coarse|rough|bulky
粗悪	coarse|crude|inferior
粗暴	rough|wild|rude
粗末	crude|rough|plain
粗筋	outline|summary|argument
粗野	rustic|rude|vulgar
粗鋼	crude steel
粘っ	be sticky|be adhesive|persevere
粘り	stickiness|viscosity|tenacity
粘り強い	tenacious|persevering|persistent
粘り強かっ	tenacious|persevering|persistent
粘り強く	tenacious|persevering|persistent
粘り強さ	tenacious|persevering|persistent
粘る	be sticky|be adhesive|persevere
粘土	clay
粘着	cohesion|adhesion
粘粘	sticky|gluey|gummy
粘膜	mucous membrane
粛清	purge
粥	rice gruel|congee|breakfast
精	spirit|sprite|nymph
精々	at best|the utmost
精力	energy|vigor|vigour
精子	sperm
精密	precise|exact|detailed
精巧	elaborate|delicate|exquisite
精度	precision|accuracy
精彩	brilliance|luster|lustre
精液	semen
精神	mind|spirit|soul
精神的	mental|spiritual|emotional
精神科	psychiatry
精神薄弱	mental retardation|mentally retarded
精神障害	mental disorder|mental disability|mental illness
精算	exact calculation|adjustment
精米	rice polishing|polished rice
精製	refining|purification
精通	first ejaculation|semenarche
精進	concentration|diligence|devotion
精選	careful selection
精鋭	elite|best|pick
糊	paste|glue|clothing starch
糖	sugar
糖分	sugar content
糖尿病	diabetes|diabetes mellitus
糖質	sugariness|saccharinity|carbohydrate
糞	feces|excrement|dung
糧食	provisions
糸	thread|yarn|string
糸口	beginning|start|first step
糺し	ascertain|confirm|verify
糺す	ascertain|confirm|verify
系	system|lineage|group
系列	series|sequence|system
系図	family tree|pedigree|genealogy
系統	system|lineage|ancestry
系譜	genealogy|lineage|family tree
糾合	rally|muster
糾弾	censure|denunciation|attack
紀元	era|ce|ad
紀元前	pre-era|bc|bce
紀行	traveller's journal|traveler's journal|travelogue
約	approximately|promise|appointment
約束	promise|agreement|arrangement
約款	agreement|stipulation|article
紅	deep red|crimson|rouge
紅い	red|crimson|scarlet
紅かっ	red|crimson|scarlet
紅く	red|crimson|scarlet
紅さ	red|crimson|scarlet
紅潮	flush|blush
紅白	two teams|two groups
紅茶	black tea
紅葉	autumn colours|fall colors|red leaves
紋	crest|pattern|figure
紋切り型	formulaic|stereotyped|hackneyed
紋章	crest
納まっ	fit into|fall within|settle down
納まり	fit into|fall within|settle down
納まる	fit into|fall within|settle down
納め	dedicate|pay|supply
納める	dedicate|pay|supply
納付	payment|supply
納入	payment|supply|delivery
納屋	shed|barn|outhouse
納得	consent|assent|agreement
納豆	natto
納金	payment
紐	string|cord|gigolo
純度	purity
純情	pure heart|naivete|innocence
純文学	pure literature|belles-lettres
純益	clear profit|net income|net profit
純粋	pure|true|genuine
純金	pure gold|solid gold|fine gold
紙	paper
紙上	on paper
紙屑	wastepaper|paper scraps
紙幣	paper money|note|bill
紙芝居	kamishibai
紙袋	paper bag
級	class|grade|rank
紛らし	divert|distract|relieve
紛らす	divert|distract|relieve
紛らわしい	easily mistaken|confusingly similar|misleading
紛らわしかっ	easily mistaken|confusingly similar|misleading
紛らわしく	easily mistaken|confusingly similar|misleading
紛らわしさ	easily mistaken|confusingly similar|misleading
紛れ	fluke|chance|pure luck
紛れもない	certain|unmistaken|evident
紛れもなかっ	certain|unmistaken|evident
紛れもなく	certain|unmistaken|evident
紛れもなさ	certain|unmistaken|evident
紛れも無い	certain|unmistaken|evident
紛れも無かっ	certain|unmistaken|evident
紛れも無く	certain|unmistaken|evident
紛れも無さ	certain|unmistaken|evident
紛れる	disappear into|slip into
紛争	dispute|conflict|trouble
紛失	loss|going missing
紛糾	complication|confusion|disorder
素	one's nature|one's feelings|oneself
素人	amateur|layman|ordinary person
素子	element|elemental device|device
素描	drawing|sketch|outline
素敵	lovely|wonderful|fantastic
素早い	quick|swift|nimble
素早かっ	quick|swift|nimble
素早く	quick|swift|nimble
素早さ	quick|swift|nimble
素晴しい	wonderful|splendid|magnificent
素晴しかっ	wonderful|splendid|magnificent
素晴しく	wonderful|splendid|magnificent
素晴しさ	wonderful|splendid|magnificent
素晴らしい	wonderful|splendid|magnificent
素晴らしかっ	wonderful|splendid|magnificent
素晴らしく	wonderful|splendid|magnificent
素晴らしさ	wonderful|splendid|magnificent
素朴	simple|artless|naive
素材	ingredient|material|resource
素案	rough plan|draft
素直	obedient|meek|docile
素粒子	elementary particle|particle
素質	makings|aptitude|talent
素顔	unpainted face|true face|real face
紡い	spin|make yarn|assemble
紡ぎ	spin|make yarn|assemble
紡ぐ	spin|make yarn|assemble
紡績	spinning|spun yarn
索引	index
紫	purple|violet|lithospermum erythrorhizon
紫外線	ultraviolet rays|ultraviolet radiation
紫色	purple|violet
累積	accumulation
累計	cumulative total|accumulated total
累進	successive promotion|gradual promotion|graduated
細い	thin|slender|fine
細か	small|fine|detailed
細かい	small|fine|minute
細かかっ	small|fine|minute
細かく	minutely|finely
細かさ	small|fine|minute
細かっ	thin|slender|fine
細く	thin|slender|fine
細さ	thin|slender|fine
細っ	get thin|taper off
細やか	meagre|meager|modest
細り	get thin|taper off
細る	get thin|taper off
細分	subdivision
細工	work|workmanship|craftsmanship
細心	meticulous|careful|discreet
細目	particulars|details|specified items
細胞	cell
細胞内	intracellular
細菌	bacterium|bacteria|germ
細部	details|particulars
紳士	gentleman
紳士協定	gentlemen's agreement
紹介	introduction|presentation|referral
紹介文	introductory essay
紹介者	introducer
紺	navy blue|deep blue
紺屋	dyer
終え	graduate
終える	graduate
終わり	the end
終了	end|close|termination
終了後	post-
終値	closing price
終局	end|close|conclusion
終息	having ended|being resolved
終末	end|close|conclusion
終止符	full stop|period|end
終点	terminus|last stop
終焉	demise
終盤	endgame|final stage
終着駅	terminal station
終結	end|close
終電	last train
組	set|group|class
組み	set|group|class
組み合わせ	combination|assortment|set
組み合わせる	join together|combine|join up
組み替え	rearrangement|recomposition|recombination
組み立て	construction|framework|erection
組み立てる	assemble|set up|construct
組み込み	insert|include|incorporate
組み込む	insert|include|incorporate
組み込ん	insert|include|incorporate
組む	cross|link|put together
組ん	cross|link|put together
組合	association|union|guild
組合せ	combination|assortment|set
組合わせ	combination|assortment|set
組成	composition|constitution
組曲	suite
組織	organization|organisation|formation
組織的	systematic|organized|organizational
組長	boss|foreman
絆	bonds|ties|relationship
経	sutra|buddhist scriptures
経ち	pass|elapse
経っ	pass|elapse
経つ	pass|elapse
経る	pass|elapse|pass through
経営	management|administration|operation
経営者	manager|proprietor
経常	ordinary
経常利益	current profits|ordinary profit|ordinary income
経度	longitude
経歴	personal history|career
経済	economy|economics|finance
経済学	economics
経済封鎖	economic blockade|embargo
経済界	economic world|financial circles|business community
経済的	economic|economical|financial
経理	accounting|administration
経由	going through|going via
経緯	details|particulars|whole story
経費	expenses|expenditure|outgoings
経路	course|route|path
経過	passage|elapsing|lapse
経験	experience
経験値	experience point|exp|xp
経験者	experienced person
経験豊富	experienced|well-versed
結い	dress|arrange|tie
結う	dress|arrange|tie
結っ	dress|arrange|tie
結び	ending|conclusion|join
結びつい	be related|be connected|result in
結びつき	connection|relation
結びつく	be related|be connected|result in
結び付き	connection|relation
結ぶ	tie|bind|link
結ん	tie|bind|link
結合	combination|union|binding
結婚	marriage
結婚式	marriage ceremony|wedding|nuptials
結婚相手	marriage partner|spouse|wife-to-be
結局	ultimately|eventually|conclusion
結成	formation|combination
結晶	crystal|crystallization|crystallisation
結末	end|conclusion
結束	union|unity|solidarity
結果	result|consequence|outcome
結核	tuberculosis|tubercule
結構	splendid|wonderful|delicious
結社	association|society
結託	conspiracy|collusion
結論	conclusion
結集	concentration|gathering together|regimentation
絞っ	wring|squeeze|press
絞め	strangle|constrict
絞める	strangle|constrict
絞り	tie-dye|tie-dyeing|aperture
絞り込み	squeeze|wring out|narrow down
絞り込む	squeeze|wring out|narrow down
絞り込ん	squeeze|wring out|narrow down
絞る	wring|squeeze|press
絞殺	strangulation|strangling
絡み	linkage|entanglement|involvement
絡み合い	be intertwined|be entangled
絡み合う	be intertwined|be entangled
絡み合っ	be intertwined|be entangled
絡む	entangle|entwine|find fault
絡ん	entangle|entwine|find fault
給与	pay|salary|wages
給付	payment|provision|benefit
給料	salary|wages|pay
給水	water supply
給油	refueling|lubricating|oiling
給食	lunch service
絨毯	carpet|rug|runner
絨緞	carpet|rug|runner
統一	unity|consolidation|uniformity
統制	regulation|control
統合	integration|unification|unity
統帥	supreme command|high command
統括	unification|bringing together|generalization
統治	rule|reign|government
統計	statistics
絵	picture|drawing|painting
絵の具	paint|coloring materials|colors
絵はがき	picture postcard
絵巻	picture scroll
絵巻物	picture scroll
絵文字	emoji|pictorial symbol|pictograph
絵本	picture book
絵画	painting|picture
絵葉書	picture postcard
絶え	die out|peter out|become extinct
絶えず	constantly|always|continually
絶える	die out|peter out|become extinct
絶え間なく	incessantly
絶ち	sever|cut off|suppress
絶っ	sever|cut off|suppress
絶つ	sever|cut off|suppress
絶やし	exterminate|eradicate|wipe out
絶やす	exterminate|eradicate|wipe out
絶交	rupture
絶句	becoming speechless|jueju
絶叫	scream|shriek|shout
絶大	tremendous|immense
絶好	best|ideal|perfect
絶好調	going swimmingly
絶妙	exquisite|superb|perfect
絶対	definitely|absolutely|unconditionally
絶対に	absolutely|unconditionally|never
絶対的	absolute
絶望	despair|hopelessness
絶滅	extinction|extermination|eradication
絶縁	disconnection|insulation|isolation
絶頂	top|summit|peak
絹	silk
絹布	silk|silk cloth
絹糸	silk thread
絹織物	silk goods
継い	succeed|inherit|take over
継ぎ	succeed|inherit|take over
継ぎはぎ	patching|darning|cobbling together
継ぐ	succeed|inherit|take over
継承	inheritance|succession|accession
継続	continuation
継続的	continuous
続い	continue|be unbroken
続き	continuation|rest|next instalment
続く	continue|be unbroken
続伸	continuous rise
続編	continuation|sequel
続行	continuation|continuance|resuming
維持	maintenance|preservation|improvement
維新	reformation|revolution|renewal
綱	rope|cord|line
綱引き	forward puller
綱渡り	tightrope walking|high-wire act|funambulism
綱紀	discipline
綱領	general plan|main points|summary
網	net|netting|web
網戸	window screen|insect screen|mosquito screen
網羅	encompassing|covering|including
網膜	retina
綴	spelling|orthography
綴じ	bind|file
綴じる	bind|file
綴っ	spell|write|compose
綴り	spelling|orthography
綴る	spell|write|compose
綺麗	pretty|lovely|beautiful
綻び	be ripped|be torn
綻びる	be ripped|be torn
綿	cotton|cotton plant|batting
綿密	minute|detailed|careful
綿布	cotton cloth|cotton material
緊密	rigour|rigor|closeness
緊張	tension|mental strain|nervousness
緊急	urgency|emergency
緊縮	shrinkage|contraction|economy
緊迫	tension|strain
総	whole|general|gross
総会	general meeting
総体	the whole|generally
総力	total energy|all efforts
総動員	general mobilization|general mobilisation
総務	general affairs|general business|manager
総務部	executive section
総勢	all members|whole army
総合	synthesis|coordination|putting together
総合的	comprehensive|composite|all-embracing
総帥	commander-in-chief|leader
総当たり	round robin
総意	consensus|collective will|collective opinion
総括	summarization|summary|generalization
総数	total|count
総本山	headquarters
総決算	summing up|concluding
総理	prime minister|premier|leading
総理大臣	prime minister|premier
総理府	pmo
総監	inspector general|commissioner
総督	governor-general|governor|viceroy
総統	supreme ruler|generalissimo|president
総裁	president|director general|governor
総計	total|sum
総評	general comment|sohyo
総論	general remarks
総辞職	mass resignation
総選挙	general election
総量	aggregate amount
総長	president|secretary-general
総領事	consul general
総額	sum total|total amount
緑	green|greenery
緑化	greening|tree planting|afforestation
緑地	green space
緑色	green|emerald green|verdure
緑茶	green tea|japanese tea
緑青	verdigris|green rust|copper rust
緒	cord|strap|thong
線	line|stripe|stria
線路	railway track|railway line|railroad
線量	dose
線香	incense stick
締まっ	be shut|close|be closed
締まり	be shut|close|be closed
締まる	be shut|close|be closed
締め	tie up|bind|fastening
締める	tie|fasten|tighten
締め付け	pressure|clamping|tightening
締め出し	shut out|bar|lock out
締め出す	shut out|bar|lock out
締め切っ	close up|shut up|cut off
締め切り	deadline|closing|cut-off
締め切る	close up|shut up|cut off
締切	deadline|closing|cut-off
締切り	deadline|closing|cut-off
締結	conclusion|execution|entering
編	compilation|editing|volume
編み	knit|plait|braid
編み物	knitting|knitted material|crochet
編む	knit|plait|braid
編ん	knit|plait|braid
編入	admission|incorporation|enlistment
編成	composition|formation|organization
編物	knitting|knitted material|crochet
編者	editor|compiler
編著	compilation
編集	editing|compilation
編集者	editor
緩い	loose|lenient|lax
緩かっ	loose|lenient|lax
緩く	loose|lenient|lax
緩さ	loose|lenient|lax
緩み	become loose|slacken|relax
緩む	become loose|slacken|relax
緩め	loosen|slacken|relax
緩める	loosen|slacken|relax
緩やか	loose|slack|gentle
緩ん	become loose|slacken|relax
緩和	relief|mitigation|alleviation
緩急	pace|tempo
緩慢	slow|sluggish|dull
緩衝地帯	buffer zone
緯度	latitude
練っ	knead|polish|refine
練り	kneading|gloss|tempering
練る	knead|polish|refine
練習	practice|training|drill
緻密	minute|fine|delicate
縁	rim|brim|edge
縁側	veranda|porch|balcony
縁談	marriage proposal|marriage talks
縁起	omen|origin|history
縄	rope|cord|policeman's rope
縄張り	roping off|cordoning off|demarcation
縄跳び	skipping rope|jump rope|skipping
縋っ	cling to|hang onto|rely on
縋り	cling to|hang onto|rely on
縋る	cling to|hang onto|rely on
縛っ	tie|bind|fasten
縛り	tie|bind|fasten
縛り首	hanging
縛る	tie|bind|fasten
縞	stripe|bar|streak
縦	the vertical|height|front-to-back
縦断	running through|cutting across|travelling across
縦書	writing vertically|vertical writing
縦書き	writing vertically|vertical writing
縦横	every direction
縫い	sew|stitch
縫い目	seam|stitch|suture
縫う	sew|stitch
縫っ	sew|stitch
縫目	seam|stitch|suture
縫製	sewing
縮まっ	shorten|narrow|close
縮まり	shorten|narrow|close
縮まる	shorten|narrow|close
縮み	shrinkage|cotton crepe
縮む	shrink|contract|diminish
縮め	shorten|reduce|condense
縮める	shorten|reduce|condense
縮れ	be wavy|be curled|be frizzled
縮れる	be wavy|be curled|be frizzled
縮ん	shrink|contract|diminish
縮図	reduced drawing|miniature copy|microcosm
縮小	reduction|curtailment
縮尺	reduced scale|scaling down
縺れ	get entangled|get tangled|tangle
縺れる	get entangled|get tangled|tangle
繁忙	busy
繁栄	prosperity|thriving|flourishing
繁殖	breeding|multiplication|increase
繁盛	prosperity|flourishing|thriving
繁茂	luxuriant growth|rankness
繁華街	business district|shopping district|bustling street
繊細	dainty|delicate|fine
繊維	fibre|fiber|textile
繋い	connect|link together|tie
繋がっ	lead to
繋がり	connection|link|relationship
繋がる	lead to
繋ぎ	connect|link together|tie
繋ぐ	connect|link together|tie
織っ	weave
織り	weave|weaving|woven item
織る	weave
織機	loom|weaving machine
織物	textile|fabric
繕い	mend|patch up|repair
繕う	mend|patch up|repair
繕っ	mend|patch up|repair
繭	cocoon
繭糸	silk thread
繰っ	reel|wind|spin
繰り	reel|wind|spin
繰り上げ	upward move|advance
繰り上げる	move up|advance
繰り入れ	inward transfer|carry over
繰り出し	draw|flock|sally forth
繰り出し梯子	extension ladder|aerial ladder
繰り出す	draw|flock|sally forth
繰り広げ	unfold|unroll|open
繰り広げる	unfold|unroll|open
繰り延べ	postponement
繰り返し	repetition|repeat|reiteration
繰り返す	repeat
繰る	reel|wind|spin
繰入	inward transfer|carry over
纏まっ	find resolution|be settled|be completed
纏まり	find resolution|be settled|be completed
纏まる	find resolution|be settled|be completed
纏め	settlement|conclusion|summary
纏める	collect|put together|integrate
缶	tin|canned food
缶コーヒー	canned coffee
缶詰	canned food|tinned food|confining someone
缶詰め	canned food|tinned food|confining someone
罅	crack|fissure|rift
罠	snare|trap
罪	crime|sin|wrongdoing
罪人	criminal|lawbreaker|wrongdoer
置い	put|place|leave
置き	put|place|leave
置き去り	leaving behind|desertion|abandonment
置き場	storehouse
置き換え	replace|move
置き換える	replace|move
置く	put|place|leave
置物	ornament|decorative object|figurehead
罰	punishment|curse|penalty
罰する	punish|penalize|penalise
罰則	punishment|penalty|penal regulations
罰点	cross mark|demerit mark|an x
罰金	fine|penalty
署名	signature
署員	staff member|station employee|official
署長	chief|head
罵っ	abuse|curse at
罵り	abuse|curse at
罵る	abuse|curse at
罷免	dismissal|discharge
罹っ	contract|suffer from
罹り	contract|suffer from
罹る	contract|suffer from
羅列	enumeration|citation|listing
羅針盤	compass
羅馬	rome
羊	sheep
羊毛	wool
羊肉	mutton|lamb
美	beauty
美しい	beautiful|pretty|lovely
美しかっ	beautiful|pretty|lovely
美しく	beautiful|pretty|lovely
美しさ	beautiful|pretty|lovely
美人	beautiful woman
美化	beautification|glorification
美味い	skillful|skilful|clever
美味かっ	skillful|skilful|clever
美味く	skillful|skilful|clever
美味さ	skillful|skilful|clever
美味しい	delicious|tasty|sweet
美味しかっ	delicious|tasty|sweet
美味しく	delicious|tasty|sweet
美味しさ	delicious|tasty|sweet
美女	beautiful woman
美学	esthetics|aesthetics
美容	beauty|good figure|appearance
美容師	beautician|cosmetician|hairdresser
美容院	beauty parlour|beauty parlor|beauty salon
美意識	aesthetic sense
美点	virtue|charm|merit
美術	art|fine arts
美術展	art exhibition
美術館	art gallery|art museum
美貌	beautiful face|good looks|beauty
美辞麗句	flowery words|rhetorical flourishes
群	group|bunch|crowd
群がっ	swarm|gather
群がり	swarm|gather
群がる	swarm|gather
群れ	group|crowd|flock
群れる	crowd|flock|swarm
群像	lively group|dynamic bunch|group
群島	island group|archipelago
群衆	group|crowd|horde
群集	crowd|community|group
羨ましい	envious|jealous|enviable
羨ましかっ	envious|jealous|enviable
羨ましく	envious|jealous|enviable
羨ましさ	envious|jealous|enviable
義兄	brother-in-law|older stepbrother
義勇	heroism
義務	duty|obligation|responsibility
義務付け	obligation
義務教育	compulsory education
義塾	private school
義妹	sister-in-law|younger stepsister
義姉	sister-in-law|older stepsister
義弟	brother-in-law|younger stepbrother
義援金	donation money|contribution
義歯	artificial tooth
義母	mother-in-law|foster mother
義父	father-in-law|foster father
義理	duty|honor|honour
羽	feather|plume|wing
羽根	feather|plume|wing
羽毛	feathers|plumage
羽目	panel|wainscoting|wainscotting
羽織	haori
羽衣	angel's raiment
翁	old man|venerable gentleman
翌年	following year
翌月	following month
翌朝	next morning
習い	be taught|learn|study
習う	be taught|learn|study
習っ	be taught|learn|study
習字	penmanship|calligraphy
習得	learning|acquisition
習性	habit|behavior|behaviour
習慣	habit|custom|practice
翔っ	soar|fly|run
翔り	soar|fly|run
翔る	soar|fly|run
翻し	turn over|turn around|change
翻す	turn over|turn around|change
翻っ	flutter|wave|flap
翻り	flutter|wave|flap
翻る	flutter|wave|flap
翻弄	trifling with|toying with|playing with
翻案	adaptation
翻訳	translation|deciphering|decoding
翼	wing
老い	old age|old person|the aged
老いる	age|grow old
老け	age|grow old
老ける	age|grow old
老人	old person|senior citizen|the aged
老人ホーム	retirement home
老人性	senile
老化	ageing|aging|senile deterioration
老夫婦	old couple|elderly couple
老女	elderly woman|senior lady-in-waiting
老婆	old woman
老婦	old woman
老子	laozi|lao tzu|lao tse
老年	old age
老後	old age
老朽	decrepitude|senescence|superannuation
老眼	presbyopia|age-related longsightedness|farsightedness
老舗	long-established shop|old shop
老若	all ages
老衰	senility|senile decay|infirmity
老齢	advanced age|senility
考え	thinking|view|opinion
考える	ponder|contemplate|reflect
考え直し	reconsider|rethink|reassess
考え直す	reconsider|rethink|reassess
考古学	archaeology|archeology
考察	consideration|inquiry|enquiry
考慮	consideration
考案	plan|device|idea
考証	investigation
耐え	bear|stand|endure
耐える	bear|stand|endure
耐久	endurance|persistence
耐久性	durability
耐性	resistance|tolerance
耐火	fireproof
耐熱	heat-resisting
耕し	till|plow|plough
耕す	till|plow|plough
耕作	cultivation|farming
耕地	arable land
耳	ear|hearing
耳より	welcome|inviting|encouraging
耳寄り	welcome|inviting|encouraging
耳目	one's attention|one's interest
耳障り	hard|offensive|rasping
耳鼻科	otolaryngology
耽っ	indulge in
耽り	indulge in
耽る	indulge in
聖人	saint|sage
聖地	sacred place|holy ground
聖域	sacred precincts|sanctuary|consecrated ground
聖堂	temple|church|sanctuary
聖戦	holy war|crusade
聖書	bible|the scriptures|holy writ
聖母	holy mother|virgin mary
聖火	sacred fire|sacred flame|olympic flame
聖職者	clergyman|churchman|clergy
聞かし	let hear|inform|make listen
聞かす	let hear|inform|make listen
聞き取っ	catch|follow|understand
聞き取り	listening comprehension|aural comprehension|public hearing
聞き取る	catch|follow|understand
聞き手	hearer|listener|audience
聞こえ	be heard|be audible|be reputed
聞こえる	be heard|be audible|be reputed
聳え	rise|tower|soar
聳える	rise|tower|soar
聴い	hear|listen
聴き	hear|listen
聴く	hear|listen
聴取	hearing|asking|questioning
聴聞	listening|hearing
聴衆	audience|attendance|hearers
聴講	lecture attendance|auditing
職	job|work|employment
職人	craftsman|artisan|tradesman
職務	professional duties
職員	staff member|personnel
職場	one's post|workplace
職業	occupation|profession|job
職権	one's authority|power
職歴	work experience|work history
職種	occupational category
職能	occupational ability|function|role
肉	flesh|meat
肉体	the body|the flesh|one's physique
肉体的	bodily|physical|corporeal
肉声	natural voice
肉屋	meat shop|butcher's shop|butcher
肉眼	naked eye
肉筆	autograph
肉薄	pressing hard|grilling
肉親	blood relationship|blood relative
肉食	meat eating|meat diet|carnivorous
肌	skin|body
肌寒い	chilly|unpleasantly cold
肌寒かっ	chilly|unpleasantly cold
肌寒く	chilly|unpleasantly cold
肌寒さ	chilly|unpleasantly cold
肌着	underwear|underclothes|lingerie
肌色	skin colour|skin color|skin tone
肌触り	feel of|texture
肖像	portrait|likeness|picture
肘	elbow
肝	liver|innards|courage
肝心	essential|important|crucial
肝炎	hepatitis
肝臓	liver
肝要	extremely important|essential|vital
股	crotch|thigh|crutch
肢体	limbs|body
肥	manure|night soil|dung
肥え	grow fat|gain weight|grow fertile
肥える	grow fat|gain weight|grow fertile
肥やし	manure|night soil|dung
肥やす	fertilize|fertilise|manure
肥大	swelling|enlargement|becoming fat
肥料	manure|fertilizer|fertiliser
肥満	corpulence|fatness|obesity
肩	shoulder
肩こり	stiff neck|stiff shoulders
肩代わり	subrogation
肩書	title|job title|position
肩書き	title|job title|position
肯定	affirmation|affirmative
育ち	growth|breeding
育っ	be raised|grow
育つ	be raised|grow
育て	raise|rear|bring up
育てる	raise|rear|bring up
育み	raise|bring up|rear
育む	raise|bring up|rear
育ん	raise|bring up|rear
育児	childcare|child-rearing|nursing
育成	rearing|training|nurture
育英	education
肺	lung
肺炎	pneumonia
肺結核	pulmonary tuberculosis|consumption
胃	stomach
胃腸	gastrointestinal tract|digestive organs
胃袋	stomach|breadbasket|inner man
胆	liver|innards|courage
胆石	gallstones
背	height|spine|stature
背い	go against|disobey|infringe
背き	go against|disobey|infringe
背く	go against|disobey|infringe
背丈	stature|height
背任	malfeasance|malpractice|misappropriation
背信	betrayal|infidelity
背広	business suit
背後	rear|background
背景	background|scenery|backdrop
背泳ぎ	backstroke
背番号	uniform number|shirt number
背筋	spine
背骨	spine|backbone|spinal column
胎児	fetus|foetus|embryo
胎動	quickening|foetal movement|fomenting
胎盤	placenta|afterbirth
胞子	spore
胡座	sitting cross-legged
胡桃	walnut
胡椒	pepper
胡瓜	cucumber
胡麻	sesame seeds|sesame
胴	trunk|torso|body
胴体	body|trunk|torso
胸	chest|breast|breasts
胸中	one's heart|one's mind|one's intentions
胸像	bust|half-length portrait
胸襟	one's heart
胸部	chest|breast
能	talent|gift|function
能力	ability|faculty
能動	activity
能動的	active
能楽	noh play
能率	efficiency|moment
能面	noh mask
脂	fat|tallow|lard
脂肪	fat|grease|blubber
脂身	fat|fatty meat
脅かし	threaten|intimidate|menace
脅かす	threaten|intimidate|menace
脅し	threat|bird-scaring device
脅す	threaten|menace|frighten
脅威	threat|menace
脅迫	threat|menace|coercion
脆い	brittle|fragile|weak
脆かっ	brittle|fragile|weak
脆く	brittle|fragile|weak
脆さ	brittle|fragile|weak
脆弱	weak|frail|fragile
脇	armpit|side|flank
脇役	supporting role|minor role
脇見	looking aside
脈	pulse|vein
脈拍	pulse|pulse rate|pulsation
脈絡	logical connection|coherence|context
脊髄	spinal cord
脚	foot|paw|arm
脚光	footlight|limelight
脚本	script|screenplay|scenario
脚色	dramatization|dramatisation|adaptation
脛	shin|shank|lower leg
脱い	take off|undress
脱ぎ	take off|undress
脱ぐ	take off|undress
脱する	escape from
脱出	escape|break-out|prolapse
脱却	ridding oneself|overcoming|outgrowing
脱水	evaporation|dehydration|desiccation
脱皮	ecdysis|shedding|sloughing
脱硫	desulfurization|desulphurisation|desulphurization
脱税	tax evasion
脱線	derailment|digression|deviation
脱落	dropping out|falling behind|desertion
脱衣	undressing
脱衣所	changing room
脱走	escape|flight|breakout
脱退	withdrawal|secession|leaving
脳	brain|brains|mind
脳出血	cerebral hemorrhage|cerebral haemorrhage
脳卒中	stroke|cerebral haemorrhage|cerebral hemorrhage
脳死	brain death
脳波	brain waves|electroencephalogram|eeg
脳炎	brain inflammation|encephalitis|cerebritis
脳裏	one's mind
腎臓	kidney
腐っ	rot|go bad|decay
腐り	rot|go bad|decay
腐る	rot|go bad|decay
腐敗	decomposition|putrefaction|putrescence
腐食	corrosion|etching|rot
腕	arm|skill|efforts
腕前	ability|skill|facility
腕力	physical strength|brute strength|arm strength
腕時計	wristwatch|watch
腕白	naughty|mischievous|unruly
腫れ	swell|become swollen
腫れる	swell|become swollen
腫瘍	tumor|tumour|neoplasm
腰	lower back|waist|hips
腰掛	seat|bench
腰掛け	seat|bench
腰掛ける	sit
腰痛	lumbago
腰部	loins|hips|pelvic region
腸	guts|bowels|intestines
腹	abdomen|belly|stomach
腹一杯	full stomach|bellyful|heartily
腹心	one's confidant|trusted friend|trusted retainer
腹痛	stomach ache|abdominal pain
腹膜炎	peritonitis
腹部	abdomen
膜	membrane|film
膝	knee|lap
膨らまし	swell|expand|inflate
膨らます	swell|expand|inflate
膨らみ	expand|swell|get big
膨らむ	expand|swell|get big
膨らん	expand|swell|get big
膨れ	swell|expand|be inflated
膨れる	swell|expand|be inflated
膨大	huge|vast|enormous
膨張	expansion|swelling|increase
膨脹	expansion|swelling|increase
膳	serving tray|meal|food
臆病	cowardly|timid|easily frightened
臆病者	coward
臍	navel|belly button
臓	viscera|bowels
臓器	internal organs|viscera|intestines
臨み	overlook|front onto|face
臨む	overlook|front onto|face
臨ん	overlook|front onto|face
臨場感	presence|realism|ambiance
臨時	temporary|provisional|interim
臨海	coastal|seaside|oceanfront
臨界	boundary|criticality
臨終	deathbed|dying hour|one's death
自ずから	naturally|by itself
自ら	oneself|for oneself|personally
自主	independence|autonomy|self-reliance
自主的	independent|autonomous|voluntary
自他	transitivity
自任	regarding oneself|fancying oneself|seeing oneself
自伝	autobiography
自体	itself|oneself
自供	confession
自信	self-confidence|confidence
自制	self control|self restraint
自前	working independently
自力	self-salvation
自助	self-help|self-reliance
自動	automatic|intransitive verb
自動化	automation
自動的	automatic
自動販売機	vending machine
自動車	car|automobile|motorcar
自叙伝	autobiography
自問	asking oneself
自営	self-employment
自営業	independent business|self-employment
自在	pothook
自宅	one's home|one's house
自家	personal|autologous
自尊	self-respect|esteem|self-importance
自己	self|oneself
自己管理	self-management
自己紹介	self-introduction
自己資本	net worth|owned capital
自律	autonomy|self-control
自律神経	autonomic nerves
自惚れ	pretension|conceit|hubris
自惚れる	be conceited
自慢	pride|boast
自我	self|the ego
自明	self-evident|obvious|axiomatic
自棄	desperation|despair|self-abandonment
自殺	suicide
自民	ldp
自民党	ldp
自決	self-determination|suicide
自治	self-government|autonomy|local autonomy
自治体	municipality|local government|self-governing body
自治権	autonomy
自活	self-support
自浄	self-purification|self-cleansing
自滅	self-destruction|ruining oneself|natural decay
自炊	self-catering
自然	nature|natural|spontaneous
自然公園	nature park|natural park
自然環境	natural environment
自然界	nature
自然科学	natural science
自由	freedom|liberty
自由主義	liberalism
自由化	liberalization|liberalisation|freeing
自由形	freestyle
自由経済	free economy
自画像	self-portrait
自発	spontaneity|spontaneous passive
自発的	spontaneous|voluntary
自白	confession|acknowledgement|acknowledgment
自省	self-examination|reflection
自社	one's company|in-house
自称	self-proclaimed|self-professed|self-styled
自立	independence|self-reliance
自筆	autograph|holograph
自粛	self-restraint|voluntary restraint|self-imposed control
自給	self-support
自習	self-study|teaching oneself
自薦	self-recommendation
自衛	self-defense|self-defence
自衛隊	self-defence force|self-defense force|jsdf
自覚	self-consciousness|self-awareness
自負	pride|self-confidence
自販	automobile sales
自販機	vending machine
自責	self-condemnation|self-reproach|self-accusation
自費	out-of-pocket expense
自身	self|oneself
自転車	bicycle|bike
自閉症	autism
自首	surrender
臭い	stinking|smelly|suspicious
臭う	be fragrant|smell|stink
臭かっ	stinking|smelly|suspicious
臭く	stinking|smelly|suspicious
臭さ	stinking|smelly|suspicious
臭っ	be fragrant|smell|stink
臭気	bad smell|stink
至っ	arrive at|reach|attain
至って	exceedingly|extremely
至り	arrive at|reach|attain
至る	arrive at|reach|attain
至る所	everywhere|throughout
至上	supremacy
至急	urgent|pressing|immediate
至福	beatitude|supreme bliss
至難	most difficult
致命傷	fatal wound
致命的	fatal|lethal
致死	lethal|fatal
致死量	lethal dose
舅	father-in-law
興	interest|entertainment|pleasure
興し	vitalize|invigorate|energize
興す	vitalize|invigorate|energize
興信所	detective agency
興味	interest|curiosity|zest
興味深い	very interesting
興味深かっ	very interesting
興味深く	very interesting
興味深さ	very interesting
興奮	excitement|stimulation|agitation
興行	show|performance|act
興隆	rise|prosperity
舌	tongue|tongue-like object|clapper
舌打ち	smacking lips|clicking tongue|tut-tut
舎	boarding house|school dormitory
舐め	lick|lap|suck
舐める	lick|lap|suck
舗	shop|store
舗装	paving|surfacing|pavement
舞	dancing|dance
舞い	dance|flutter about|revolve
舞う	dance|flutter about|revolve
舞っ	dance|flutter about|revolve
舞台	stage
舞台裏	offstage|backstage
舞姫	female dancer|dancing girl|danseuse
舞踊	dancing|dance
舞踏	dance|dancing
舟艇	boat|watercraft
航法	sailing|navigation
航海	voyage|navigation|sailing
航空	aviation|flying
航空会社	airline company
航空便	airmail|air mail|air service
航空券	airline ticket|plane ticket|air ticket
航空機	aircraft
航空母艦	aircraft carrier
航空自衛隊	jasdf
航行	cruise|navigation|sailing
航路	route|course|line
舵	rudder|helm
舶来	imported|foreign-made
船	ship|boat|watercraft
船主	shipowner
船体	hull
船便	surface mail|sea mail|ferry service
船出	setting sail|starting anew
船員	sailor
船室	stateroom|cabin
船旅	sea trip|voyage|cruise
船橋	pontoon bridge|bridge
船籍	ship's nationality
船舶	vessel|ship|shipping
船酔い	seasickness
船長	ship's captain|skipper
艦	warship
艦船	vessels|warship
艦艇	military vessel|war fleet
艦隊	fleet|armada
良	b
良い	excellent|fine|pleasant
良かっ	excellent|fine|pleasant
良き	goodness
良く	nicely|properly|skillfully
良さ	merit|virtue|good quality
良し悪し	quality|suitability
良好	fine|excellent|favorable
良妻	good wife
良心	conscience
良識	good sense
良質	good quality|fine quality|superior quality
色	colour|color|hue
色々	various|variety of|various colors
色んな	various
色合い	colouring|coloring|shade
色彩	colour|color|hue
色気	colouring|coloring|sex appeal
色素	pigment|coloring|colouring
色調	color tone|colour tone
艶	gloss|luster|lustre
芋	tuber|taro|potato
芝	lawn|sod|turf
芝居	play|drama
芝居小屋	playhouse|theatre|theater
芝生	lawn|grass
芝草	lawn|sod|turf
芯	wick|marrow|staple
花	flower|blossom|bloom
花びら	petal
花園	flower garden
花壇	flower bed
花婿	bridegroom
花嫁	bride
花屋	florist|flower shop
花弁	petal
花形	floral pattern|flourish|ornament
花束	bouquet
花柳	red-light district
花柳界	red-light district|pleasure quarters|demimonde
花火	fireworks
花火大会	firework display
花瓶	vase
花粉	pollen
花粉症	hay fever|pollinosis
花見	flower viewing
花輪	wreath|garland
芳しい	sweet-smelling|fragrant|aromatic
芳しかっ	sweet-smelling|fragrant|aromatic
芳しく	sweet-smelling|fragrant|aromatic
芳しさ	sweet-smelling|fragrant|aromatic
芳香	perfume|fragrance|aroma
芸	art|craft|accomplishment
芸人	entertainer|performer|artiste
芸名	stage name
芸者	geisha
芸能	public entertainment|performing arts|accomplishments
芸能人	performer|entertainer|celebrity
芸術	art|the arts
芸術家	artist
芸術祭	art festival
芸術院	arts academy
芽	sprout|shoot|bud
芽生え	bud|sprout
苔	moss
苗	seedling|young plant|rice seedling
苗字	surname|family name
苗床	seedbed|nursery|seed-plot
苗木	seedling|sapling|young tree
苛々	to fret
苛め	bullying|teasing
苛める	ill-treat|bully|torment
若々しい	youthful|young|young-looking
若々しかっ	youthful|young|young-looking
若々しく	youthful|young|young-looking
若々しさ	youthful|young|young-looking
若い	young|youthful|immature
若いころ	one's youth|early life
若い頃	one's youth|early life
若かっ	young|youthful|immature
若く	young|youthful|immature
若さ	youth
若し	in case|supposing
若しかしたら	perhaps|maybe|perchance
若しかして	perhaps|possibly|maybe
若しかすると	perhaps|possibly|maybe
若しも	in case|supposing
若人	young person
若布	wakame
若干	somewhat
若年	youth
若手	young person
若松	young pine
若者	young man|young woman|young people
若葉	new leaves|young leaves|fresh verdure
若返り	rejuvenation
苦い	bitter
苦かっ	bitter
苦く	bitter
苦さ	bitter
苦しい	painful|difficult|tough
苦しかっ	painful|difficult|tough
苦しく	painful|difficult|tough
苦しさ	painful|difficult|tough
苦しみ	pain|anguish|distress
苦しむ	suffer|groan|be worried
苦しめ	torment|pain|inflict pain
苦しめる	torment|pain|inflict pain
苦しん	suffer|groan|be worried
苦労	trouble|hardship|difficulty
苦味	bitterness|bitter taste
苦境	difficult situation|adverse circumstances|predicament
苦心	pains|hard work|effort
苦悩	agony|anguish|suffering
苦情	complaint|troubles|objection
苦慮	worrying oneself|being anxious
苦戦	hard fight|close game|struggle
苦手	poor|weak
苦渋	bitterness|distress|pain
苦痛	pain|agony|bitterness
苦笑	bitter smile|wry smile|strained laugh
苦笑い	bitter smile|wry smile|forced smile
苦言	candid advice|frank advice|honest opinion
苦難	suffering|distress|hardship
英会話	english conversation
英単語	english word
英吉利	united kingdom|britain|great britain
英和	english-japanese|english-japanese dictionary
英国	united kingdom|britain|great britain
英字	english letter|alphabetic character
英文	english writing|english sentence|english text
英文学	english literature|british literature
英明	intelligent|wise|bright
英気	great wisdom|excellent disposition|strength
英知	wisdom|intelligence|intellect
英訳	english translation
英語	english
英雄	hero|heroine|great person
苺	strawberry
茂っ	grow thickly|be rampant|luxuriate
茂り	grow thickly|be rampant|luxuriate
茂る	grow thickly|be rampant|luxuriate
茄子	eggplant|aubergine
茎	stalk|stem
茣蓙	rush mat|matting|mat
茶	tea|tea plant
茶の湯	tea ceremony
茶の間	living room
茶わん	rice bowl|tea cup|teacup
茶室	tearoom|tea house|tea-ceremony room
茶屋	teahouse|rest stop
茶碗	rice bowl|tea cup|teacup
茶色	light brown|tawny
茶褐色	dark reddish-brown|liver color
茶道	tea ceremony
茸	mushroom
茹で	boil
茹でる	boil
草	grass|weed|herb
草の根	grassroots
草分け	pathfinder|trailblazer|early settler
草刈り	mowing|mower
草原	grassy field|grassland|meadow
草書	grass style
草木	plants|vegetation
草案	draft
草稿	notes|draft|manuscript
草臥れ	get tired|become exhausted|grow weary
草臥れる	get tired|become exhausted|grow weary
草花	flower|flowering plant
草食	herbivorous|plant-eating|graminivorous
荒々しい	rough|wild|rude
荒々しかっ	rough|wild|rude
荒々しく	rough|wild|rude
荒々しさ	rough|wild|rude
荒い	rough|wild|violent
荒かっ	rough|wild|violent
荒く	rough|wild|violent
荒さ	rough|wild|violent
荒し	lay waste|devastate|damage
荒す	lay waste|devastate|damage
荒っぽい	wild|violent|rough-mannered
荒っぽかっ	wild|violent|rough-mannered
荒っぽく	wild|violent|rough-mannered
荒っぽさ	wild|violent|rough-mannered
荒らげ	roughen|raise
荒らげる	roughen|raise
荒らし	lay waste|devastate|damage
荒らす	lay waste|devastate|damage
荒れ	stormy weather|tempest|chaps
荒れる	be stormy|be rough|be chapped
荒廃	ruin|destruction|devastation
荒木	rough wood|unseasoned timber|new lumber
荒波	raging waves|stormy seas|hardships
荒野	wasteland|wilderness|deserted land
荘厳	solemn|sublime|grand
荷	load|baggage|cargo
荷作り	packing|baling|crating
荷台	load-carrying tray|luggage carrier|roof rack
荷揚げ	unloading|landing
荷札	label|tag
荷物	luggage|baggage|package
荷造り	packing|baling|crating
荻	amur silvergrass
莫大	vast|huge|immense
菅	sedge
菊	chrysanthemum
菌	fungus|germ|bacterium
菓子	confectionery|sweets|candy
菓子屋	confectionery shop|candy store|sweet shop
菜	greens|vegetables|rape
菜園	vegetable garden
菜種	rapeseed|coleseed
菜食	vegetable diet
菩薩	bodhisattva|high monk
華々しい	brilliant|splendid|glorious
華々しかっ	brilliant|splendid|glorious
華々しく	brilliant|splendid|glorious
華々しさ	brilliant|splendid|glorious
華やか	showy|brilliant|gorgeous
華僑	overseas chinese
華美	splendor|splendour|gorgeousness
華道	flower arrangement
華麗	splendid|magnificent|gorgeous
萌え	sprout|be infatuated
萌える	sprout|be infatuated
萌芽	germination|germ|sprout
萎え	lose strength|become weak|disappear
萎える	lose strength|become weak|disappear
萎み	wither|wilt|droop
萎む	wither|wilt|droop
萎れ	wither|wilt|droop
萎れる	wither|wilt|droop
萎ん	wither|wilt|droop
萎縮	withering|shrivelling|shrinking
萩	bush clover|japanese clover
萩原	reedy field
落ち	slip|omission|outcome
落ちこぼれ	fallen scraps|scatterings|leftovers
落ちる	fall down|drop|fall
落ち合い	meet|meet up|rendezvous
落ち合う	meet|meet up|rendezvous
落ち合っ	meet|meet up|rendezvous
落ち度	mistake|error|fault
落ち着い	calm down|compose oneself|settle down
落ち着いた	calm|composed|cool
落ち着き	calmness|composure|stability
落ち着く	calm down|compose oneself|settle down
落ち葉	fallen leaves|leaf litter|falling leaves
落ち込み	feel down|feel sad|be depressed
落ち込む	feel down|feel sad|be depressed
落ち込ん	feel down|feel sad|be depressed
落とし	drop|lose|let fall
落とし物	lost property
落とし穴	pitfall|trap|pit
落とす	drop|lose|let fall
落下	fall|drop|descent
落差	head|drop|fall distance
落書き	scrawl|scribble|graffiti
落札	successful bid
落第	failure
落胆	discouragement|despondency|dejection
落語	rakugo|comic story
落選	election loss|rejection
落雷	lightning strike|thunderbolt|to strike
葉	leaf|blade|needle
葉っぱ	leaf|blade|needle
葉巻	cigar
葉書	postcard|memo|note
著	work|book
著し	write|publish
著しい	striking|remarkable|considerable
著しかっ	striking|remarkable|considerable
著しく	striking|remarkable|considerable
著しさ	striking|remarkable|considerable
著す	write|publish
著わし	write|publish
著わす	write|publish
著作	writing|book
著作権	copyright
著名	well-known|noted|celebrated
著書	work|book|writings
著者	author|writer
葛	kudzu|japanese arrowroot|chinese moonseed
葛藤	conflict|complication|troubles
葡萄	grape|grapevine
葡萄牙	portugal
葬っ	bury|inter|entomb
葬り	bury|inter|entomb
葬る	bury|inter|entomb
葬儀	funeral service
葬列	funeral procession
葬式	funeral
葬送	funeral|burial rites
葱	welsh onion|green onion|spring onion
葵	mallow|asarum caulescens
蒔い	sow|plant|seed
蒔き	sow|plant|seed
蒔く	sow|plant|seed
蒸かし	steam
蒸かす	steam
蒸し	steaming
蒸しパン	steamed bun|steamed bread
蒸し暑い	humid|sultry
蒸し暑かっ	humid|sultry
蒸し暑く	humid|sultry
蒸し暑さ	humid|sultry
蒸し返し	reheat|steam over|drag up
蒸し返す	reheat|steam over|drag up
蒸す	steam|be sultry
蒸気	steam|vapour|vapor
蒸発	evaporation|disappearance|unexplained disappearance
蓄え	store|save up|set aside
蓄える	store|save up|set aside
蓄積	accumulation|accumulate|store
蓄電池	storage battery
蓋	cover|lid|cap
蓮	sacred lotus|indian lotus|lotus
蔑み	scorn|despise|disdain
蔑む	scorn|despise|disdain
蔑ん	scorn|despise|disdain
蔓延っ	become overgrown|grow thick|spread
蔓延り	become overgrown|grow thick|spread
蔓延る	become overgrown|grow thick|spread
蔵	warehouse|storehouse|cellar
蔵書	library
蕎麦	buckwheat|soba
蕎麦屋	soba restaurant
蕾	bud|budding beauty
薄い	thin|pale|light
薄かっ	thin|pale|light
薄く	thin|pale|light
薄さ	thin|pale|light
薄まっ	become weak
薄まり	become weak
薄まる	become weak
薄め	dilute|water down
薄める	dilute|water down
薄らい	become thin|fade|grow pale
薄らぎ	become thin|fade|grow pale
薄らぐ	become thin|fade|grow pale
薄れ	fade|become dim
薄れる	fade|become dim
薄弱	feebleness|weakness|weak
薄暗い	dim|gloomy
薄暗かっ	dim|gloomy
薄暗く	dim|gloomy
薄暗さ	dim|gloomy
薔薇	rose
薔薇色	rose-colour|rose-color
薦め	recommend|advise|encourage
薦める	recommend|advise|encourage
薩摩芋	sweet potato
薪	kindling|firewood
薪炭	fuel
薬	medicine|pharmaceuticals|drugs
薬剤	medicine|drug|chemical
薬剤師	pharmacist|chemist
薬味	condiment|spice
薬品	medicine|chemicals
薬学	pharmacy|pharmaceutics
薬局	pharmacy|drugstore|chemist's
薬指	ring finger|fourth finger
薬物	medicines|drugs
薬缶	kettle
藁	straw
藍	dyer's knotweed|indigo
藤	wisteria|wistaria
藩	feudal domain|fiefdom|province
藩主	feudal lord|daimyo
藻	algae|waterweed|seaweed
藻掻い	struggle|writhe|wriggle
藻掻き	struggle|writhe|wriggle
藻掻く	struggle|writhe|wriggle
藻類	seaweed|algae
蘇っ	be resurrected|be resuscitated|be rehabilitated
蘇り	be resurrected|be resuscitated|be rehabilitated
蘇る	be resurrected|be resuscitated|be rehabilitated
蘇維埃	soviet|soviet union
蘭	orchid|netherlands|holland
虎	tiger|drunkard|drunk
虐げ	oppress|persecute|tyrannize
虐げる	oppress|persecute|tyrannize
虐め	bullying|teasing
虐待	abuse|ill-treatment|maltreatment
虐殺	slaughter|massacre
虚しい	empty|void|vacant
虚しかっ	empty|void|vacant
虚しく	empty|void|vacant
虚しさ	empty|void|vacant
虚偽	falsehood|untruth|lie
虚弱	feebleness|weakness|imbecility
虚心	open-minded|receptive
虚栄	vanity|vainglory
虚栄心	vanity
虚構	fiction|fabrication|concoction
虚無	nihility|nothingness
虚空	empty space|empty sky
虞	fear|horror|anxiety
虫	insect|bug|cricket
虫歯	cavity|tooth decay|decayed tooth
虫除け	insecticide|insect repellent
虹	rainbow
蚊	mosquito
蚊帳	mosquito net
蚕	silkworm
蚕糸	silk thread|silk yarn
蛇	snake|serpent|large snake
蛇の目	bull's-eye|double ring
蛇口	faucet|tap
蛇行	meandering|snaking|zigzagging
蛋白質	protein
蛍	firefly|lightning bug|glowworm
蛍光灯	fluorescent lamp|fluorescent light
蛙	frog|kajika frog
蛮勇	foolhardiness|recklessness|savage valour
蛮行	barbarism|brutality|savagery
蛸	octopus
蜂	bee|wasp|hornet
蜂蜜	honey
蜘蛛	spider
蜜	nectar|honey
蜜柑	mandarin|mandarin orange|tangerine
蜻蛉	dragonfly|damselfly
蝉	cicada|locust|small-sized pulley
蝋燭	candle
蝕み	be worm-eaten|affect adversely|spoil
蝕む	be worm-eaten|affect adversely|spoil
蝕ん	be worm-eaten|affect adversely|spoil
蝶	butterfly
蝶々	butterfly
蝶蝶	butterfly
蝿	fly|pisher|scrub
融合	agglutination|adhesion|fusion
融和	harmony|reconciliation
融資	financing|loan
融通	lending|finance|loan
螺旋	spiral|helix|screw
蟹	crab
蟻	ant
蠅	fly|pisher|scrub
血	blood|ancestry|lineage
血友病	haemophilia
血圧	blood pressure
血液	blood
血液型	blood type|blood group
血液検査	blood test|hemanalysis
血痕	bloodstain
血管	blood vessel|vein
血糖	blood sugar
血縁	blood relationship|consanguinity|blood relative
衆	great numbers|numerical superiority|masses
行	line|row|verse
行い	deed|act|action
行う	perform|conduct oneself|carry out
行き	outbound leg|outbound trip|departing leg
行き先	destination|whereabouts
行き届い	be scrupulous|be attentive|be prudent
行き届き	be scrupulous|be attentive|be prudent
行き届く	be scrupulous|be attentive|be prudent
行き来	street traffic|highway
行き止まり	dead end|cul-de-sac|blind alley
行き渡っ	diffuse|spread throughout|prevail
行き渡り	diffuse|spread throughout|prevail
行き渡る	diffuse|spread throughout|prevail
行き詰まり	deadlock|stalemate|impasse
行き過ぎ	go past|overdo it
行き過ぎる	go past|overdo it
行き違い	going astray|misunderstanding|estrangement
行く	move|head|be transported
行っ	perform|conduct oneself|carry out
行事	event|function
行使	use|exercise
行儀	manners|behavior|behaviour
行列	line|queue|procession
行動	action|conduct|behaviour
行司	referee
行員	bank clerk
行政	administration|governance|the authorities
行政処分	administrative measures
行政機関	administrative organ|administrative body
行政訴訟	administrative litigation
行方	whereabouts|outcome
行方不明	missing|lost|unaccounted for
行楽	outing|excursion|pleasure trip
行楽地	tourist resort|holiday resort
行渡っ	diffuse|spread throughout|prevail
行渡り	diffuse|spread throughout|prevail
行渡る	diffuse|spread throughout|prevail
行為	act|deed|conduct
行程	journey|course|distance
行脚	pilgrimage|walking tour|travelling
行進	march|parade
行革	administrative reform
術	art|technique|means
術後	postoperative|after surgery
術語	technical term|terminology|nomenclature
街づくり	town planning|urban development|community development
街宣車	propaganda truck
街灯	street light
街角	street corner
街路	road|street|avenue
街路樹	roadside trees
街道	highway|main road|path
街頭	street
衛星	satellite|moon
衛生	hygiene|sanitation|health
衛生的	hygienic|sanitary
衝動	impulse|impetus|urge
衝撃	shock|impact|crash
衝突	collision|crash|running into
衣	clothes|garment|gown
衣料	clothing
衣料品	clothing|apparel
衣替え	renovation|facelift|redesign
衣服	clothes
衣装	clothing|costume|outfit
衣類	clothes|clothing|garments
表	surface|table|face
表し	represent|signify|stand for
表す	represent|signify|stand for
表する	express|show
表れ	embodiment|manifestation|materialization
表れる	appear|become visible|come out
表わし	represent|signify|stand for
表わす	represent|signify|stand for
表向き	outward appearance|ostensible|public
表彰	public acknowledgment|public acknowledgement|public recognition
表彰状	testimonial
表情	facial expression|countenance|look
表明	declaration|indication|representation
表札	nameplate|doorplate
表決	vote|voting
表現	expression|presentation|representation
表示	indication|expression|showing
表立ち	become public|become known|be formal
表立っ	become public|become known|be formal
表立つ	become public|become known|be formal
表紙	cover|binding
表裏	two sides|both sides|duplicity
表計算	spreadsheet
表記	written representation|notation|transcription
表通り	main street
表面	surface|face|outside
表題	title|index|heading
衰え	weakening|emaciation|decline
衰える	become weak|decline|wear
衰弱	weakness|debility|breakdown
衰退	decline|degeneration|decay
衷心	innermost feelings
袋	bag|sack|pouch
袋小路	blind alley|cul-de-sac|deadlock
袖	sleeve|wing
被せ	cover|put on|plate something
被せる	cover|put on|plate something
被っ	put on|wear|pull over
被り	put on|wear|pull over
被る	put on|wear|pull over
被保険者	insured person
被写体	subject
被告	defendant|the accused
被告人	accused|defendant
被害	damage|injury|harm
被害者	victim|injured party|sufferer
被服	clothing
被災	suffering from
被災者	victim of
被爆	being bombed|being a-bombed|being nuked
被疑者	suspect
袴	hakama
裁い	judge|decide|try
裁き	judge|decide|try
裁く	judge|decide|try
裁ち	cut
裁っ	cut
裁つ	cut
裁判	trial|judgement|judgment
裁判官	judge
裁判所	court|courthouse
裁定	decision|ruling|award
裁決	decision|ruling|judgement
裁縫	sewing|needlework
裁量	discretion|judgement
裂い	tear|rip up|cut up
裂き	tear|rip up|cut up
裂く	tear|rip up|cut up
裂け	split|tear|burst
裂ける	split|tear|burst
裂け目	tear|rip|rent
装い	dress|outfit|equipment
装う	dress|adorn|decorate
装っ	dress|adorn|decorate
装丁	binding|design
装備	equipment
装甲	armoring|armouring|armor
装着	equipping|installing|fitting
装置	equipment|device|installation
装飾	ornament|decoration
裏	opposite side|bottom|other side
裏づけ	support|substantiate|prove
裏づける	support|substantiate|prove
裏付け	support|backing|proof
裏側	the reverse|other side|lining
裏切っ	betray|double-cross
裏切り	treachery|betrayal|perfidy
裏切り者	betrayer|traitor|turncoat
裏切る	betray|double-cross
裏口	backdoor|rear entrance|unauthorized
裏方	scene shifter|lady consort
裏目	reverse side|opposite
裏腹	opposite|reverse|contrary
裏表	both sides|inside out
裏返し	inside out|upside down|flip side
裏返す	turn over
裏通り	side street|back street|alley
裏道	back lane|byway|back street
裏金	bribe|secret fund|slush fund
裏門	back gate
裏面	reverse|other side|inside
裕福	wealthy|rich|affluent
補い	supplement|compensate for|cover
補う	supplement|compensate for|cover
補っ	supplement|compensate for|cover
補佐	aid|help|assistance
補修	repair|mending
補償	compensation|reparation
補充	replenishment|supplementation|supplement
補助	assistance|support|aid
補完	complementation|supplementation|completion
補強	reinforcement|strengthening
補欠	supplementation|substitute|deputy
補正	correction|revision|compensation
補正予算	revised budget|supplementary budget
補給	supply|supplying|replenishment
補聴器	hearing aid
補足	supplement|complement
裸	nakedness|nudity|bareness
裸婦	nude woman|naked woman
裸足	barefoot
製作	manufacture|production
製作費	manufacturing cost|production cost
製品	manufactured goods|finished goods|product
製図	drafting|drawing
製油所	oil refinery
製法	manufacturing method|recipe|formula
製糖	sugar manufacture
製紙	papermaking|paper-making|paper making
製薬	medicine manufacture|drug manufacture
製造	manufacture|production
製鉄	iron manufacture
製鉄所	ironworks|steelworks
製鋼	steel manufacture
裾	hem|cuff|shirttail
複写	copying|duplication|reproduction
複利	compound interest
複合	composite|combined|complex
複数	plural|multiple|several
複製	reproduction|duplication|reprinting
複雑	complex|complicated|intricate
複雑さ	complexity
褐色	dark brown
褒め	praise|commend|compliment
褒める	praise|commend|compliment
褒美	reward|prize
褒賞	prize|award|reward
褪せ	fade|discolor|discolour
褪せる	fade|discolor|discolour
襖	fusuma
襟	collar|lapel|neckband
襟元	neck|nape|collar
襟巻き	muffler|scarf|comforter
襲い	attack|assail|strike
襲う	attack|assail|strike
襲っ	attack|assail|strike
襲撃	attack|charge|raid
西	west
西ドイツ	west germany
西側	west side|west bank
西南	south-west
西口	west entrance
西方	western direction
西日	westering sun|setting sun
西日本	western japan
西暦	common era|ce|christian era
西欧	western europe|the west|the occident
西洋	the west|the occident|western countries
西洋人	western people
西独	west germany
西班牙	spain
西瓜	watermelon
西部	western part|the west
西風	west wind
要	pivot|vital point|cornerstone
要する	demand|take|require
要するに	in short|sum up
要は	in short|basically
要人	important person
要件	important matter|requirement|requisite
要員	personnel|required person
要因	main cause|primary factor
要所	important point|important position
要旨	point|essentials|gist
要望	demand for|request
要求	demand|firm request|requisition
要点	gist|main point
要約	summary|digest
要素	component|factor|item
要綱	main principle|gist|general plan
要職	important post|important office|key position
要衝	important point|strategic position|key point
要請	appeal|request|claim
要項	important points|main points
要領	point|gist|essentials
覆い	cover|hide|conceal
覆う	cover|hide|conceal
覆し	overturn|capsize|upset
覆す	overturn|capsize|upset
覆っ	topple over|cover|be overturned
覆り	topple over|be overturned|capsize
覆る	topple over|be overturned|capsize
覆面	mask|veil|disguise
覇権	hegemony
覇気	spirit|drive|vigour
覇者	supreme ruler|conqueror|champion
見え	be seen|look|seem
見える	be seen|look|seem
見かけ	outward appearance
見かける	see|notice
見す見す	without resistance|helplessly|negligently
見ず知らず	unfamiliarity|strangeness|stranger
見せ	show|display
見せびらかし	show off|flaunt
見せびらかす	show off|flaunt
見せる	show|display
見せ場	highlight|high point|climax
見せ掛け	seeming|pose|show
見たところ	in appearance
見た目	appearance|looks|exterior appearance
見っともない	shameful|disgraceful|indecent
見っともなかっ	shameful|disgraceful|indecent
見っともなく	shameful|disgraceful|indecent
見っともなさ	shameful|disgraceful|indecent
見つかっ	be found|be discovered
見つかり	be found|be discovered
見つかる	be found|be discovered
見つけ	discover|find|come across
見つける	discover|find|come across
見つめ	stare at|gaze at|watch intently
見つめる	stare at|gaze at|watch intently
見どころ	highlight|high point|main attraction
見なし	consider as|regard|deem
見なす	consider as|regard|deem
見る	see|look|watch
見る見る	very fast
見上げ	admire|respect
見上げる	admire|respect
見下し	look down|condescend
見下す	look down|condescend
見下ろし	overlook|despise
見下ろす	overlook|despise
見事	splendid|magnificent|excellent
見付かっ	be found|be discovered
見付かり	be found|be discovered
見付かる	be found|be discovered
見付け	discover|find|come across
見付ける	discover|find|come across
見入っ	gaze at
見入り	gaze at
見入る	gaze at
見出し	heading|headline|title
見出す	find out|discover|notice
見分け	distinction
見分ける	distinguish|recognize|recognise
見切り	abandonment|giving up|forsaking
見受け	see|suppose
見受ける	see|suppose
見合い	marriage meeting
見合わせ	exchange glances|postpone|put off
見合わせる	exchange glances|postpone|put off
見失い	miss
見失う	miss
見失っ	miss
見学	inspection|field trip|tour
見守っ	watch over|watch attentively
見守り	watch over|watch attentively
見守る	watch over|watch attentively
見届け	ascertain
見届ける	ascertain
見張っ	stand watch|stand guard|look out
見張り	watch-keeping|guard|lookout
見張る	stand watch|stand guard|look out
見当	estimate|guess|conjecture
見当たっ	be found
見当たり	be found
見当たる	be found
見惚れ	be fascinated
見惚れる	be fascinated
見所	highlight|high point|main attraction
見捨て	abandon|fail|desert
見捨てる	abandon|fail|desert
見損ない	misjudge|mistake|misread
見損なう	misjudge|mistake|misread
見損なっ	misjudge|mistake|misread
見放し	abandon|desert
見放す	abandon|desert
見方	viewpoint
見晴らし	view|prospect|outlook
見晴らす	overlook
見本	sample|specimen|pattern
見本市	trade fair
見栄	airs|pretensions|show
見栄え	airs|pretensions|show
見極め	ascertain|determine|probe
見極める	ascertain|determine|probe
見渡し	survey
見渡す	survey
見物	sightseeing|watching|viewing
見物人	spectator|sightseer|onlooker
見直し	review|reconsideration|revision
見直す	re-examine|review
見知らぬ	strange|unfamiliar|unknown
見破っ	see through|penetrate into|discover
見破り	see through|penetrate into|discover
見破る	see through|penetrate into|discover
見積もり	estimate|estimation|valuation
見積り	estimate|estimation|valuation
見窄らしい	shabby|seedy
見窄らしかっ	shabby|seedy
見窄らしく	shabby|seedy
見窄らしさ	shabby|seedy
見習い	apprenticeship|probation|apprentice
見聞	information|experience|knowledge
見舞い	get-well gifts|get-well letters
見舞う	visit|attack|strike
見舞っ	visit|attack|strike
見苦しい	unsightly|ugly|unseemly
見苦しかっ	unsightly|ugly|unseemly
見苦しく	unsightly|ugly|unseemly
見苦しさ	unsightly|ugly|unseemly
見落とし	overlook|miss
見落とす	overlook|miss
見覚え	remembrance|recollection|recognition
見解	opinion
見詰め	stare at|gaze at|watch intently
見詰める	stare at|gaze at|watch intently
見識	views|opinion|discernment
見込み	hope|promise|possibility
見込む	anticipate|expect|estimate
見込ん	anticipate|expect|estimate
見返し	re-examine
見返す	re-examine
見返り	reward|compensation|repayment
見送っ	escort
見送り	farewell|escort
見送る	escort
見逃し	miss|overlook|let pass
見逃す	miss|overlook|let pass
見通し	unobstructed view|perspective|visibility
見過ごし	let pass|overlook|miss
見過ごす	let pass|overlook|miss
見違え	hardly recognise
見違える	hardly recognise
見限っ	abandon|forsake|dump
見限り	abandon|forsake|dump
見限る	abandon|forsake|dump
規制	regulation|policing|control
規則	rule|regulation
規定	stipulation|prescription|provision
規律	order|observance|discipline
規格	standard|norm
規模	scale|scope|plan
規準	standard|basis|criterion
規程	official regulations|inner rules
規範	model|standard|pattern
規約	agreement|rules|code
視力	eyesight|vision|visual acuity
視察	inspection|observation
視点	opinion|visual point
視界	visibility|view|visual field
視線	one's gaze|one's eyes|glance
視聴	viewing|attention|interest
視聴率	ratings|audience rating|viewing rate
視聴者	viewer|audience
視覚	vision
視野	view|one's outlook|one's horizons
覗い	peek
覗き	peek
覗く	peek
覚せい剤	stimulant
覚まし	awaken|disabuse
覚ます	awaken|disabuse
覚め	wake|wake up|become sober
覚める	wake|wake up|become sober
覚悟	readiness|preparedness|resolution
覚書	memo|memorandum|note
覚醒	waking up|awakening|arousal
覚醒剤	stimulant
親	parent|parents|dealer
親しい	close|familiar|friendly
親しかっ	close|familiar|friendly
親しく	close|familiar|friendly
親しさ	close|familiar|friendly
親しみ	intimacy|affection|familiarity
親しむ	befriend
親しん	befriend
親交	intimacy|friendship|friendly relations
親会社	parent company
親分	boss|leader|kingpin
親切	gentle|considerate|generous
親友	close friend|bosom friend|buddy
親善	friendship|goodwill|friendly relations
親孝行	filial piety
親密	intimacy|friendship
親愛	deep affection|dear|beloved
親戚	relative|relation|kin
親指	thumb
親方	master|boss|chief
親族	relative|relation
親日	pro-japanese
親書	official letter|personal message|handwritten letter
親父	one's father|old man|one's boss
親睦	friendship|amity
親衛	monarch's guards
親近感	affinity
親類	relative|relation|kin
観	look|appearance|spectacle
観光	sightseeing|tourism
観光スポット	tourist attraction|sight-seeing area
観光客	tourist
観劇	theatre-going|theater-going
観客	audience|spectator|spectators
観察	observation|survey|watching
観念	idea|notion|concept
観戦	spectating|observing
観測	observation|survey|measurement
観衆	spectators|onlookers
観覧	viewing
観賞	admiration|appreciation|enjoyment
観音	avalokiteshvara|avalokitesvara|kannon
角	angle|corner|horn
角度	angle
角膜	cornea
解い	untie|undo|unfasten
解き	untie|undo|unfasten
解きほぐし	disentangle|untangle|unravel
解きほぐす	disentangle|untangle|unravel
解く	untie|undo|unfasten
解け	be solved|come loose|be resolved
解ける	be solved|come loose|be resolved
解っ	understand|comprehend|grasp
解り	understand|comprehend|grasp
解る	understand|comprehend|grasp
解任	dismissal|discharge|removal
解体	demolition|taking down|dismantling
解剖	dissection|autopsy|analysis
解剖学	anatomy
解放	release|unleashing|liberation
解散	breaking up|dispersing|dissolving
解明	elucidation|explication|explaining
解析	analysis|analytical study|parsing
解決	settlement|solution|resolution
解決方法	solution
解決策	solution|solution strategy
解消	cancellation|liquidation|resolution
解禁	publishing contents|revealing information
解答	answer|solution
解説	explanation|commentary|exposition
解読	deciphering|decoding
解釈	explanation|interpretation
解除	cancellation|rescinding|release
解雇	discharge|dismissal
触っ	touch|feel|get involved
触り	touch|feel|get involved
触る	touch|feel|get involved
触れ	touch|feel
触れる	touch|feel
触れ合い	contact|connectedness|rapport
触れ合う	touch
触れ合っ	touch
触媒	catalyst
触発	contact detonation|touching off|triggering
言	word|remark|statement
言いなり	yes-man
言いようがない	indescribable
言いようがなかっ	indescribable
言いようがなく	indescribable
言いようがなさ	indescribable
言い出し	start talking|broach|bring up
言い出す	start talking|broach|bring up
言い分	one's say|one's point|complaint
言い切っ	declare|assert|state definitively
言い切り	declare|assert|state definitively
言い切る	declare|assert|state definitively
言い回し	expression|phraseology
言い換え	reword|rephrase
言い換える	reword|rephrase
言い方	wording|phrasing|language
言い渡し	sentence|judgment|judgement
言い渡す	announce|sentence|order
言い表し	express|confess
言い表す	express|confess
言い表わし	express|confess
言い表わす	express|confess
言い訳	excuse|explanation
言い返し	talk back|answer back|retort
言い返す	talk back|answer back|retort
言うまでもない	obvious
言うまでもなかっ	obvious
言うまでもなく	obvious
言うまでもなさ	obvious
言付け	send
言付ける	send
言及	reference|allusion
言明	declaration|statement|assertion
言葉	language|dialect|word
言葉遣い	speech|expression|wording
言語	language
言論	speech|discussion
言質	commitment|pledge|promise
訂正	correction|revision|amendment
計	plan|meter|measuring device
計っ	measure|weigh|survey
計り	measure|weigh|survey
計り知れない	unfathomable|inestimable|immeasurable
計り知れなかっ	unfathomable|inestimable|immeasurable
計り知れなく	unfathomable|inestimable|immeasurable
計り知れなさ	unfathomable|inestimable|immeasurable
計る	measure|weigh|survey
計上	appropriation
計器	meter|gauge
計測	measuring|measurement
計画	plan|project|schedule
計画的	planned|scheduled|systematic
計算	calculation|reckoning|count
計量	measuring|weighing|metric
訊い	enquire|query
訊き	enquire|query
訊く	enquire|query
討ち	shoot|attack|defeat
討っ	shoot|attack|defeat
討つ	shoot|attack|defeat
討論	debate|discussion
討議	debate|discussion
訓	precept|lesson|one's teachings
訓令	directive|instructions
訓戒	warning|admonition
訓示	instruction|direction|briefing
訓練	training|drill|practice
訓読み	kun reading|kun'yomi
託し	entrust with|send
託す	entrust with|send
託児所	creche|day nursery
託宣	oracle
記し	write down|note|jot down
記す	write down|note|jot down
記事	article|news story|report
記入	entry|filling in|filling out
記号	symbol|code|sign
記帳	registry|entry|book-keeping
記念	commemoration|celebration|memory
記念日	memorial day|commemoration day|anniversary
記念碑	commemorative plaque|stone monument
記憶	memory|recollection|remembrance
記章	medal|badge|insignia
記者	reporter|journalist
記者会見	press conference
記載	mention|record|entry
記述	description|account
記録	record|minutes|document
記録的	record
訛り	accent|dialect|provincialism
訪ね	visit|call on
訪ねる	visit|call on
訪れ	visit|call|arrival
訪れる	visit|call on|arrive
訪問	call|visit
訪問者	visitor
訪欧	visiting europe
設け	prepare|provide|set up
設ける	prepare|provide|set up
設備	equipment|facilities|installation
設問	question
設定	establishment|creation|posing
設定可能	configurable
設立	establishment|founding|incorporation
設置	establishment|institution|installation
設計	plan|design|layout
許し	pardon|forgiveness|exemption
許す	permit|allow|approve
許可	permission|approval|authorization
許容	permission|allowance|acceptance
許諾	consent
訳	reason|cause|meaning
訳がない	easy|simple
訳がなかっ	easy|simple
訳がなく	easy|simple
訳がなさ	easy|simple
訳し	translate|interpret
訳す	translate|interpret
訳者	translator
訴え	lawsuit|complaint
訴える	raise|bring to|appeal to
訴状	petition|complaint|brief
訴訟	litigation|lawsuit
訴追	prosecution|indictment|impeachment
診る	examine
診察	medical examination
診断	diagnosis|medical examination
診療	medical care
診療所	clinic|medical office|infirmary
証	proof|evidence|sign
証人	witness
証券	bond|bill|certificate
証拠	evidence|proof
証明	proof|testimony|demonstration
証明書	certificate|credentials
証書	document|certificate|paper
証言	testimony|evidence
詐取	defrauding|swindle
詐欺	fraud|swindle|graft
詐欺師	swindler|imposter|crook
詐称	misrepresentation|false statement
詔	imperial decree|imperial edict
詔書	imperial edict|decree
評	criticism|commentary|review
評伝	critical biography
評価	valuation|appraisal|evaluation
評判	fame|reputation|popularity
評決	decision|verdict
評論	criticism|critique
評論家	critic|reviewer|commentator
評議	conference|discussion
評議員	trustee|councillor
詠み	compose|write|recite
詠む	compose|write|recite
詠ん	compose|write|recite
試し	trial|test
試す	attempt|test|try out
試み	attempt|trial|experiment
試みる	try|attempt
試作	trial manufacture|experiment|test piece
試写	preview|private showing
試合	match|game|bout
試料	sample|specimen|test piece
試案	tentative plan|draft plan
試算	trial calculation|preliminary calculation|estimation
試練	test|trial|probation
試薬	reagent
試行	trial run
試運転	trial run|test run
試金石	touchstone|lydian stone|test
試食	sampling food|tasting|trying
試験	examination|exam|test
試験場	examination hall|examination room|laboratory
試験的	experimental|provisional
詩	poem
詩人	poet
詩情	poetic sentiment|poetic interest|poetic inspiration
詩歌	poetry|poems
詩集	poetry anthology|collected poems
詫び	apology|excuse
詫びる	apologize|apologise
詰まっ	be packed|be full|be blocked
詰まらせ	clog|block|choke up
詰まらせる	clog|block|choke up
詰まり	i mean|that means|in short
詰まる	be packed|be full|be blocked
詰み	become fine|be checkmated
詰む	become fine|be checkmated
詰め	stuff into|jam|cram
詰める	stuff into|jam|cram
詰め込み	cram|stuff|jam
詰め込む	cram|stuff|jam
詰め込ん	cram|stuff|jam
詰らない	dull|uninteresting|boring
詰らなかっ	dull|uninteresting|boring
詰らなく	dull|uninteresting|boring
詰らなさ	dull|uninteresting|boring
詰ん	become fine|be checkmated
詰問	cross-examination|close questioning
話しかけ	address|talk
話しかける	address|talk
話し合い	discussion|talk|conference
話し合う	discuss|talk together
話し合っ	discuss|talk together
話し声	speaking voice|talking voice
話し掛け	address|talk
話し掛ける	address|talk
話し方	speaking style
話し言葉	spoken language|colloquial expression
話合い	discussion|talk|conference
話題	topic|subject
該当	corresponding to|coming under|falling under
詳しい	detailed|full|minute
詳しかっ	detailed|full|minute
詳しく	detailed|full|minute
詳しさ	detailed|full|minute
詳報	detailed report|full report|details
詳細	details|particulars|specifics
詳述	detailed explanation
誇っ	boast of
誇り	pride|boast|credit
誇る	boast of
誇大	exaggeration|hyperbole
誇張	exaggeration
誇示	ostentation|display
誉れ	honour|honor
認め	approval|acceptance|recognition
認める	recognize|recognise|observe
認め印	private seal|personal seal|unregistered seal
認可	approval|license|licence
認定	authorization|authorisation|acknowledgment
認知	acknowledgement|acknowledgment|recognition
認証	certification|attestation|authentication
認識	recognition|awareness|perception
誓い	oath|vow
誓う	swear|vow|pledge
誓っ	swear|vow|pledge
誓って	surely|by jove|never
誓約	oath|vow|pledge
誕生	birth|creation|formation
誕生日	birthday
誘い	invitation|introduction|temptation
誘い水	pump priming|cause|impetus
誘う	invite|call|take along
誘っ	invite|call|take along
誘因	contributing cause|exciting cause|incentive
誘導	guidance|leading|induction
誘惑	temptation|allurement|lure
誘拐	abduction|kidnapping|kidnaping
誘発	inducing|causing|triggering
誘致	attraction|lure|invitation
語	language|word
語っ	talk about|speak of|narrate
語らい	talk|recite|pledge
語らう	talk|recite|pledge
語らっ	talk|recite|pledge
語り	talk|recital|narration
語り手	narrator|storyteller|reciter
語る	talk about|speak of|narrate
語句	words|phrases
語学	linguistics
語彙	vocabulary|lexicon|lexis
語気	tone
語源	etymology
誠	truth|reality|sincerity
誠に	indeed|absolutely|truly
誠実	sincere|honest|faithful
誠意	sincerity|good faith
誤っ	do incorrectly|err|be wrong
誤り	error|mistake|slip
誤る	do incorrectly|err|be wrong
誤報	false report|incorrect report|misinformation
誤字	misprint|misspelling|typo
誤差	measurement error|calculation error
誤植	misprint|typographical error|typo
誤算	miscalculation
誤解	misunderstanding
誤認	misrecognition|mistaking
誤魔化し	deceive|falsify|misrepresent
誤魔化す	deceive|falsify|misrepresent
説	theory|doctrine|opinion
説い	explain|advocate|preach
説き	explain|advocate|preach
説く	explain|advocate|preach
説得	persuasion
説得力	persuasiveness|cogency
説教	sermon|preaching|remonstration
説明	explanation|exposition
説明書	instructions|manual|explanatory leaflet
読み	reading
読みにくい	illegible
読みにくかっ	illegible
読みにくく	illegible
読みにくさ	illegible
読み上げ	read out|read aloud|call out
読み上げる	read out|read aloud|call out
読み取り	reading
読み悪い	illegible
読み悪かっ	illegible
読み悪く	illegible
読み悪さ	illegible
読み方	pronunciation|reading
読み物	reading matter|reading material
読み返し	reread|read again
読み返す	reread|read again
読む	read|count
読ん	read|count
読書	reading
読本	reading-book|reader|guidebook
読者	reader
課	lesson|section|division
課する	levy|charge|assess
課員	section staff
課徴金	charges
課目	subject|curriculum|course
課程	course|curriculum
課税	taxation
課長	section manager|section chief
課題	subject|theme|issue
誹謗	slander|abuse
調べ	investigation|inspection|examination
調べる	examine|look up|investigate
調停	arbitration|conciliation|mediation
調剤	dispensing medicine|preparing medicine
調印	signature|signing|sealing
調味料	seasoning|flavoring|flavouring
調和	harmony|accord|reconciliation
調子	tune|tone|key
調教	training|breaking
調整	adjustment|regulation|coordination
調書	protocol|written evidence|record
調査	investigation|examination|inquiry
調理	cooking|food preparation
調節	regulation|adjustment|control
調達	supply|provision|raising
諄い	repetitious|long-winded|tedious
諄かっ	repetitious|long-winded|tedious
諄く	repetitious|long-winded|tedious
諄さ	repetitious|long-winded|tedious
談合	consultation|discussion|conference
談笑	friendly chat|pleasant chat|lighthearted talk
談話	talk|conversation|dialogue
請い	beg|request|invite
請う	beg|request|invite
請け	receive|catch
請ける	receive|catch
請け負い	contract|undertake|take over
請け負う	contract|undertake|take over
請け負っ	contract|undertake|take over
請っ	beg|request|invite
請求	claim|demand|charge
請求書	bill|job invoice
請求権	claim rights
請託	solicitation
請負	contract|contracting|undertaking
請願	petition
論じ	discuss|talk about|deal with
論じる	discuss|talk about|deal with
論ず	discuss|talk about|deal with
論ずる	discuss|talk about|deal with
論争	dispute|controversy
論外	outrageous|impossible|irrelevant
論客	controversialist
論戦	verbal dispute
論文	thesis|essay|treatise
論理	logic
論理的	logical
論者	advocate|disputant|debater
論評	comment|criticism
論説	editorial|dissertation
論調	tone|tenor|drift
論議	discussion|argument|debate
諦め	give up|abandon|resign oneself
諦める	give up|abandon|resign oneself
諭し	admonish|persuade|warn
諭す	admonish|persuade|warn
諮っ	consult with|discuss|confer
諮り	consult with|discuss|confer
諮る	consult with|discuss|confer
諮問	consultation|question|enquiry
諸国	various countries|various regions|various provinces
諸島	archipelago
諺	proverb|saying|aphorism
謀っ	plan|attempt|devise
謀り	plan|attempt|devise
謀る	plan|attempt|devise
謀略	strategy|stratagem|trick
謄本	certified copy|transcript
謎	riddle|puzzle|enigma
謎々	riddle|puzzle|enigma
謙虚	modest|humble
謙遜	modesty|humility|being humble
講ず	take measures|lecture|read aloud
講ずる	take measures|lecture|read aloud
講和	reconciliation|peace
講堂	auditorium|lecture hall
講師	lecturer
講座	course
講演	lecture|address|speech
講演会	lecture|lecture meeting
講義	lecture
講習	short course|training
講談	story
謝っ	apologize|apologise
謝り	apologize|apologise
謝る	apologize|apologise
謝意	gratitude
謝礼	reward|honorarium|remuneration
謝罪	apology
謡	noh chanting|recitation
謡曲	noh song
謳い	extol|celebrate|declare
謳う	extol|celebrate|declare
謳っ	extol|celebrate|declare
謹慎	self restraint|penitence|discipline
識別	discrimination|discernment|identification
識者	well-informed person|thinking person|intelligent person
譜面	sheet music|score
警備	defense|defence|guard
警告	warning|advice
警報	alarm|warning
警報器	alarm|sensor
警官	police officer|policeman|constable
警察	police|police officer
警察官	police officer|policeman|policewoman
警察署	police station
警戒	vigilance|caution|alertness
警笛	horn|alarm|whistle
警視	police superintendent
警護	bodyguard|escort
警部	police inspector
警鐘	alarm bell|fire bell|warning
議事	proceedings|business
議事堂	assembly hall|parliament house|diet building
議事録	minutes
議会	congress|parliament|diet
議場	assembly hall|the house
議定書	protocol
議席	parliamentary seat
議案	legislative bill|measure|agenda item
議決	resolution|decision|vote
議論	argument|discussion|dispute
議長	chair|chairman|chairperson
議院	parliament|congress|diet
議題	agenda
譲っ	hand over|transfer|turn over
譲り	hand over|transfer|turn over
譲り渡し	hand over|turn over|cede
譲り渡す	hand over|turn over|cede
譲る	hand over|transfer|turn over
譲歩	concession|conciliation|compromise
譲渡	transfer|assignment|conveyance
護岸	river dike
護衛	guard|convoy|escort
護送	escort|convoy
谷	valley
谷川	mountain stream
谷底	valley floor
谷間	valley|ravine|chasm
豆	legume|beans|peas
豆乳	soy milk
豆腐	tofu|bean curd|beancurd
豊か	abundant|wealthy|plentiful
豊作	abundant harvest|bumper crop
豊富	abundant|plentiful|rich
豊年	fruitful year
豊満	stout|corpulent|plump
豊漁	good catch|good haul
豊胸	full breasts|ample breasts|breast enlargement
豚	pig|pork
豚カツ	tonkatsu
豚肉	pork
象	form|elephant|shape
象徴	symbol|emblem|representation
象徴的	symbolic
象牙	ivory
豪傑	hero|great man
豪快	hearty|tremendous|magnificent
豪族	powerful family|powerful clan
豪華	extravagant|lavish|opulent
豪雨	torrential rain|heavy rain|cloudburst
貝	shellfish|seashell|shell
貝殻	seashell|shell
負	negative|minus
負い	bear
負い目	indebtedness|feeling obliged
負う	bear
負かし	defeat
負かす	defeat
負け	defeat|loss|losing
負ける	lose|be defeated|succumb
負け犬	loser|failure|underdog
負っ	bear
負んぶ	piggyback ride
負債	debt|liabilities
負傷	injury|wound
負担	burden|load|responsibility
負荷	burden|load
財	fortune|riches|goods
財務	financial affairs
財務官	finance official
財団	foundation
財団法人	incorporated foundation|juridical foundation
財布	purse|handbag|wallet
財政	public finance|financial affairs|financial situation
財政投融資	filp
財政難	economic difficulties|financial difficulties|fiscal difficulties
財源	resources|finances
財産	property|fortune|assets
財界	financial world|business circles
財閥	zaibatsu|financial conglomerate|industrial group
貢献	contribution|services
貧しい	poor|needy|lacking
貧しかっ	poor|needy|lacking
貧しく	poor|needy|lacking
貧しさ	poor|needy|lacking
貧乏	poverty-stricken|destitute|poor
貧乏人	poor person|pauper|the poor
貧困	poverty|penury|destitution
貧弱	poor|meagre|meager
貧相	seedy-looking|thin
貧血	anemia|anaemia
貨幣	money|currency|coinage
貨幣価値	currency value
貨物	cargo|freight
貨車	freight car|van
販売	sales|selling|marketing
販売員	sales staff|salesperson
販路	market|outlet|opening
貪っ	covet|crave|indulge in
貪り	covet|crave|indulge in
貪る	covet|crave|indulge in
貪欲	avarice|greed|covetousness
貫	kan
貫い	go through|pierce|penetrate
貫き	go through|pierce|penetrate
貫き通し	go through|pierce|penetrate
貫き通す	go through|pierce|penetrate
貫く	go through|pierce|penetrate
貫徹	accomplishment|realization|realisation
貫通	piercing|penetrating|perforating
責め	condemn|blame|criticize
責める	condemn|blame|criticize
責任	duty|responsibility|liability
責任者	responsible party|supervisor|manager
責務	duty|obligation
貯水池	reservoir
貯蓄	savings
貯蔵	storage|preservation
貯金	savings|deposit
貰い	receive|take|accept
貰う	receive|take|accept
貰っ	receive|take|accept
貴い	precious|valuable|priceless
貴かっ	precious|valuable|priceless
貴く	precious|valuable|priceless
貴さ	precious|valuable|priceless
貴び	value|prize|esteem
貴ぶ	value|prize|esteem
貴ん	value|prize|esteem
貴族	noble|aristocrat|peer
貴社	your company|your shrine
貴賓	noble visitor
貴重	precious|valuable
貴重品	valuable article|valuables
貴金属	precious metal
貶し	disparage
貶す	disparage
買い	buying|shopping|buyer
買い上げ	buying|purchasing|procurement
買い付け	buying|purchasing
買い入れ	buying|purchasing|laying in
買い入れる	purchase|buy in
買い出し	going shopping|buying wholesale|bulk purchasing
買い占め	cornering
買い占める	buy up
買い取り	purchase|buying|buying out
買い得	bargain|good buy
買い戻し	repurchase|redemption
買い手	buyer
買い控え	restrained buying
買い物	shopping|purchased goods
買う	buy|purchase|value
買っ	buy|purchase|value
買収	acquisition|buy-out|takeover
買取	purchase|buying|buying out
買手	buyer
買物	shopping|purchased goods
貸し	loan|lending|favor
貸し出し	lending|loaning
貸し出す	lend|loan
貸し切り	reserving|booking|chartering
貸す	lend|loan|rent out
貸与	loan|lending
貸付	loan
貸借	loan
貸出	lending|loaning
貸切り	reserving|booking|chartering
貸金	loan|advance
費やし	spend|expend|consume
費やす	spend|expend|consume
費用	cost|expense
貼っ	stick|paste|affix
貼り	stick|paste|affix
貼り付け	paste|stick|affix
貼り付ける	paste|stick|affix
貼る	stick|paste|affix
貼付	pasting|sticking|attaching
貿易	trade
賃上げ	wage increase|pay rise
賃借	hiring|renting|leasing
賃貸	lease|rent|hire
賃金	wages|pay|rental payment
賄い	supply|cover|pay
賄う	supply|cover|pay
賄っ	supply|cover|pay
賄賂	bribe|sweetener|douceur
資する	contribute|finance
資料	materials|data|document
資本	funds|capital
資本主義	capitalism
資本家	capitalist|financier
資本金	capital stock
資材	material
資格	qualifications|requirements|capabilities
資源	resources
資産	property|fortune|means
資質	nature|disposition|temperament
資金	funds|capital
資金繰り	fundraising|financing|cash flow
資金調達	fundraising
賑やか	bustling|busy|lively
賑わい	prosper|flourish
賑わう	prosper|flourish
賑わっ	prosper|flourish
賓客	privileged guest|visitor
賛	praise|tribute|inscription
賛助	support|patronage
賛同	approval|endorsement
賛意	approval|assent
賛成	approval|agreement|support
賛歌	eulogy|paean|hymn
賛美	praise|glorification|extolment
賛辞	eulogy|compliment
賜杯	emperor's cup
賞	prize|award
賞与	bonus|reward|prize
賞品	prize|trophy
賞牌	medal
賞状	honorable certificate|honourable certificate
賞賛	praise|admiration|commendation
賞金	prize money|monetary award|reward
賠償	compensation|reparations|indemnity
賠償金	indemnities|reparations
賢い	wise|clever|smart
賢かっ	wise|clever|smart
賢く	wise|clever|smart
賢さ	wise|clever|smart
賢人	wise person|virtuous person|sage
賢明	wise|sensible|well-advised
賢母	wise mother
賦課	levy|imposition
質	quality|value|nature
質問	question|inquiry|enquiry
質問をする	ask questions
質屋	pawnshop
質疑	question|interpellation
質的	qualitative
質素	simple|plain|modest
質量	mass
賭け	bet|wager|stake
賭ける	wager|bet|risk
購入	purchase|buy
購読	subscribing|taking
購買	procurement|purchase|buying
購買力	buying power|purchasing power
贅沢	luxury|extravagance
贈っ	give|present|confer
贈り	give|present|confer
贈りもの	present|gift
贈り主	sender
贈り物	present|gift
贈る	give|present|confer
贈与	donation|presentation
贈収賄	bribery|corruption
贈呈	presentation
贈物	present|gift
贈賄	bribery|graft
贔屓	favour|favor|patronage
赤	red|crimson|scarlet
赤い	red|crimson|scarlet
赤かっ	red|crimson|scarlet
赤く	red|crimson|scarlet
赤さ	red|crimson|scarlet
赤ちゃん	baby|infant
赤ん坊	baby|infant
赤信号	red light
赤外線	infrared rays|infrared radiation
赤字	the red|deficit|red letter
赤旗	red flag
赤松	tanyosho pine
赤痢	dysentery
赤色	red|red color
赤軍	red army
赤道	equator
赤面	blushing|embarrassment
赦免	pardon|remission|amnesty
走っ	run|drive|travel
走り	running|gliding
走り出し	start running
走り出す	start running
走り回っ	run around
走り回り	run around
走り回る	run around
走り書き	scribbling|scrawl|hasty writing
走る	run|drive|travel
走塁	base running
走者	runner|base runner
走行	running|traveling|travelling
赴い	proceed toward|repair to|become
赴き	proceed toward|repair to|become
赴く	proceed toward|repair to|become
赴任	new appointment
起き	rise|blaze up|wake up
起きる	rise|blaze up|wake up
起き上がっ	rise|erect
起き上がり	rise|erect
起き上がりこぼし	tumbler|self-righting doll
起き上がる	rise|erect
起こし	raise|raise up|set up
起こす	raise|raise up|set up
起こっ	occur
起こり	occur
起こる	occur
起伏	undulation
起動	startup|booting up|activation
起因	cause|origin
起床	rising
起死回生	resuscitation|revitalization
起源	origin|beginning|source
起点	starting point|origin
起爆	ignition|detonation|triggering
起用	appointment|promotion
起立	standing up
起草	drafting|drawing up
起訴	prosecution|indictment
超え	cross over|cross|pass through
超える	cross over|cross|pass through
超し	cross over|go across
超す	cross over|go across
超人	superman|superwoman|ubermensch
超伝導	superconductivity|super-conductivity
超特急	super express
超越	transcendence|transcendency|transcendental
超過	excess
超電導	superconductivity|super-conductivity
超音波	ultrasonic waves|ultrasound
超音速	supersonic speed
越え	cross over|cross|pass through
越える	cross over|cross|pass through
越し	cross over|go across
越す	cross over|go across
越冬	hibernation
越境	border transgression
越後	echigo
越権	unauthorized|unauthorised|ultra vires
趣	meaning|tenor|gist
趣き	meaning|tenor|gist
趣向	plan|idea|design
趣味	hobby|pastime|tastes
趣旨	meaning|point|gist
足	foot|paw|arm
足あと	footprints
足し	add|top up
足し算	addition
足す	add|top up
足っ	be sufficient|be enough|deserve
足り	be sufficient|be enough|deserve
足りる	be sufficient|be enough|deserve
足る	be sufficient|be enough|deserve
足下	underfoot|one's step|gait
足並み	pace|step
足元	underfoot|one's step|gait
足取り	gait|walk|stride
足場	scaffold|scaffolding|foothold
足掛かり	foothold|footing|toehold
足早	fast|quick|brisk
足止め	confinement|keeping indoors|being stranded
足袋	tabi|japanese socks
足跡	footprints
足踏み	stepping|stamping|stomping
足首	ankle
距離	distance|range
跡	trace|tracks|mark
跡継ぎ	heir|inheritor|successor
跣	barefoot
跨い	step over|step across|stride over
跨がっ	straddle|sit astride|mount
跨がり	straddle|sit astride|mount
跨がる	straddle|sit astride|mount
跨ぎ	step over|step across|stride over
跨ぐ	step over|step across|stride over
跨っ	straddle|sit astride|mount
跨り	straddle|sit astride|mount
跨る	straddle|sit astride|mount
跪い	kneel
跪き	kneel
跪く	kneel
路地	alley|alleyway|lane
路線	route|line|policy
路線図	route map
路面	road surface
跳ね	jump|leap|prance
跳ねる	jump|leap|prance
跳ね上がっ	jump up|spring up|jump
跳ね上がり	jump up|spring up|jump
跳ね上がる	jump up|spring up|jump
跳び	fly|soar|jump
跳び上がっ	spring|jump up|fly up
跳び上がり	spring|jump up|fly up
跳び上がる	spring|jump up|fly up
跳ぶ	fly|soar|jump
跳ん	fly|soar|jump
跳躍	jump|leap|skip
踊っ	dance
踊り	dance
踊り場	dance hall|dance floor|landing
踊り子	dancer
踊る	dance
踏まえ	build upon
踏まえる	build upon
踏み	step on|tread on|trample on
踏み切っ	take off|jump|leap
踏み切り	take off|jump|leap
踏み切る	take off|jump|leap
踏み絵	fumi-e|fumie|allegiance test
踏む	step on|tread on|trample on
踏ん	step on|tread on|trample on
踏ん張っ	straddle|stand firm|plant oneself
踏ん張り	straddle|stand firm|plant oneself
踏ん張る	straddle|stand firm|plant oneself
踏切	railway crossing|railroad crossing|train crossing
踏切り	railway crossing|railroad crossing|train crossing
踵	heel
蹌踉めい	stagger|misconduct oneself|waver
蹌踉めき	stagger|misconduct oneself|waver
蹌踉めく	stagger|misconduct oneself|waver
蹲っ	crouch|squat|cower
蹲り	crouch|squat|cower
蹲る	crouch|squat|cower
蹴っ	kick|refuse|reject
蹴り	kick|refuse|reject
蹴る	kick|refuse|reject
躊躇	hesitation|indecision|vacillation
躊躇い	hesitate|waver
躊躇う	hesitate|waver
躊躇っ	hesitate|waver
躍り	leaping|jumping|spring
躍動	lively motion|throb
躍起	desperate|frantic|excited
躍進	rush|dash|onslaught
躓い	trip|stumble|fail
躓き	trip|stumble|fail
躓く	trip|stumble|fail
身	body|oneself
身なり	dress|attire|clothing
身につけ	learn|acquire knowledge|carry
身につける	learn|acquire knowledge|carry
身の上	one's circumstances|one's lot|one's destiny
身の回り	one's vicinity|everyday necessities
身上	one's background|one's history|one's circumstances
身代わり	substitution|substitute|stand-in
身代金要求	ransom demand
身体	body|physical system|person
身体障害者	disabled person
身元	person's identity|id|past
身内	relatives|one's family|friends
身分	standing|status|position
身分証明書	identification papers|id|identity document
身動き	moving about|stirring about
身寄り	relative|relation
身投げ	throwing oneself
身振り	gesture|gesticulation|motion
身柄	one's person
身軽	agile|nimble|light
身辺	one's person
身近	near oneself|familiar
身長	height|stature
身障者	disabled person
身震い	shivering|trembling|shuddering
躾	discipline|training|teaching manners
軈て	before long|soon|shortly
車	car|automobile|vehicle
車両	rolling stock|railroad cars|wheeled vehicles
車体	body|frame
車庫	garage|carport|depot
車掌	conductor
車椅子	wheelchair|folding push-chair
車検	vehicle inspection
車種	car model|vehicle classification
車窓	train window|car window
車線	traffic lane|road lane
車軸	axle
車輌	rolling stock|railroad cars|wheeled vehicles
車輪	wheel
車道	roadway
軌跡	tire track
軌道	orbit|trajectory|railroad track
軍	army|armed forces|troops
軍事	military affairs
軍人	military personnel|soldier
軍備	armaments|military preparations
軍兵	armed forces|battle troops
軍団	army corps|corps
軍国主義	militarism
軍政	military administration|military government|military junta
軍服	military uniform
軍機	military secret
軍港	naval port|naval station
軍縮	disarmament
軍艦	warship|battleship
軍部	military authorities|army circles
軍配	referee's fan
軍隊	armed forces|military|troops
軍需	munitions|military stores
軒	eaves
軒並	every house|each house|every door
軒並み	every house|each house|every door
軒先	house frontage
軟らか	soft|tender|limp
軟らかい	soft|tender|pliant
軟らかかっ	soft|tender|pliant
軟らかく	soft|tender|pliant
軟らかさ	soft|tender|pliant
軟化	softening|mollification
軟式	soft
軟弱	weakness
軟着陸	soft-landing
軟禁	house arrest
軟骨	cartilage|nankotsu|gristle
転々	rolling about
転がし	roll|wheel|trundle
転がす	roll|wheel|trundle
転がっ	roll|tumble|fall over
転がり	roll|tumble|fall over
転がる	roll|tumble|fall over
転じ	turn|shift|alter
転じる	turn|shift|alter
転び	fall down|fall over|turn out
転ぶ	fall down|fall over|turn out
転ん	fall down|fall over|turn out
転倒	falling down|tumbling|overturning
転出	moving out|transfer
転勤	job transfer|job relocation|intra-company transfer
転向	conversion|shift|about-face
転売	resale
転嫁	imputation|shifting|second marriage
転居	moving|changing residence
転換	conversion|diversion|changeover
転機	turning point
転用	diversion
転移	moving|change|transition
転職	career change
転落	fall|tumble|spill
転覆	overturning|capsizing|overthrow
転身	changing
転送	transfer|redirection|transmission
軸	axis|shaft|axle
軽	kei car
軽い	light|feeling light|effortless
軽かっ	light|feeling light|effortless
軽く	light|feeling light|effortless
軽さ	light|feeling light|effortless
軽はずみ	thoughtless|rash|hasty
軽やか	light|easy|non-serious
軽傷	minor injury
軽妙	lambent|clever|witty
軽工業	light industry
軽快	light|nimble|sprightly
軽油	diesel oil|gas oil|light oil
軽減	abatement|reduction
軽率	rash|thoughtless|careless
軽自動車	k-car|kei car
軽蔑	scorn|disdain|contempt
軽薄	frivolous|flippant|superficial
軽視	slighting|belittling|dismissing
軽量	light weight
軽震	weak earthquake
軽音楽	light music|popular music
軽食	light meal
載っ	appear|be mentioned|be recorded
載り	appear|be mentioned|be recorded
載る	appear|be mentioned|be recorded
輝い	shine|glitter|sparkle
輝かしい	brilliant|glorious|glittering
輝かしかっ	brilliant|glorious|glittering
輝かしく	brilliant|glorious|glittering
輝かしさ	brilliant|glorious|glittering
輝き	brightness|brilliance|brilliancy
輝く	shine|glitter|sparkle
輝度	brightness|luminance
輪	ring|circle|loop
輪ゴム	rubber band|elastic band
輪切り	round slice
輪番	rotation|taking turns
輪郭	contour|outline|border
輸入	import|importation|introduction
輸出	export|exportation|efferent
輸血	blood transfusion
輸送	transport|transportation
輸銀	import-export bank
轢い	run over|knock down
轢き	run over|knock down
轢く	run over|knock down
辛い	spicy|painful|hot
辛うじて	barely|narrowly|with difficulty
辛かっ	spicy|painful|hot
辛く	spicy|painful|hot
辛さ	spicy|painful|hot
辛勝	narrow victory
辛口	dry taste
辛子	mustard
辛抱	patience|endurance
辛苦	hardship|toil|trouble
辛酸	hardships|privation
辞し	excuse oneself|quit|resign
辞す	excuse oneself|quit|resign
辞め	resign|retire|quit
辞める	resign|retire|quit
辞令	wording|phraseology
辞任	resignation
辞典	dictionary|lexicon
辞書	dictionary|lexicon
辞職	resignation
辞退	declining|refusal|nonacceptance
辰	the dragon
農	farming|agriculture
農作業	farmwork
農作物	crops|agricultural produce
農協	agricultural cooperative
農園	plantation
農地	agricultural land|farmland
農地改革	agrarian reform
農場	farm
農家	farmer|farming family|farmhouse
農政	agricultural administration
農村	agricultural community|farm village
農業	agriculture
農業協同組合	agricultural cooperative
農民	farmer|peasant
農法	farming methods
農産	agricultural products
農産物	agricultural produce
農耕	farming|agriculture|cultivation
農薬	agricultural chemical|agrochemical|agrichemical
辺	area|vicinity|region
辺り	neighbourhood|neighborhood|vicinity
辺地	remote place
辺境	remote region|frontier|border
辻	intersection|crossing|crossroad
辻褄	coherence|consistency
込み	be crowded|be packed|be complex
込む	be crowded|be packed|be complex
込め	load|charge|put into
込める	load|charge|put into
込ん	be crowded|be packed|be complex
辿っ	follow|pursue|follow up
辿り	follow|pursue|follow up
辿り着い	arrive at|finally reach
辿り着き	arrive at|finally reach
辿り着く	arrive at|finally reach
辿る	follow|pursue|follow up
迅速	quick|fast|rapid
迎え	meeting|greeting|welcome
迎える	receive|welcome|greet
迎え撃ち	engage|confront|intercept
迎え撃っ	engage|confront|intercept
迎え撃つ	engage|confront|intercept
迎合	ingratiation|pandering|catering
迎撃	intercept|interception|counter-attack
迎賓館	reception hall|guest house
近々	soon|nearness|before long
近い	near|close|short
近かっ	near|close|short
近く	near|neighbourhood|neighborhood
近さ	near|close|short
近づい	approach|draw near|get close
近づき	acquaintance
近づく	approach|draw near|get close
近づけ	bring near|bring close|associate with
近づける	bring near|bring close|associate with
近世	recent past|recent times
近付い	approach|draw near|get close
近付き	approach|draw near|get close
近付く	approach|draw near|get close
近付け	bring near|bring close|associate with
近付ける	bring near|bring close|associate with
近代	present day|modern times|recent times
近代的	modern
近代詩	modern poetry|modern-style poetry
近作	recent work
近寄せ	bring close|bring near|associate with
近寄せる	bring close|bring near|associate with
近寄っ	approach|draw near
近寄り	approach|draw near
近寄る	approach|draw near
近年	recent years
近所	neighbourhood|neighborhood
近日	soon
近況	recent state|present state|present condition
近海	coastal waters|adjacent seas
近畿	kinki
近眼	nearsightedness|shortsightedness|myopia
近著	recent work
近衛	imperial guards
近視	myopia|shortsightedness|nearsightedness
近親	near relative
近距離	short distance
近辺	neighbourhood|neighborhood|vicinity
近道	short way|shortcut
近郊	outskirts|environs|surrounding area
近隣	neighbourhood|neighborhood|vicinity
近頃	lately|recently|nowadays
返し	return|restore|put back
返す	return|restore|put back
返っ	return|come back|turn over
返り	return|come back|turn over
返り咲き	comeback|reinstatement|second blooming
返る	return|come back|turn over
返上	give up|relinquish|serve up
返事	reply|answer|response
返信	reply|answer
返却	repayment
返品	returned goods
返済	repayment|reimbursement|refund
返答	reply|answer
返送	sending back
返還	return|restoration
返金	repayment
迫っ	approach|draw near|be imminent
迫り	approach|draw near|be imminent
迫る	approach|draw near|be imminent
迫力	impressiveness|impact|force
迫害	persecution|oppression
迫撃	close attack
迫撃砲	mortar
述べ	state|express|mention
述べる	state|express|mention
述懐	speaking about|relating|recollection
迷い	hesitation|bewilderment|perplexity
迷う	get lost|waver|hesitate
迷っ	get lost|waver|hesitate
迷信	superstition|superstitious belief
迷子	lost child|lost person|stray child
迷宮	labyrinth|maze|mystery
迷彩	camouflage|disguise
迷惑	trouble|bother|annoyance
迷路	maze|labyrinth|inner ear
追い	chase|run after|pursue
追いかけ	chase|run after|pursue
追いかける	chase|run after|pursue
追いつい	catch up|draw level|pull even
追いつき	catch up|draw level|pull even
追いつく	catch up|draw level|pull even
追い上げ	gain on
追い上げる	gain on
追い付い	catch up|draw level|pull even
追い付き	catch up|draw level|pull even
追い付く	catch up|draw level|pull even
追い出し	expel|drive out
追い出す	expel|drive out
追い抜い	pass|overtake|surpass
追い抜き	pass|overtake|surpass
追い抜く	pass|overtake|surpass
追い掛け	chase|run after|pursue
追い掛ける	chase|run after|pursue
追い越し	pass|overtake|surpass
追い越す	pass|overtake|surpass
追い込み	final stage|final stretch|final spurt
追い込む	herd|drive|chase
追い込ん	herd|drive|chase
追い風	tailwind|fair wind|favorable wind
追う	chase|run after|pursue
追っ	chase|run after|pursue
追っかけ	chase|pursuit|chase scene
追っかける	chase|run after|pursue
追っ手	pursuer|pursuing party|posse
追っ掛け	chase|run after|pursue
追っ掛ける	chase|run after|pursue
追伸	postscript|post scriptum|ps
追加	addition|supplement|appending
追及	investigation|questioning|pressing
追徴	supplementary charge|additional collection
追悼	mourning|memorial
追撃	pursuit|chase
追放	exile|banishment|eviction
追求	pursuit|search|chase
追究	investigation|close inquiry
追突	rear-end collision
追跡	chase|pursuit|tracking
追随	following
退い	step aside|step back|move back
退き	step aside|step back|move back
退く	step aside|step back|move back
退け	move aside|remove|exclude
退ける	move aside|remove|exclude
退任	retirement|resignation|stepping down
退却	retreat|withdrawal|retirement
退去	departure|leaving|going away
退団	leaving
退場	exit|exeunt|leaving
退学	dismissal
退屈	tedium|boredom|dullness
退廃	degeneration|decadence|deterioration
退廃的	degenerate|decadent
退治	extermination|elimination|eradication
退社	resignation|leaving office|leaving work
退職	retirement|resignation
退避	taking refuge|evacuation|backup
退院	leaving hospital
退陣	resignation|stepping down|retirement
送っ	send|dispatch|despatch
送り	seeing off|sending off|funeral
送り先	forwarding address
送り込み	send in
送り込む	send in
送り込ん	send in
送り返し	send back
送り返す	send back
送る	send|dispatch|despatch
送付	sending|forwarding|remitting
送信	transmission|sending
送別	farewell|send-off
送別会	farewell party
送料	postage|carriage|shipping charge
送球	handball
送還	sending home|repatriation|deportation
送金	remittance|sending money
送電	electricity supply|power supply
逃がし	set free|release|miss
逃がす	set free|release|miss
逃げ	escape|getaway|evasion
逃げる	escape|run away
逃げ出し	run away|flee|escape
逃げ出す	run away|flee|escape
逃げ切っ	get away|outrun|hold on
逃げ切り	get away|outrun|hold on
逃げ切る	get away|outrun|hold on
逃げ足	running away
逃げ道	escape route
逃し	miss|lose|set free
逃す	miss|lose|set free
逃れ	escape
逃れる	escape
逃亡	escape|flight|running away
逃走	flight|desertion|escape
逃避	escape|evasion|flight
逆	reverse|opposite|converse
逆さ	inverted|upside down|reversed
逆しま	reverse|inversion|upside down
逆らい	go against|oppose|disobey
逆らう	go against|oppose|disobey
逆らっ	go against|oppose|disobey
逆上せ	feel dizzy
逆上せる	feel dizzy
逆効果	opposite effect|adverse effect|backfiring
逆境	adverse circumstances|adversity
逆戻り	retrogression|reversal|relapse
逆手	underhand grip|backhand grip|unexpected twist
逆立ち	handstand|headstand
逆襲	counterattack
逆説	paradox
逆転	change|reversal|turn-around
逆輸入	reimportation|reimport|reverse import
逆風	headwind|adverse wind
透き通っ	be transparent|be see-through|be clear
透き通り	be transparent|be see-through|be clear
透き通る	be transparent|be see-through|be clear
透明	transparent|clear
透析	dialysis
透視	seeing through|fluoroscopy|roentgenoscopy
逐一	in detail|minutely
逐次	successively|sequentially
逓信	communications
途	route
途上	en route
途上国	developing country
途中	en route|halfway|midway
途切れ	break off|be interrupted|pause
途切れる	break off|be interrupted|pause
途方	destination|reason
途絶え	stop|cease|cut off
途絶える	stop|cease|cut off
這い	creep|crawl
這う	creep|crawl
這っ	creep|crawl
通	authority|expert|connoisseur
通い	commuting
通う	run between|ply between|attend
通し	continuous run|consecutive run|appetizer
通じ	bowel movement|evacuation|understanding
通じる	be open|lead to|communicate
通す	stick through|force through|spread throughout
通っ	run between|go past|ply between
通り	avenue|street|road
通り過ぎ	go past|pass|pass by
通り過ぎる	go past|pass|pass by
通る	go past|go along|travel along
通例	custom|general rule|convention
通俗的	popular|common|commonplace
通信	correspondence|communication|transmission
通信社	news agency
通信網	communications network
通信衛星	communication satellite|broadcast satellite|bs
通信販売	mail order|mail-order sales|shop-by-mail service
通告	announcement|notice
通商	commerce|trade
通報	report|notification|tip
通夜	wake
通学	school commute
通帳	passbook|bankbook
通常	usual|ordinary|normal
通年	all year|year round
通念	common idea|common wisdom
通産省	miti
通用	popular use|circulation
通知	notice|notification|report
通称	popular name|common name|nickname
通算	total|sum|aggregate
通行	passage|passing|common usage
通行止め	closure
通訳	interpretation|interpreter
通話	telephone call|voice call
通貨	currency
通販	online shopping|e-commerce|mail order
通路	passage|pathway|roadway
通過	passing through|passing by|transit
通達	notification|official notice|directive
通関	customs clearance
逝去	death
逞しい	burly|strong|sturdy
逞しかっ	burly|strong|sturdy
逞しく	burly|strong|sturdy
逞しさ	burly|strong|sturdy
速い	fast|quick|hasty
速かっ	fast|quick|hasty
速く	early|soon|quickly
速さ	speed|velocity|quickness
速め	bring forward|advance|hasten
速める	bring forward|advance|hasten
速やか	quick|speedy|prompt
速力	speed
速報	news flash|prompt report|bulletin
速度	speed|velocity|pace
速攻	swift attack|quick attack|fast break
速球	fastball
速記	shorthand|stenography
速達	express|special delivery
造っ	produce|manufacture|build
造り	making|producing|manufacturing
造る	produce|manufacture|build
造反	rebellion
造幣局	mint bureau|mint
造形	molding|moulding|shaping
造成	development|preparation|reclamation
造船	shipbuilding
造語	coined word|coinage|neologism
逢い	meet|encounter|see
逢う	meet|encounter|see
逢っ	meet|encounter|see
連なっ	extend|stretch out|attend
連なり	extend|stretch out|attend
連なる	extend|stretch out|attend
連ね	line up|add|accept
連ねる	line up|add|accept
連れ	companion|company|tritagonist
連れていい	take someone
連れていき	take someone
連れていく	take someone
連れて行い	take someone
連れて行き	take someone
連れて行く	take someone
連れる	bring along
連れ去っ	take away|carry off|abduct
連れ去り	take away|carry off|abduct
連れ去る	take away|carry off|abduct
連中	company|bunch|gang
連休	consecutive holidays
連作	repeated cultivation|monocropping
連係	connection|linking|linkage
連動	operating together|working together|being linked
連勝	consecutive victories
連合	union|alliance|combination
連合会	association|federation
連名	joint signature
連峰	mountain range
連帯	solidarity|joint|collective
連座	implication|involvement
連想	association|being reminded|suggestion
連戦	successive battles
連打	repeated blows|striking repeatedly|barrage
連携	cooperation|coordination|link
連敗	consecutive defeats
連用	continuous use
連発	running continuously
連盟	league|federation|union
連立	coalition|alliance|union
連結	concatenation|coupling|connection
連絡	contacting|contact|communication
連絡先	contact address
連続	continuation|succession|series
連行	taking|dragging away
連覇	successive championships
連載	serialization|serialisation|serial story
連邦	commonwealth|confederation|union
連鎖	chain|chaining|connection
連関	connection|relation|linkage
連隊	regiment
逮捕	arrest|apprehension|capture
週	week
週休	weekly holiday
週刊	weekly publication
週刊誌	weekly publication|weekly magazine
週末	weekend
週間	week
進み	progress
進む	advance|go forward|precede
進め	advance|move forward|put forward
進める	advance|move forward|put forward
進ん	advance|go forward|precede
進入	entry|approach|penetration
進出	advance|launching|expanding
進化	evolution|progress
進呈	presentation
進展	progress|development
進捗	progress
進撃	advance|charge
進攻	attack|drive|advance
進歩	progress|advance|improvement
進級	promotion
進行	moving forward|onward movement|advance
進路	route|course|path
進退	movement|behaviour|conduct
進退伺い	informal resignation|unofficial resignation
進駐	occupation|stationing
逸らし	turn away|avert|divert
逸らす	turn away|avert|divert
逸れ	turn away|stray from|bear off
逸れる	turn away|stray from|bear off
逸品	excellent article|fine item|rare beauty
逸脱	deviation|departure|omission
逸話	anecdote
遂げ	accomplish|achieve|carry out
遂げる	accomplish|achieve|carry out
遂に	finally|never
遂行	accomplishment|execution
遅い	slow|time-consuming|sluggish
遅かっ	slow|time-consuming|sluggish
遅く	slow|time-consuming|sluggish
遅さ	slow|time-consuming|sluggish
遅らし	delay|postpone|slow down
遅らす	delay|postpone|slow down
遅れ	delay|lag|postponement
遅れる	be late|be delayed|be overdue
遅刻	lateness|tardiness|arriving late
遅咲き	late blooming|late flowering
遅延	delay|latency
遅滞	delay|procrastination
遊び	playing|play
遊び場	playground
遊び相手	playmate|playfellow
遊ぶ	play|enjoy oneself|mess about
遊ん	play|enjoy oneself|mess about
遊休	idle|unused|fallow
遊園地	amusement park
遊戯	game|play|sports
遊撃	raid|hit-and-run attack|search-and-kill mission
遊撃手	shortstop|short
遊歩	walk|promenade
遊牧	nomadism
遊覧	sightseeing
遊説	election tour|election campaign|stumping
運	fortune|luck
運び	progress|pace|carriage
運ぶ	carry|transport|move
運ん	carry|transport|move
運休	suspension|cancellation|stoppage
運動	exercise|physical training|work-out
運動不足	insufficient exercise|inactivity
運動会	athletic meet|sports day
運動場	sports ground|playing field|playground
運命	fate|destiny
運営	management|administration|operation
運搬	transport|transportation|conveyance
運河	canal|waterway
運用	application|practical use|effective management
運航	operating
運良く	luckily
運行	service|operation|motion
運賃	fare|freight rates|shipping expenses
運転	operation|operating|running
運転免許	driver's license|driver's licence
運転士	driver|motorman|mate
運転手	driver|chauffeur
運輸	transportation
運送	transport|freight|shipping
遍歴	travels|pilgrimage|itinerancy
過ぎ	past|too|over-
過ぎる	pass through|pass by|go beyond
過ごし	pass|spend|overdo
過ごす	pass|spend|overdo
過ち	fault|error|indiscretion
過剰	excess|surplus|superabundance
過労	overwork|strain
過半数	majority
過去	the past|bygone days|one's past
過多	excess|surplus|superabundance
過大	excessive|too much|unreasonable
過失	accident|error|blunder
過失致死	involuntary manslaughter|accidental homicide|negligent homicide
過密	overcrowding|crowded|congestion
過小評価	underestimation|undervaluation
過度	excessive|immoderate
過当	excessive|exorbitant
過敏	nervousness|oversensitivity
過渡	crossing|ferry|transient
過渡期	transition period
過激	extreme|radical
過熱	superheating|overheating
過疎	depopulation
過程	process|course|mechanism
過言	exaggeration|overstatement|misstatement
過酷	severe|harsh|hard
道	road|path|street
道のり	distance|journey|itinerary
道具	tool|implement|instrument
道場	dojo|manda
道徳	morals
道理	reason|logic|sense
道程	distance|journey|itinerary
道端	roadside|wayside
道筋	path|route|itinerary
道義	morality|moral principles
道義的責任	moral obligation
道草	wayside grass
道路	road|highway
道順	route|course|directions
達する	reach|arrive at
達人	master|expert
達成	achievement|attainment|accomplishment
達磨	daruma|tumbling doll|bodhidharma
達筆	good handwriting|skillful penmanship|speedy writing
達者	healthy|fit|robust
違い	difference|distinction|discrepancy
違いない	sure|for certain|without doubt
違いなかっ	sure|for certain|without doubt
違いなく	sure|for certain|without doubt
違いなさ	sure|for certain|without doubt
違う	differ|vary
違っ	differ|vary
違反	violation|offense|offence
違和感	uncomfortable feeling|malaise|physical unease
違憲	unconstitutionality
違法	illegal|illicit|unlawful
遠い	far|distant|far away
遠かっ	far|distant|far away
遠く	far away|distant|distant place
遠さ	far|distant|far away
遠ざかっ	go away|fade away|die away
遠ざかり	go away|fade away|die away
遠ざかる	go away|fade away|die away
遠山	distant mountain
遠征	expedition|campaign|tour
遠心力	centrifugal force
遠慮	reserve|constraint|restraint
遠方	long way|distant place
遠泳	long-distance swimming
遠浅	shoal
遠足	excursion|outing|trip
遠距離	long distance|tele-
遠近法	perspective
遠隔	distant|remote|isolated
遡っ	go upstream|make retroactive
遡り	go upstream|make retroactive
遡る	go upstream|make retroactive
遣っ	undertake|perform|play
遣り	undertake|perform|play
遣る	undertake|perform|play
遥か	far|far away|distant
適する	fit|suit
適切	appropriate|suitable|fitting
適合	conformity|compatibility|adaptability
適宜	appropriately|accordingly|as required
適度	moderate|proper|temperate
適当	suitable|proper|appropriate
適応	adaptation|accommodation|conformity
適性	aptitude|aptness|suitability
適時	timely|opportune
適格	eligible|qualified|competent
適正	reasonable|suitable
適法	legal|lawful|legitimate
適用	applying|adoption
適確	precise|accurate|appropriate
適量	proper quantity|suitable amount|proper dose
適齢	suitable age
適齢期	suitable age|marriageable age
遭い	meet|encounter|see
遭う	meet|encounter|see
遭っ	meet|encounter|see
遭遇	encounter|meeting with
遭難	disaster|accident|shipwreck
遮っ	interrupt|obstruct|block
遮り	interrupt|obstruct|block
遮る	interrupt|obstruct|block
遮断	isolation|cut off|blockade
遮断器	circuit breaker
遮断機	crossing gate|barrier
遵守	observance|adherence|obeying
選	selection|choice|choosing
選っ	choose|select
選び	choose|select
選ぶ	choose|select
選り	choose|select
選りすぐり	special selection|finest pick|top pick
選り分け	classify|sift through
選り分ける	classify|sift through
選る	choose|select
選ん	choose|select
選任	nomination|selection|election
選出	election|selection|choice
選別	selection|classification|sorting
選奨	recommendation
選定	selection
選手	player|athlete|team member
選手村	olympic village|athlete's village
選手権	championship|title
選抜	selection|choice|picking out
選択	selection|choice|option
選択肢	choices|alternatives|options
選挙	election
選挙人	voter|constituent|elector
選挙戦	election campaign
選挙権	suffrage
選挙運動	election campaign|political campaign|campaigning
選考	selection|screening
選者	judge|selector
遺伝	heredity|inheritance
遺伝子	gene
遺体	corpse|remains
遺作	posthumous works
遺児	orphan|abandoned child
遺品	inherited item|estate|memento
遺失物	lost article|lost property
遺志	dying wish
遺恨	grudge|ill will|enmity
遺憾	regrettable|unsatisfactory|deplorable
遺族	bereaved family|surviving family
遺書	suicide note|testamentary letter|testament
遺棄	abandonment|desertion
遺構	remains|remnants|ancient foundation
遺物	relic|remains|memento
遺産	inheritance|bequest|legacy
遺言	testament|last request
遺跡	historic ruins|archeological site
遺骨	cremated remains|ashes|remains
避け	avoid
避ける	avoid
避妊	contraception
避暑	summering
避難	taking refuge|finding shelter|evacuation
避難民	evacuees|displaced persons|refugees
還付	return|restoration|refund
還元	restoration|return|reduction
還流	return current|convection|reflux
邦人	japanese national|fellow countryman
邦楽	japanese music
邦画	japanese film|japanese painting
邪	wicked|evil
邪道	improper way|wrong way|unorthodox method
邪魔	hindrance|obstacle|nuisance
邸	residence|estate|grounds
邸内	grounds|premises
邸宅	mansion|residence
郊外	suburb|commuter belt
郡	district|county
郡部	rural districts|counties
部	department|division|bureau
部下	subordinate person
部会	section meeting
部位	part|region|site
部内	the staff
部分	portion|section|part
部分的	partial
部品	parts|accessories|components
部員	staff|member
部局	department|bureau|section
部屋	room|chamber|apartment
部数	circulation
部族	tribe|clan|house
部活	club activities|extracurricular activities
部署	one's post|one's station|department
部落	hamlet|burakumin area
部門	division|branch|field
部隊	force|unit|corps
部首	radical
郵便	mail service|postal service|mail
郵便局	post office
郵政	postal system
郵貯	postal savings
郵送	mailing|posting
郷土	native place|birth-place|province
郷愁	nostalgia|homesickness
郷里	birth-place|home town
都	capital|city
都会	city
都合	circumstances|condition|convenience
都市	town|city|municipal
都市ガス	town gas|city gas|municipal gas
都市計画	city planning|urban planning|town planning
都市部	urban area|urban district
都度	whenever
都心	city centre|urban centre
都政	metropolitan government
都民	city populace
都立	metropolitan
都議	metropolitan assemblyman
都道府県	prefectures
酉	the rooster|the cock|the chicken
配っ	distribute|hand out|deliver
配り	distribute|hand out|deliver
配り物	present|gift
配る	distribute|hand out|deliver
配信	distribution|broadcast|delivery
配偶者	spouse|wife|husband
配備	deployment|disposition|posting
配分	distribution|allotment
配列	arrangement|disposition|array
配属	assignment|attachment
配布	distribution
配当	allotment|apportionment|share
配役	cast
配慮	consideration|concern|attention
配管	plumbing|piping
配給	distribution|rationing
配線	wiring
配置	arrangement|deployment|stationing
配送	delivery
配達	delivery
酒	alcohol|sake
酒場	bar|pub|tavern
酒屋	liquor store|wine shop|bottle shop
酒店	alcohol-selling shop
酒税	liquor tax
酒造	sake brewing
酒類	alcoholic drinks|liquor
酔い	drunkenness|intoxication|motion sickness
酔う	get drunk|become intoxicated|feel sick
酔っ	get drunk|become intoxicated|feel sick
酔っ払い	drunkard
酔っ払う	get drunk
酔っ払っ	get drunk
酢	vinegar
酢の物	vinegared dish|pickled dish
酢酸	acetic acid
酪農	dairy farming
酵母	yeast|leaven
酵素	enzyme
酷	severe|harsh|stringent
酷い	cruel|heartless|hard
酷かっ	cruel|heartless|hard
酷く	terribly|badly|awfully
酷さ	cruel|heartless|hard
酷似	resembling closely
酷使	exploitation|overuse|abuse
酷暑	intense heat|severe heat
酷評	severe criticism|damnation
酸	acid|sourness|sour taste
酸っぱい	sour|acid
酸っぱかっ	sour|acid
酸っぱく	sour|acid
酸っぱさ	sour|acid
酸化	oxidation|oxidization
酸味	sourness|acidity
酸性	acidity
酸素	oxygen
醜い	ugly|unattractive|unsightly
醜かっ	ugly|unattractive|unsightly
醜く	ugly|unattractive|unsightly
醜さ	ugly|unattractive|unsightly
醜女	homely woman|plain-looking woman|female demon
醜悪	ugly|unsightly|hideous
醜態	disgraceful behavior|disgraceful behaviour|shameful sight
醜聞	scandal
醤油	soy sauce|shoyu
醸成	brewing|fermenting|arousing
醸造	brewing
釈放	release|liberation|acquittal
釈明	explanation|vindication
釈迦	gautama buddha|shakyamuni
里	japanese league|ri|neighbourhood
里子	foster child|adopted animal
里帰り	returning home
里親	foster parent|foster parents|caretaker
重い	heavy|weighty|depressed
重かっ	heavy|weighty|depressed
重き	importance|emphasis|stress
重く	heavy|weighty|depressed
重さ	weight
重し	stone weight|weight
重たい	heavy|weighty|serious
重たかっ	heavy|weighty|serious
重たく	heavy|weighty|serious
重たさ	heavy|weighty|serious
重っ	get heavy|worsen|grow serious
重なっ	pile up|accumulate
重なり	pile up|accumulate
重なる	pile up|accumulate
重ね	pile up|heap up|stack up
重ねる	pile up|heap up|stack up
重ね合わせ	superposition
重み	weight|burden|grandeur
重り	get heavy|worsen|grow serious
重る	get heavy|worsen|grow serious
重んじ	respect|honor|honour
重んじる	respect|honor|honour
重んず	honor|honour|respect
重んずる	honor|honour|respect
重体	serious condition|critical condition
重傷	serious wound|serious injury
重力	gravity|gravitation|gravitational pull
重厚	profound|deep|grave
重圧	strong pressure|heavy pressure
重大	serious|important|significant
重宝	convenient|useful|handy
重層	multistoried|multilayered
重工業	heavy industry
重度	severe|serious
重役	director|executive|top management
重心	centroid|barycenter
重態	serious condition|critical condition
重油	heavy oil|fuel oil
重点	important point|emphasis|stress
重点的	prioritized|focused|concentrated
重病	serious illness
重症	serious illness
重苦しい	heavy|gloomy|oppressive
重苦しかっ	heavy|gloomy|oppressive
重苦しく	heavy|gloomy|oppressive
重苦しさ	heavy|gloomy|oppressive
重荷	load|heavy burden|encumbrance
重複	duplication|repetition|overlapping
重要	important|momentous|essential
重要性	importance|gravity
重要視	regarding highly
重責	heavy responsibility
重量	weight|heavyweight boxer
重鎮	leader|authority|mainstay
野	plain|field|hidden member
野党	opposition party|political opposition|opposition
野原	field|plain|prairie
野合	illicit union|collusion
野外	outdoors|outside|open air
野心	ambition|aspiration|sinister designs
野性	wildness|uncouth|rough
野手	fielder
野放し	pasturing|leaving uncontrolled
野暮	boorish|unsophisticated|unrefined
野望	ambition|aspiration
野犬	stray dog|ownerless dog
野獣	wild beast|wild animal|brute
野球	baseball
野球部	baseball club|baseball team
野生	wild|growing wild
野菜	vegetable
野蛮	savage|barbarous|barbaric
野郎	guy|fellow|chap
野鳥	wild bird
量	quantity|amount|volume
量っ	measure|weigh|survey
量り	measure|weigh|survey
量る	measure|weigh|survey
量刑	judge's sentence
量産	mass production
量的	quantitative
量販店	volume retailer|mass marketer|emporium
金	money|gold|metal
金がない	broke|poor|short
金がなかっ	broke|poor|short
金がなく	broke|poor|short
金がなさ	broke|poor|short
金もうけ	money-making|earning money
金儲け	money-making|earning money
金具	metal fittings|metal fixtures
金利	interest rate|interest
金塊	gold nugget|gold bullion|gold bar
金子	money|funds
金属	metal
金庫	safe|strongbox|cashbox
金持ち	rich person
金星	venus|dazzling victory
金曜	friday
金曜日	friday
金槌	hammer|hopeless swimmer
金権	financial influence
金石	epigraph
金網	wire netting|wire mesh|wire screen
金縛り	sleep paralysis
金脈	financial connections|patron
金色	golden
金融	finance|financing|credit transacting
金融市場	financial market|money market
金融庁	fsa
金融機関	financial institutions|banking facilities
金貨	gold coin
金銭	money|cash
金髪	blond hair
金魚	goldfish
釘	nail|spike|tack
釜	iron pot|kettle
針	needle|pin|hook
針金	wire
釣っ	fish|angle|catch
釣り	fishing|angling|change
釣り合い	balance|equilibrium
釣り合う	balance|suit
釣り合っ	balance|suit
釣り堀	fish pond|fishing pond
釣り針	fish hook
釣り銭	change
釣る	fish|angle|catch
釣合	balance|equilibrium
釣合い	balance|equilibrium
鈍い	dull|thickheaded|blunt
鈍かっ	dull|thickheaded|blunt
鈍く	dull|thickheaded|blunt
鈍さ	dull|thickheaded|blunt
鈍っ	become blunt|grow dull|weaken
鈍り	become blunt|grow dull|weaken
鈍る	become blunt|grow dull|weaken
鈍化	becoming dull|slowing down
鈍器	blunt weapon
鈍感	thickheaded|insensitive|dull
鈍間	blockhead|dunce|dimwit
鈴	bell
鉄	iron
鉄工	ironworking|ironworker
鉄板	iron plate|steel plane|sure thing
鉄棒	iron rod|iron bar|iron club
鉄橋	railway bridge|iron bridge
鉄砲	gun
鉄筋	rebar|reinforcing bar|reinforcing steel
鉄道	railroad|railway|rail transport
鉄鉱	iron ore
鉄骨	steel frame|steel beam|steel girder
鉛	lead
鉛筆	pencil
鉢	bowl|pot|basin
鉢巻	headband
鉢巻き	headband
鉢植え	potted plant
鉱区	mining area
鉱業	mining industry
鉱物	mineral
鉱石	ore|mineral|crystal
銀	silver|silver coin|money
銀座	ginza|silver mint
銀杯	silver cup
銀河	milky way|galaxy
銀紙	aluminum foil|aluminium foil|tinfoil
銀色	silver
銀行	bank|banking institution
銀貨	silver coin
銃	gun|rifle|small arms
銃器	small arms
銃声	gunshot|report
銃弾	bullet
銃撃	shooting|gunning
銅	copper|bronze
銅像	bronze statue
銅山	copper mine
銅版画	copperplate engraving|etching
銅貨	copper coin
銑鉄	pig iron
銘々	individual
銘柄	brand|description
銚子	decanter
銭	sen
銭湯	public bath|bathhouse
鋏	scissors|shears|clippers
鋭い	sharp|pointed|stabbing
鋭かっ	sharp|pointed|stabbing
鋭く	sharp|pointed|stabbing
鋭さ	sharp|pointed|stabbing
鋭利	sharp|keen|acute
鋭敏	sharp|keen|acute
鋭角	acute angle
鋳る	cast|mint|coin
鋳型	mold|mould|template
鋳物	casting|cast-metal object
鋳造	casting|founding|minting
鋸	saw|musical saw
鋼	steel
鋼材	steel material
鋼板	steel sheet|steel plate|steel plates
鋼鉄	steel
錆	rust
錆び	rust|become rusty
錆びる	rust|become rusty
錠	lock|padlock|tablet
錠剤	pill|lozenge|tablet
錦	brocade|fine dress|fine clothes
錨	anchor
錫	tin
錬金術	alchemy|moneymaker|money-spinner
錬金術師	alchemist
錯乱	confusion|distraction|derangement
錯覚	optical illusion|hallucination|misapprehension
錯誤	mistake|error|discrepancy
録画	recording
録音	recording
録音テープ	audio tape|magnetic tape
鍋	saucepan|pot|stew
鍛え	forge|temper|drill
鍛える	forge|temper|drill
鍛錬	tempering|annealing|forging
鍵	key|lock
鍵盤	keyboard
鍾乳洞	limestone cave|limestone cavern
鎌	sickle|leading question|trick question
鎌倉	kamakura
鎖	chain|chains
鎖国	national isolation|sakoku
鎧	armor|armour
鎮まっ	become quiet|quiet down|quieten down
鎮まり	become quiet|quiet down|quieten down
鎮まる	become quiet|quiet down|quieten down
鎮め	appease|suppress|calm
鎮める	appease|suppress|calm
鎮圧	suppression|subjugation
鎮守	tutelary god
鎮痛剤	analgesic|painkiller|sedative
鏡	mirror|looking-glass|barrel head
鏡台	dresser
鐘	bell|chime
鐘楼	belfry|bell tower
鑑別	discrimination|judgement|judgment
鑑定	judgement|judgment|expert opinion
鑑賞	appreciation
長	head|chief|leader
長い	long|protracted|prolonged
長い間	long time|long interval
長かっ	long|protracted|prolonged
長く	long|protracted|prolonged
長さ	length
長らく	long|long time
長久	permanence|perpetuity
長大	grand|huge
長女	eldest daughter|first-born daughter
長官	secretary|director|chief
長寿	long life|longevity
長居	long visit|overstaying
長屋	tenement house|row house
長崎	nagasaki
長年	long time|many years
長引い	be prolonged|drag on
長引き	be prolonged|drag on
長引く	be prolonged|drag on
長所	strong point|merit|virtue
長打	long hit|slugging|extra-base hit
長持ち	long-lasting|long-wearing|wears well
長方形	rectangle|oblong
長時間	long time
長期	long-term
長期的	long-term
長生き	longevity|long life
長男	eldest son|first-born son
長短	length
長続き	lasting long|continuation|keeping at
長編	long
長老	elder|senior|senior monk
長者	millionaire|one's superior|one's elder
長蛇の列	long line|long queue
長袖	long sleeves
長話	long talk
長調	major key
長距離	long distance|long haul
長身	tall figure|high stature
長閑	tranquil|calm|quiet
門	gate
門下	one's pupil|one's student|one's follower
門下生	pupil|disciple|follower
門外漢	outsider|layman|amateur
門戸	door
閃い	flash|flicker|glitter
閃き	flash|flicker|glitter
閃く	flash|flicker|glitter
閉ざし	shut|close|fasten
閉ざす	shut|close|fasten
閉じ	close|shut
閉じこもっ	seclude oneself
閉じこもり	seclude oneself
閉じこもる	seclude oneself
閉じる	close|shut
閉じ込め	lock up|shut up|imprison
閉じ込める	lock up|shut up|imprison
閉まっ	be shut|close|be closed
閉まり	be shut|close|be closed
閉まる	be shut|close|be closed
閉め	close|shut
閉める	close|shut
閉会	closure
閉塞	blockage|blockade|blocking up
閉店	stopping business
閉鎖	closing|closure|shutdown
閊え	stick|get stuck|get caught
閊える	stick|get stuck|get caught
開い	open|undo|unseal
開き	opening|gap
開き直っ	become defiant|fight back|turn upon
開き直り	become defiant|fight back|turn upon
開き直る	become defiant|fight back|turn upon
開く	open|undo|unseal
開け	open|open out|unwrap
開ける	open|open out|unwrap
開催	holding|opening|hosting
開口	opening|aperture
開城	capitulation
開場	opening|inauguration
開墾	clearing|reclamation
開始	start|commencement|beginning
開始時刻	starting time
開封	opening|unsealed letter
開局	opening|establishment
開幕	opening
開廷	court session|trial
開拓	reclamation|cultivation|development
開拓者	pioneer|settler|colonist
開放	opening|leaving open|opening up
開業医	private clinician
開演	curtain raising|starting
開発	development|exploitation
開発元	developer
開発者	developer
開発途上国	developing country|emerging nation
開発部	development department
開示	release|disclosure|show
開票	counting ballots|tally
開花	flowers budding|blooming|flowering
開設	establishment|opening|setting up
開通	opening|beginning services|reopening
開館	opening
閏年	leap year
閑散	deserted|quiet|hushed
閑静	quiet|peaceful|tranquil
間	space|pause|interval
間に合い	be enough|manage
間に合う	be enough|manage
間に合せ	makeshift
間に合っ	be enough|manage
間に合わせ	makeshift
間に合わせる	manage with|make shift|have ready
間もなく	soon|shortly|before long
間も無く	soon|shortly|before long
間一髪	hair's breadth
間伐	periodic thinning
間取り	layout
間口	frontage|width|breadth
間抜け	stupid|foolish|idiotic
間接	indirection|indirectness
間接的	indirect
間接税	indirect tax
間柄	relationship|relation|terms
間誤付い	be confused|be flustered
間誤付き	be confused|be flustered
間誤付く	be confused|be flustered
間近	proximity|nearness|soon
間違い	mistake|error|blunder
間違いない	certain|sure|doubtless
間違いなかっ	certain|sure|doubtless
間違いなく	certain|sure|doubtless
間違いなさ	certain|sure|doubtless
間違う	be incorrect|be mistaken
間違え	confuse
間違える	confuse
間違っ	be incorrect|be mistaken
間隔	space|interval|space character
間食	snacking
関	barrier|gate|seki
関する	concern|be related
関わっ	be affected|be influenced
関わり	be affected|be influenced
関わる	be affected|be influenced
関与	participation|participating in
関係	relation|relationship|connection
関係者	person concerned|people involved|those concerned
関心	concern|interest
関知	concern|business
関税	tariff|duty|customs
関節	joint
関西	kansai
関連	relation|connection|relevance
関門	barrier|checkpoint|gateway
閣下	your excellency|his excellency|her excellency
閣僚	cabinet ministers
閣内	cabinet
閣議	cabinet meeting
閥	clique|clan|faction
閲覧	inspection|reading|perusal
閾値	threshold
闇	darkness|the dark|bewilderment
闘い	make war|wage war|fight
闘う	make war|wage war|fight
闘っ	make war|wage war|fight
闘争	fight|battle|combat
闘士	fighter|militant|champion
闘志	fighting spirit|fight
阪神	osaka-kobe|hanshin
防い	defend against|protect against|prevent
防ぎ	defend against|protect against|prevent
防ぐ	defend against|protect against|prevent
防弾	bulletproof|bombproof
防御	defense|defence|safeguard
防戦	defensive fight
防止	prevention|check
防水	waterproofing|making watertight
防波堤	breakwater|mole
防火	fire prevention|fire fighting|fire proof
防災	disaster preparedness
防犯カメラ	security camera
防空	air defense|air defence
防衛	defense|defence|protection
防護	protection
防音	soundproof
阻み	stop|prevent|check
阻む	stop|prevent|check
阻ん	stop|prevent|check
阻害	obstruction|inhibition
阻止	obstruction|check|hindrance
阿呆	fool|idiot|simpleton
阿弥陀	amitabha|amida|ghostleg lottery
阿蘭陀	netherlands|holland
附属	attached|belonging|included
降っ	fall|come down|form
降り	fall|descend|come down
降りる	descend|come down|alight
降る	fall|come down|form
降ろし	take down|bring down|lower
降ろす	take down|bring down|lower
降下	descent|fall|drop
降伏	capitulation|surrender|submission
降参	surrender|submission|capitulation
降板	resignation|stepping down|withdrawing
降格	demotion|relegation|downgrading
降水	rainfall|precipitation
降水量	precipitation
降雨	rainfall|rain
降雪	snowfall|snow
限っ	restrict|limit|confine
限り	limit|limits|bounds
限りない	eternal|unlimited|endless
限りなかっ	eternal|unlimited|endless
限りなく	eternal|unlimited|endless
限りなさ	eternal|unlimited|endless
限り限り	just barely
限る	restrict|limit|confine
限定	limit|restriction
限度	limit|bounds
限度額	limit
限界	limit|bound
院長	director
陣中	in camp
陣営	camp|faction|military camp
陣地	encampment|position
陣容	battle formation|battle array|lineup
陣痛	labour pains|labor pains|birth pains
除い	remove|eliminate|eradicate
除き	remove|eliminate|eradicate
除く	remove|eliminate|eradicate
除去	removal
除名	expulsion|excommunication
除外	exception|exclusion
除籍	expelling|decommissioning
除草	weeding
除菌	disinfection|sterile filtration
陥っ	fall into
陥り	fall into
陥る	fall into
陥没	cave-in|collapse|sinking
陥落	fall|sinking|surrender
陪審	jury
陰	shade|shadow|behind
陰り	shade|gloom
陰口	malicious gossip|backbiting
陰性	negative
陰気	gloomy|dismal|miserable
陰謀	plot|intrigue|scheme
陳列	exhibition|display
陳情	petition|appeal
陳腐	stale|hackneyed|cliched
陳謝	apology
陳述	statement|declaration
陵	imperial mausoleum|emperor's tomb|big hill
陶器	porcelain|china|chinaware
陶工	potter
陶磁器	porcelain|china|chinaware
陶芸	ceramic art|ceramics
陶酔	intoxication
陸	land|shore
陸上	land|ground|shore
陸上競技	track-and-field events
陸上自衛隊	jgsdf
陸橋	viaduct|overhead bridge|overpass
陸路	land route|overland route|by land
陸軍	army
険しい	precipitous|rugged|inaccessible
険しかっ	precipitous|rugged|inaccessible
険しく	precipitous|rugged|inaccessible
険しさ	precipitous|rugged|inaccessible
険悪	dangerous|perilous|threatening
陽	positive|yang
陽光	sunshine|sunlight
陽子	proton
陽性	positivity
陽気	cheerful|jovial|merry
隅	corner|nook|recess
隅々	every corner
隆盛	prosperity|flourishing|thriving
隆起	protuberance|bulge|protrusion
隈なく	everywhere
隊員	troops|group members|team members
隊長	commanding officer
階	storey|story|floor
階層	class|level|stratum
階段	stairs|stairway|staircase
階級	class|rank|grade
随一	best|greatest
随分	terrible|horrid|contemptible
随員	attendant
随意	voluntary|optional|free
随所	everywhere
随時	whenever necessary|as required
随筆	essays|miscellaneous writings|literary jottings
隔たっ	be distant
隔たり	distance|interval|gap
隔たる	be distant
隔て	partition|distinction
隔てる	separate|isolate|partition
隔離	isolation|segregation|separation
隙	gap|space|break
隙間	crevice|crack|gap
際	circumstances|juncture
際会	meeting|facing|confronting
際立ち	be prominent|be conspicuous
際立っ	be prominent|be conspicuous
際立つ	be prominent|be conspicuous
際限	limits|end|bounds
障っ	hinder|interfere with|irritate
障り	hinder|interfere with|irritate
障る	hinder|interfere with|irritate
障壁	enclosing wall|boundary fence|obstacle
障子	shoji
障害	obstacle|impediment|hindrance
障害者	disabled person|handicapped person
隠し	hide|conceal
隠し引き出し	secret drawer|hidden drawer
隠す	hide|conceal
隠れ	hide|be hidden|conceal oneself
隠れる	hide|be hidden|conceal oneself
隠匿	concealment
隠居	retirement|retired person|retiree
隠滅	destruction|spoliation|suppression
隠語	secret language|jargon|cant
隣	adjoining|adjacent|neighbouring house
隣人	neighbour|neighbor|neighbourhood
隣国	neighbouring country|neighboring country|adjacent country
隣家	neighbouring house|neighboring house
隣接	adjacency|contiguity|being adjoined
隼	falcon
雀	tree sparrow|talkative person|knowledgeable person
雁	wild goose|glans
雄	male
雄大	grand|magnificent|majestic
雄弁	oratory|eloquence
雅楽	gagaku
雅致	artistry|good taste|elegance
集い	meeting|get-together
集う	meet|assemble|congregate
集っ	meet|gather|assemble
集まっ	gather|collect|assemble
集まり	gathering|meeting|assembly
集まる	gather|collect|assemble
集め	collect|assemble|gather
集める	collect|assemble|gather
集り	gather|crowd round|swarm
集る	gather|crowd round|swarm
集中	concentration|focusing|convergence
集中力	concentration
集中豪雨	local downpour
集会	meeting|assembly|gathering
集合	meeting up|gathering|assembly
集団	group|mass
集大成	compilation|culmination
集票	gathering votes
集積	accumulation
集約	intensiveness|collecting|summarizing
集荷	cargo booking
集落	settlement|village|community
集計	totalization|totalisation|aggregation
集金	money collection
雇い	employ|hire|charter
雇い主	employer
雇う	employ|hire|charter
雇っ	employ|hire|charter
雇主	employer
雇用	employment|hire
雌	female
雌花	female flower
雑	rough|crude|sloppy
雑居	living together|mixed residence|multi-tenant
雑巾	house-cloth|dust cloth
雑木林	copse|coppice|thicket
雑草	weed
雑誌	journal|magazine|periodical
雑談	chatting|idle talk
雑貨	miscellaneous goods|general goods|sundries
雑踏	throng|crowd|congestion
雑音	noise|interference|static
雛	young bird|chick|fledgling
離し	separate|part|divide
離す	separate|part|divide
離れ	be separated|be apart|be distant
離れる	be separated|be apart|be distant
離反	estrangement|alienation|disaffection
離婚	divorce
離宮	imperial villa|royal villa|detached palace
離島	isolated island|outlying island
離散	dispersal|scattering
離職	employment separation
離脱	withdrawal|secession|separation
離陸	takeoff
難	difficulty|trouble|hardship
難い	difficult|hard
難かっ	difficult|hard
難く	difficult|hard
難さ	difficult|hard
難しい	difficult|hard|troublesome
難しかっ	difficult|hard|troublesome
難しく	difficult|hard|troublesome
難しさ	difficult|hard|troublesome
難なく	easily
難問	perplexity|difficult question|difficult problem
難局	difficult situation
難易	difficulty|relative difficulty
難民	refugee|displaced person
難波	naniwa
難点	fault|weakness
難病	incurable disease
難聴	bradyacusia|deafness|hearing loss
難航	difficult voyage|hard flight|rough going
難色	disapproval
難解	unintelligible|abstruse
難関	barrier|obstacle|difficulty
難題	difficult problem|challenge
雨	rain|rainy day|rainy weather
雨具	rain gear
雨垂れ	raindrops|exclamation point|exclamation mark
雨天	rainy weather
雨季	rainy season
雨期	rainy season
雨水	rain water
雨漏り	roof leak
雨量	rainfall
雨降り	rainfall|rainy weather
雨雲	rain cloud
雪	snow|snowfall
雪国	snow country
雪崩	avalanche|snowslide
雪渓	snowy valley
雪解け	snow thaw|thawing
雪辱	revenge
雰囲気	atmosphere|mood|ambience
雲	cloud
雲泥の差	wide difference
雲行き	weather|situation|signs
雲雀	skylark|mongolian lark
零	zero|nought
零し	spill|drop|shed
零す	spill|drop|shed
零れ	spill|overflow|peek through
零れる	spill|overflow|peek through
零下	below zero|sub-zero
零時	twelve o'clock|midnight|noon
零点	zero|no marks|root
零細	insignificant|trifling|paltry
雷	lightning|thunder|thunderbolt
雷雨	thunderstorm
雷鳴	thunder|thunderclap
電信	telegraph
電光	lightning|electric illumination
電力	electric power
電動	electric
電化	electrification
電卓	calculator|pocket calculator
電器	electric
電圧	voltage
電報	telegram
電子	electron|electronic
電子メール	email|e-mail|electronic mail
電子部品	electronic parts
電撃	electric shock|blitz|lightning attack
電柱	utility pole|power pole|telephone pole
電極	electrode
電機	electrical machinery|appliances
電気	electricity|light
電気製品	electronic goods
電池	battery|cell
電池切れ	battery depletion|going flat|going dead
電波	radio wave|reception|signal
電流	electric current
電源	electrical power|power
電源ケーブル	power cable|power lead
電灯	electric light
電球	light bulb
電磁石	electromagnet
電線	electric line|electric cable|power cable
電話	telephone call|phone call|telephone
電話帳	telephone book|telephone directory
電話機	telephone
電話番号	telephone number
電車	train|electric train
電鉄	electric railway
需要	demand|request
震え	shiver|shake|quake
震える	shiver|shake|quake
震動	shock|tremor|impact
震度	seismic intensity
震源	hypocentre|hypocenter
震災	earthquake disaster
霊	soul|spirit|departed soul
霊園	cemetery|park-style cemetery|memorial park
霜	frost|white hair|grey hair
霜降り	salt-and-pepper|marbling
霞	haze|mist|dimness
霞み	become misty|become hazy|get blurry
霞む	become misty|become hazy|get blurry
霞ん	become misty|become hazy|get blurry
霧	fog|mist|spray
霧雨	drizzle|light rain
露	dew|tears
露出	exposure|laying bare|baring
露呈	exposure|disclosure
露店	street stall|stand|booth
露西亜	russia
露見	discovery|detection|exposure
露顕	discovery|detection|exposure
露骨	open|unconcealed|undisguised
青	blue|azure|green
青い	blue|azure|green
青かっ	blue|azure|green
青く	blue|azure|green
青さ	blue|azure|green
青ざめ	become pale|turn pale
青ざめる	become pale|turn pale
青写真	blueprint|cyanotype|plan
青少年	youth|young person
青山	lush mountain|green mountain|grave
青年	youth|young man
青春	youth|adolescent
青木	japanese laurel|spotted laurel|aucuba japonica
青果	produce
青柳	green willow
青梅	unripe plum
青白い	pale|pallid|bluish-white
青白かっ	pale|pallid|bluish-white
青白く	pale|pallid|bluish-white
青白さ	pale|pallid|bluish-white
青空	blue sky
青色	blue
青葉	fresh leaves
青酸	hydrocyanic acid|prussic acid|hydrogen cyanide
青銅	bronze
青雲	blue sky|erudition|high rank
靖国神社	yasukuni shrine
静か	quiet|silent|slow
静けさ	stillness|silence|hush
静まっ	become quiet|quiet down|quieten down
静まり	become quiet|quiet down|quieten down
静まる	become quiet|quiet down|quieten down
静め	appease|suppress|calm
静める	appease|suppress|calm
静寂	silence|stillness|quietness
静岡	shizuoka
静止	stillness|repose|standing still
静物	still object|still life
静粛	silent
静脈	vein
静観	watchful waiting|careful supervision
静養	rest
非	fault|error|mistake
非公式	informal|unofficial
非公開	private|exclusive|secret
非合法	illegal|unlawful
非常	emergency
非常に	extremely|exceedingly
非常勤	part-time work
非常口	emergency exit
非常識	thoughtlessness|senselessness|irrationality
非礼	impoliteness
非行	delinquency|misconduct
非鉄金属	nonferrous metals
非難	criticism|blame|censure
靡い	bend|flutter|wave
靡き	bend|flutter|wave
靡く	bend|flutter|wave
面	face|surface|mug
面々	every person|everybody
面する	face on
面会	meeting|seeing|visit
面倒	trouble|bother|difficulty
面倒くさい	bothersome|tiresome
面倒くさかっ	bothersome|tiresome
面倒くさく	bothersome|tiresome
面倒くささ	bothersome|tiresome
面倒臭い	bothersome|tiresome
面倒臭かっ	bothersome|tiresome
面倒臭く	bothersome|tiresome
面倒臭さ	bothersome|tiresome
面子	face|honour|honor
面影	face|looks|vestiges
面持ち	expression|look|countenance
面接	interview
面白	amusing|funny|interesting
面白い	interesting|fascinating|intriguing
面白かっ	interesting|fascinating|intriguing
面白く	interesting|fascinating|intriguing
面白さ	interesting|fascinating|intriguing
面皰	pimple|acne
面目	face|honour|honor
面積	square measure|size|area
面談	interview
面識	acquaintance
靨	dimple
革	leather
革命	revolution
革新	reform|innovation
革靴	leather shoes|leather boots
靴	shoe|shoes|boots
靴下	socks|sock|stockings
靴屋	shoe store|shoe shop|shoemaker
鞄	bag|satchel|briefcase
鞦韆	swing|trapeze
韓国	south korea|korean empire
韓国語	korean
音	sound|noise|report
音声	voice|speech|sound
音楽	music
音楽家	musician
音痴	tone-deafness|amusia|tone-deaf
音程	interval|step|pitch
音符	musical note|note symbol|phonetic symbol
音色	tone color|tone colour|tone quality
音訓	kanji readings
音読	reading aloud
音読み	on reading|on'yomi
音質	tone quality|sound quality
音量	volume
音階	scale
音響	sound|noise|acoustics
音頭	lead
韻	rhyme|rime
韻律	metre|meter|rhythm
響	echo|reverberation|sound
響い	resound|reverberate|shake
響き	echo|reverberation|sound
響く	resound|reverberate|shake
響めい	resound
響めき	resound
響めく	resound
頁	page
頂	crown|summit|spire
頂い	receive|accept|take
頂き	receive|accept|take
頂く	receive|accept|take
頂上	top|summit|peak
頂戴	receiving|reception|being given
頂点	top|summit|vertex
頃	around|toward|suitable time
項目	item|heading|category
順	order|turn|sorting
順々に	in order|in turn
順に	in order|in turn
順位	order|rank|position
順守	observance|adherence|obeying
順序	order|sequence|procedure
順当	proper|right|reasonable
順応	adaptation|accommodation|conforming
順次	in order|sequential|seriatim
順番	turn|sequential order
順調	favourable|favorable|all right
順路	route|fixed route|specified route
預かっ	look after|keep
預かり	under custody|under supervision|undecided match
預かり所	cloakroom|parcel room
預かり証	claim check|baggage check|luggage check
預かる	look after|keep
預け	leave|put|place
預ける	leave|put|place
預託	depositing|deposition
預貯金	bank account
預金	deposit|bank account
頑な	obstinate|stubborn|mulish
頑丈	solid|firm|stout
頑固	stubborn|obstinate|pigheaded
頑張っ	persevere|persist|hang on
頑張り	tenacity|endurance
頑張る	persevere|persist|hang on
頑強	stubborn|dogged|persistent
頒布	distribution|circulation
領事	consul
領事館	consulate
領内	territory|domains
領収	receipt|receiving
領収書	hand-written receipt
領土	dominion|territory|possession
領地	territory|dominion|grounds
領域	area|domain|territory
領有	possession
領海	territorial waters
領空	territorial airspace
領袖	leader|chief|boss
頬	cheek
頬っぺた	cheek
頭	head|hair
頭上	overhead
頭取	president|greenroom manager
頭打ち	plateauing|maxing out
頭文字	capital letter|initials
頭痛	headache
頭脳	head|brains|intellect
頭部	head|cranium
頭金	down payment|deposit
頭骨	skull
頭髪	hair
頷い	nod|agree
頷き	nod|agree
頷く	nod|agree
頻りに	frequently|repeatedly|often
頻度	frequency
頻発	frequent occurrence
頻繁	frequent|incessant
頼っ	rely on|depend on|count on
頼み	request|favor|favour
頼む	request|beg|call
頼もしい	reliable|trustworthy|hopeful
頼もしかっ	reliable|trustworthy|hopeful
頼もしく	reliable|trustworthy|hopeful
頼もしさ	reliable|trustworthy|hopeful
頼り	reliance|dependence
頼りない	unreliable|undependable|indefinite
頼りなかっ	unreliable|undependable|indefinite
頼りなく	unreliable|undependable|indefinite
頼りなさ	unreliable|undependable|indefinite
頼る	rely on|depend on|count on
頼ん	request|beg|call
題	title|subject|theme
題する	be titled|be named
題名	title|caption|heading
題字	title lettering
題材	subject|theme
額	frame|forehead|framed picture
額縁	frame
額面	face value|par
顎	jaw|chin|barb
顔	face|visage|look
顔つき	looks|features|face
顔なじみ	acquaintance|friend|familiar face
顔ぶれ	personnel|members|lineup
顔を出し	turn up|drop by
顔を出す	turn up|drop by
顔を潰し	embarrass someone
顔を潰す	embarrass someone
顔付き	looks|features|face
顔合わせ	meeting together|introduction|costarring
顔立ち	looks|features
顔色	complexion|one's colour|one's color
顔見知り	acquaintance
顔触れ	personnel|members|lineup
顔負け	being outshone|being eclipsed|feeling embarrassed
顔面	face
顕在	being actual|being apparent|being obvious
顕彰	honouring|honoring
顕微鏡	microscope
顕著	remarkable|striking|obvious
願	prayer|wish|vow
願い	desire|wish|hope
願う	desire|wish|hope
願っ	desire|wish|hope
願わくは	i pray|i wish
願書	application|written request|petition
願望	desire|wish|aspiration
類	type|class|genus
類人猿	anthropoid ape|anthropoid|ape
類似	resemblance|similarity|likeness
類推	analogy|analogical reasoning|analogical inference
顧み	reflect on|reminisce about|look behind
顧みる	reflect on|reminisce about|look behind
顧問	adviser|advisor|consultant
顧客	customer|client|patron
顧客満足	customer satisfaction
風	wind|method|breeze
風上	windward|upwind
風下	leeward|lee|downwind
風俗	manners|customs|sex service
風刺	satire|irony|sarcasm
風力	wind power
風向き	wind direction|situation
風呂	bath|bathing|bathtub
風呂場	bathroom
風呂屋	public bathhouse|bathhouse proprietor
風呂敷	wrapping cloth|cloth wrapper
風味	taste|flavor|flavour
風土	natural features|topography|climate
風当たり	severe criticism
風情	taste|elegance|charm
風景	scenery|scene|landscape
風格	personality|style|appearance
風流	elegance|taste|refinement
風潮	tide|current|tendency
風穴	air hole|windhole|ventilator
風紀	public morals|discipline
風習	custom
風船	balloon|airship|blimp
風通し	ventilation|communication|openness
風速	wind speed
風邪	cold|influenza|flu
風邪薬	cold medicine
風鈴	wind chime|wind bell
風雨	rainstorm
風雲	nature|the elements|situation
颯と	quickly|suddenly
飛ばし	let fly|make fly|send flying
飛ばす	let fly|make fly|send flying
飛び	fly|soar|jump
飛び上がっ	spring|jump up|fly up
飛び上がり	spring|jump up|fly up
飛び上がる	spring|jump up|fly up
飛び下り	jump down|jump off|jump from
飛び下りる	jump down|jump off|jump from
飛び交い	fly about|flutter about|flit about
飛び交う	fly about|flutter about|flit about
飛び交っ	fly about|flutter about|flit about
飛び出し	jump out|rush out|fly out
飛び出す	jump out|rush out|fly out
飛び切り	best|extra-fine|superfine
飛び地	detached territory|enclave|exclave
飛び火	leaping flames|flying sparks
飛び込み	jump|plunge|dive
飛び込む	jump in|leap in|plunge into
飛び込ん	jump in|leap in|plunge into
飛び降り	jump down|jump off|jump from
飛び降りる	jump down|jump off|jump from
飛ぶ	fly|soar|jump
飛ん	fly|soar|jump
飛球	fly
飛行	aviation|flight|flying
飛行場	airfield|airport
飛行士	pilot
飛行機	aeroplane|airplane|aircraft
飛行船	airship|blimp
飛躍	leaping|activity|leapfrog
飛車	rook|hisha
食	food|foodstuff|eating
食い	eat|live|survive
食い下がっ	hang from|cling to|hound
食い下がり	hang from|cling to|hound
食い下がる	hang from|cling to|hound
食い止め	check|hold back|stop
食い止める	check|hold back|stop
食い込み	bite into|cut into|dig into
食い込む	bite into|cut into|dig into
食い込ん	bite into|cut into|dig into
食い違い	discrepancy
食い違う	differ|clash|go awry
食い違っ	differ|clash|go awry
食う	eat|live|survive
食っ	eat|live|survive
食べ	eat|live on|live off
食べる	eat|live on|live off
食べ歩き	eating tour
食べ物	food
食べ過ぎ	overeat
食べ過ぎる	overeat
食らい	eat|drink|wolf
食らう	eat|drink|wolf
食らっ	eat|drink|wolf
食パン	bread
食中毒	food poisoning
食事	meal|dinner|diet
食卓	dining table
食品	food|food products|foodstuffs
食品添加物	food additive
食器	tableware
食堂	dining room|dining hall|cafeteria
食塩	table salt
食料	food
食料品	foodstuff|groceries
食欲	appetite
食止め	check|hold back|stop
食止める	check|hold back|stop
食物	food|foodstuff
食生活	eating habits
食用	edible
食糧	food|provisions|rations
食糧庁	food agency
食肉	meat
食費	food expense
食道	esophagus|gullet|esophageal
食違い	discrepancy
食違う	differ|clash|go awry
食違っ	differ|clash|go awry
飢え	hunger|starvation
飢える	starve|be famished|be hungry
飢え死に	starvation
飢餓	starvation|famine|hunger
飢饉	famine|crop failure|chronic shortage
飯	cooked rice|meal|food
飲み	drink|gulp|swallow
飲み会	drinking party|get-together
飲み水	drinking water|potable water
飲み物	drink|beverage
飲み込み	gulp down|swallow deeply|understand
飲み込む	gulp down|swallow deeply|understand
飲み込ん	gulp down|swallow deeply|understand
飲む	drink|gulp|swallow
飲ん	drink|gulp|swallow
飲料	beverage|drink
飲料水	drinking water
飲物	drink|beverage
飲酒	drinking alcohol
飲酒運転	drunken driving
飲食店	restaurant
飴	candy|toffee|rice-sugar
飼い	keep|raise|rear
飼い主	owner|keeper
飼い犬	pet dog
飼う	keep|raise|rear
飼っ	keep|raise|rear
飼料	fodder|feed
飼育	breeding|raising|rearing
飽き	weariness|boredom|tedium
飽くまでも	persistency|thoroughness
飽和	saturation|satiation
飽食	gluttony|satiation|engorgement
飾っ	decorate|ornament|adorn
飾り	decoration|ornament|trimmings
飾り付け	decoration|arrangement
飾り気	affectation|showing off
飾る	decorate|ornament|adorn
餃子	gyoza|pot sticker
餅	mochi|rice cake
養い	support|maintain|provide for
養う	support|maintain|provide for
養っ	support|maintain|provide for
養子	adopted child|son-in-law
養成	training|education|development
養殖	aquaculture|culture|cultivation
養父	foster father|adoptive father
養父母	adoptive parents
養育	bringing up|rearing|upbringing
養蚕	sericulture|silkworm culture|silkworm raising
養護	nursing|care
養豚	pig-keeping|pig farming
養鶏	poultry raising|poultry farming|chicken farming
餌	feed|fodder|pet food
餓死	starvation
餡	anko|kudzu sauce
餡こ	anko|filling
館長	superintendent|director|curator
饂飩	udon
饗宴	feast|banquet
首	neck|head
首位	first place|head position|leading position
首唱	advocacy|promotion
首尾	result|outcome
首席	head|chief|chairman
首班	head|leader|prime minister
首相	prime minister|chancellor|premier
首脳	head|leader|top
首脳部	executives|top management|governing body
首謀	plotting|planning|ringleader
首都	capital city|metropolis
首長	head|chief|sheikh
首領	head|chief|boss
首飾り	necklace|choker
香っ	smell sweet|be fragrant
香ばしい	aromatic|fragrant|pleasant-smelling
香ばしかっ	aromatic|fragrant|pleasant-smelling
香ばしく	aromatic|fragrant|pleasant-smelling
香ばしさ	aromatic|fragrant|pleasant-smelling
香り	aroma|fragrance|scent
香る	smell sweet|be fragrant
香料	flavoring|flavouring|spices
香気	fragrance
香水	perfume
香港	hong kong|hongkong
香辛料	spice|spices|condiment
馬	horse|horse racing
馬主	registered owner
馬券	betting ticket
馬力	horsepower|hp|energy
馬場	horse-riding ground
馬術	horsemanship|equestrian art|riding
馬車	coach|carriage|wagon
馬鹿	idiot|moron|fool
馬鹿らしい	absurd|foolish|stupid
馬鹿らしかっ	absurd|foolish|stupid
馬鹿らしく	absurd|foolish|stupid
馬鹿らしさ	absurd|foolish|stupid
馴れ馴れしい	over-familiar
馴れ馴れしかっ	over-familiar
馴れ馴れしく	over-familiar
馴れ馴れしさ	over-familiar
駄目	useless|broken|hopeless
駄菓子	cheap sweets
駅	railway station|train station
駅伝	stagecoach|post horse
駅員	station attendant|station employee|station staff
駅長	station master
駆け	run|dash|race
駆けっこ	race|sprint
駆けつけ	run to|come running|rush
駆けつける	run to|come running|rush
駆ける	run|dash|race
駆け回っ	run around|bustle about
駆け回り	run around|bustle about
駆け回る	run around|bustle about
駆け引き	bargaining|haggling|tactics
駆け足	running fast|double time|cantering
駆け込み	running in|rushing into|last-minute rush
駆っ	spur on|urge forward|impel
駆り	spur on|urge forward|impel
駆る	spur on|urge forward|impel
駆使	using freely|working hard|driving on
駆動	driving force
駆逐	extermination|expulsion|destruction
駆逐艦	destroyer
駆除	extermination|expulsion|destruction
駐在	residence|stay|posting
駐屯	stationing|occupancy
駐留	stationing|garrison
駐車	parking
駐車場	parking lot|car park|carpark
駒	piece|horse|foal
騎兵	cavalry|cavalryman|trooper
騎士	knight
騎手	horseman|rider|jockey
騎馬	horse riding|horseback riding|horseback rider
騒々しい	noisy|loud|boisterous
騒々しかっ	noisy|loud|boisterous
騒々しく	noisy|loud|boisterous
騒々しさ	noisy|loud|boisterous
騒い	make noise|make racket|be noisy
騒がしい	noisy|boisterous|turbulent
騒がしかっ	noisy|boisterous|turbulent
騒がしく	noisy|boisterous|turbulent
騒がしさ	noisy|boisterous|turbulent
騒ぎ	uproar|disturbance
騒ぐ	make noise|make racket|be noisy
騒めい	be noisy|be astir|rustle
騒めき	be noisy|be astir|rustle
騒めく	be noisy|be astir|rustle
騒乱	disturbance|riot|mayhem
騒動	strife|riot|rebellion
騒音	noise|din
騙し	trick|cheat|deceive
騙す	trick|cheat|deceive
騰貴	rise|appreciation|advance
驚い	be surprised|be astonished
驚かし	surprise|frighten
驚かす	surprise|frighten
驚き	surprise|astonishment|wonder
驚く	be surprised|be astonished
驚くほど	surprisingly|astonishingly|amazingly
驚嘆	wonder|admiration
驚愕	astonishment|amazement|surprise
驚異	wonder|miracle|amazement
骨	bone|frame
骨子	main point|gist|essentials
骨折	bone fracture
骨抜き	boning|deboning|watering down
骨格	skeleton|skeletal structure|build
骨董	antique|curio
骨髄	bone marrow|medulla|true spirit
骸骨	skeleton
高	quantity|amount|volume
高い	high|tall|expensive
高かっ	high|tall|expensive
高く	high|tall|expensive
高さ	height|altitude|elevation
高まっ	rise|swell|be promoted
高まり	rise|swell|elevation
高まる	rise|swell|be promoted
高め	raise|lift|boost
高める	raise|lift|boost
高らか	loud|sonorous|ringing
高位	dignity|eminent|high ranking
高価	highly priced|expensive|valuable
高値	high price
高僧	high priest|highly-ranked priest|virtuous priest
高原	tableland|plateau
高収入	high income
高台	elevation|high ground
高名	famous|well-known|renowned
高品質	high quality
高圧	high voltage|high pressure
高地	high ground|plateau|heights
高官	high official
高尚	high|noble|refined
高層	high-rise|multistory|multistoried
高山	high mountain
高峰	high mountain|lofty peak
高度	altitude|height|elevation
高性能	high efficiency|high performance
高所	high place|high altitude|heights
高揚	elevation|raising|uplift
高架	elevated|overhead
高校	high school
高気圧	high pressure|high-pressure system|anticyclone
高水準	high level
高波	high waves|heavy seas
高温	high temperature
高潔	noble|lofty|high-minded
高瀬	shallow river|shallows|flatboat
高炉	blast furnace
高熱	high fever|pyro-
高率	high rate
高等	high class|high grade
高等学校	high school
高級	high class|high grade|high rank
高給	high salary
高血圧	hypertension
高裁	high court
高見	your views|your opinion|great idea
高速	high-speed|rapid|express
高速度	high speed
高速道路	highway|freeway|expressway
高音	high-pitched tone|soprano
高額	large sum
高麗	goryeo|korea
高齢	advanced age|old age
高齢者	old person|old people
髪	hair
髪の毛	hair
髪形	hair style|coiffure|hairdo
髭	moustache|beard|whiskers
鬘	wig|hairpiece|toupee
鬱	depression|low spirits
鬱病	depression
鬱陶しい	gloomy|depressing|irritating
鬱陶しかっ	gloomy|depressing|irritating
鬱陶しく	gloomy|depressing|irritating
鬱陶しさ	gloomy|depressing|irritating
鬼	ogre|demon|oni
鬼才	wizard|genius|remarkable talent
鬼神	fierce god
魂	soul|spirit
魂胆	ulterior motive|plot|scheme
魅了	fascination|to charm|to fascinate
魅力	charm|fascination|glamour
魅力的	charming|fascinating|attractive
魅惑	attraction|fascination|lure
魔	demon|devil|evil spirit
魔力	magical powers|supernatural powers|spell
魔女	witch
魔法	magic|witchcraft|sorcery
魔法瓶	thermos bottle|vacuum flask
魔術	black magic|sorcery|magic tricks
魚	fish
魚介	marine products|seafood
魚介類	marine products|seafood
魚屋	fish market|fish dealer
魚市場	fish market
魚肉	fish meat
魚雷	torpedo
魚類	fish|fishes
鮎	sweetfish|ayu|salmon
鮪	tuna|tunny
鮫	shark
鮭	salmon|chum salmon
鮮やか	vivid|bright|brilliant
鮮度	freshness
鮮明	vivid|clear|distinct
鮮烈	vivid|striking
鮮魚	fresh fish
鯉	common carp|koi carp
鯖	mackerel|server
鯛	sea bream|porgy|tai
鯨	whale
鯨肉	whale meat
鯵	horse mackerel|jack mackerel|pompano
鰯	pilchard|sardine
鰻	eel
鱗	scale|serif
鳥	bird|bird meat|fowl
鳥居	torii
鳥獣	wildlife
鳥類	birds
鳩	pigeon|dove
鳴い	make sound|call|cry
鳴き	make sound|call|cry
鳴き声	cry|roar|chirp
鳴く	make sound|call|cry
鳴っ	sound|ring|resound
鳴らし	ring|sound|chime
鳴らす	ring|sound|chime
鳴り	ringing|sound
鳴る	sound|ring|resound
鳴門	whirlpool|maelstrom
鴨	duck|easy mark|sucker
鶏	chicken|domestic chicken|chicken meat
鶏卵	hen's egg
鶏肉	chicken meat|fowl|poultry
鶴	crane
鷲	eagle
鷹	hawk|falcon
鹿	deer|cervid
麒麟	giraffe|qilin
麓	foot|bottom|base
麦	wheat|barley|oat
麦畑	wheat field|barley field|cornfield
麦芽	malt
麦茶	barley tea
麹	malted rice|malt
麺	noodles|flour
麻	cannabis|hemp|linen
麻布	hemp cloth|linen
麻痺	paralysis|palsy|numbness
麻薬	narcotic|drug|dope
麻酔	anaesthesia|anesthesia
麻雀	mahjong|mah-jongg
黄	yellow
黄昏	dusk|twilight|twilight years
黄色	yellow|amber
黄色い	yellow|high-pitched|shrill
黄色かっ	yellow|high-pitched|shrill
黄色く	yellow|high-pitched|shrill
黄色さ	yellow|high-pitched|shrill
黄身	egg yolk
黄金	gold|golden|gold coin
黄金時代	golden age
黒	black
黒い	black|dark|blackish
黒い霧	thick fog
黒かっ	black|dark|blackish
黒く	black|dark|blackish
黒さ	black|dark|blackish
黒っぽい	dark|blackish
黒っぽかっ	dark|blackish
黒っぽく	dark|blackish
黒っぽさ	dark|blackish
黒人	black person|demimondaine
黒子	mole|lentigo|beauty spot
黒字	the black|surplus|black letter
黒幕	black curtain|wirepuller|mastermind
黒星	black spot|black dot|bull's-eye
黒木	unbarked lumber
黒板	blackboard
黒海	black sea
黒潮	kuroshio current|japan current
黒煙	black smoke
黒色	black
黒衣	black clothes
黒鉛	graphite
黙っ	be silent
黙とう	silent prayer
黙り	be silent
黙る	be silent
黙殺	ignoring|disregarding
黙認	connivance|tacit consent|toleration
黴	mold|mould|mildew
鼓	hand drum
鼓動	beat|palpitation|pulsation
鼓膜	eardrum|tympanic membrane
鼓舞	encouragement|inspiration|rousing
鼠	mouse|rat|dark gray
鼻	nose
鼻息	nasal breathing|person's pleasure|excitement
鼻水	nasal mucus|dripping nose|snot
鼻紙	tissue paper|facial tissue|paper handkerchief
鼻血	nosebleed
鼾	snoring|snore
齎し	bring|take|bring about
齎す	bring|take|bring about
齢	age
１人	one person|being alone
１割	ten percent
１対１	one-to-one|one-on-one
１月	january
１等	first-class|first-rank|the best
１階	first floor|ground floor|one floor
１０代	the teens|teenage
１０日	ten days
１０月	october
１００円ショップ	hundred-yen store
１００均	hundred-yen store
１１日	eleven days
１１月	november
１２日	twelve days
１２月	december
１３日	thirteen days
１４日	fourteen days
１５日	fifteen days
１６日	sixteen days
１７日	seventeen days
１８日	eighteen days
１９日	nineteen days
２日	two days
２月	february
２０日	twenty days
２１日	twenty-one days
２２日	twenty-two days
２３日	twenty-three days
２４日	twenty-four days
２５日	twenty-five days
２６日	twenty-six days
２７日	twenty-seven days
２８日	twenty-eight days
２９日	twenty-nine days
３日	three days
３月	march
３次元	three dimensions|three dimensional|real world
３０日	thirty days
３１日	thirty-one days
４日	four days
４時	four o'clock
４月	april
５日	five days
６日	six days
６月	june
７日	seven days
７時	seven o'clock
７月	july
８日	eight days
８月	august
９日	nine days
９月	september
Ｘ線	x-ray
"""

EN = """\
a-bomb	原爆
a-grade	甲種
abacus	算盤
abandon	見放す|見捨てる|思い切る|見限る
abandoning	断念|放置|棄却
abandonment	投棄|放棄|遺棄|見切り
abasement	失墜
abate	減らす|弱まる|減る|衰える
abatement	軽減|減額|排除
abbe	神父
abbey	修道院
abbreviate	略す
abbreviation	略称|略語|略|省略
abdication	放棄
abdomen	腹|下っ腹|腹部|お腹
abduct	連れ去る
abduction	誘拐
aberration	異状
abetting	扇動
abhorrence	憎悪
abhorrent	大嫌い
abide	止まる|住む|守る
ability	実力|能力|性能|手腕
abject	卑屈
abjuration	宣誓
able	有能
able-bodied	強壮
abnormal	変わった|破格|不順
abnormality	異常|異状|変態
abode	居住
abolish	止める
abolishing	打破
abolition	廃止|廃絶|撤廃|取り消し
abominable	憎い|忌まわしい
aboriginal	先住|原住民|土人
abort	打ち切る
aborting	打ち切り
abortion	中絶|堕胎
about-face	一変|転向
above	前記|上記|その上|以上
above-mentioned	上記|前記
above-named	上記
abrasion	擦り傷
abridgement	抄本|省略|概要
abridgment	抄本|省略|概要
abroad	国外|海外|在外
abrogation	破棄|廃棄
abrupt	唐突|急|急激|不意
abruptly	不意に|俄かに|急に
absconding	失跡|失踪
absence	不在|欠席|留守|欠場
absolute	絶対的
absolutely	断じて|是非とも|絶対に|絶対
absorb	吸い込む
absorption	吸収|専念|吸引|同化
abstain	控える|慎む|止める
abstemious	禁欲的
abstention	棄権
abstract	抽象的|無形|抄録|概要
abstraction	抽出
abstruse	難解
absurd	不条理|無茶|目茶苦茶|馬鹿らしい
absurdity	非常識|不条理|馬鹿|筋違い
absurdly	無闇に
abundant	豊か|豊富|夥しい
aburaage	揚げ
abuse	乱用|虐待|悪用|罵る
abyss	淵
ac	交流
academia	学界|アカデミー
academic	アカデミック
academy	アカデミー|学院|学園|学会
acala	不動
accede	就く
accelerate	早める|促す
acceleration	加速|促進|前倒し
accelerator	アクセル
accent	アクセント|訛り|抑揚
accept	受け入れる|受け付ける|受け取る|引き取る
acceptable	可|無難
acceptance	受諾|受理|受け入れ|受領
accepted	既成
accepting	承服|引き取り
access	アクセス|参入
accession	登録|継承|加盟
accessories	小物|部品
accessory	アクセサリー|付帯|友
accident	事故|過失|事変|アクシデント
accidental	偶発|不慮
accidentally	不図|偶々|偶然
acclimatisation	順応
acclimatization	順応
accommodate	泊める
accommodation	宿泊|収容|便宜|適応
accommodations	設備
accompaniment	伴奏|友
accompany	伴う|ついて行く|添える|付いてくる
accompanying	同行|同伴|添乗
accomplice	同類|相棒
accomplish	全うする|遂げる|果たす|成し遂げる
accomplished	既成
accomplishment	遂行|貫徹|大成|完遂
accomplishments	実績|芸能
accord	アコード|調和|合意
accordingly	適宜
accordion	アコーディオン
account	口座|記述|申し立て|会計
accountant	会計士|主計
accounting	会計|経理
accreditation	公認
accumulate	蓄積|積もる|溜める|積み重ねる
accumulating	収集|山積
accumulation	累積|集積|蓄積|堆積
accuracy	精度
accurate	正確|的確|精密|緻密
accusation	告訴|公訴|弾劾
accuse	責める
accused	被告人
accuser	原告
accustom	慣らす
ace	エース|サービスエース|神様
ache	痛み|痛む
achieve	遂げる|果たす
achievement	業績|達成|功績|手柄
achievements	実績
achromatic	無色
acid	酸|酸っぱい
acidity	酸性|酸味
acknowledgement	了承|認知|承認|自白
acknowledgment	礼状|了承|認知|承認
acme	極み
acne	面皰|吹き出物
acoustic	アコースティック
acoustics	音響
acquaintance	知り合い|近づき|面識|顔見知り
acquiescence	黙認
acquire	得る|掴む
acquired	後天的
acquisition	獲得|取得|買収|入手
acquittal	釈放
acrobat	アクロバット
acrobatics	アクロバット
acronym	略語
across-the-board	一律
acrylic	アクリル
act	行為|行い|仕業|法
acting	演技|代理|仕草
action	行動|作用|動作|アクション
activation	始動|起動
active	積極|活性|能動的|アクティブ
activist	活動家
activity	活動|活躍|営み|活況
actor	俳優|役者|男優
actress	女優|俳優|役者
acts	法令
actual	実勢|実物
actualisation	実現
actuality	現実|実際|如実
actualization	具体化|実現
actually	事実上|現に|実際は|実に
actuation	動作
acute	急性|切実|鋭利|鋭敏
acuteness	切迫
ad	アド|西暦|紀元
ad-lib	アドリブ|即席
adapt	当てはめる
adaptability	適合|融通
adaptation	適応|翻案|順応|脚色
adapter	アダプター
add	加える|足す|付け加える|付け足す
adding	増設|上乗せ|加算|混入
addition	追加|加|付加|加算
additional	副|エクストラ
additionally	殊に|別に
additive	添加物
address	住所|現住所|話しかける|宛先
addressee	相手
adept	上手|達者|鮮やか
adeptly	手際良く
adequate	相応しい|十分|適当|相応
adhere	付く
adherence	遵守|固執|信奉|参加
adherent	教徒|信者|弟子|信徒
adherents	一門
adhering	接着
adhesion	癒着|接着|融合|執着
adjacency	隣接
adjacent	隣
adjective	形容詞
adjoin	接する
adjoining	隣
adjournment	散会|延期
adjudication	判定|判断
adjust	整える|繕う|正す
adjustment	調整|整合|出直し|手直し
administer	司る|束ねる
administration	政権|行政|投与|投薬
administrative	事務的
administrator	管理人|為政者
admirable	健気|殊勝|偉い|見事
admiral	大将|元帥
admiration	感心|観賞|感嘆|賞賛
admire	憧れる|見上げる|眺める|哀れむ
admission	入所|編入|入会|入場
admit	入れる
admitting	承知
admonish	諭す|戒める
admonition	戒告|戒め|訓戒
adolescence	思春期
adolescent	青春
adopt	採る|取り込む|取り上げる|引き取る
adoption	採択|採用|適用|可決
adorable	可愛い
adoration	心酔|愛好|礼拝|崇拝
adore	慕う
adorn	装う|飾る
adornment	装い
adrenalin	アドレナリン
adroit	巧み|器用|鮮やか
adroitly	手際良く
adult	大人|成人|アダルト|大人っぽい
adulterated	不純
adulteration	混ぜ物|混入
adultery	不倫
advance	進出|前進|進撃|進む
advanced	先進|高尚
advancement	昇進|昇級|向上|進行
advantage	利|利点|アドバンテージ|メリット
advantageous	有利
advent	到来|訪れ
adventure	冒険|アドベンチャー
adverb	副詞
adversary	敵
adversities	荒波
adversity	逆境|失意
advertisement	広告|宣伝|アド|募集
advertising	広告|宣伝
advice	勧告|助言|忠告|アドバイス
advices	情報
advisability	可否
advisable	望ましい
advise	勧める|知らせる
adviser	顧問|アドバイザー|相談役|補佐
advisor	顧問|アドバイザー|ブレーン|相談役
advisory	注意報
advocacy	提唱|主唱|擁護|主張
advocate	主義者|論者|説く|弁護人
aerial	架空
aerobics	エアロビクス
aeroplane	飛行機
aerosol	エアゾール
aesthetics	美学
affability	愛想
affair	事件|出来事|件|事柄
affairs	業務|用事|事務
affect	応える|装う|冒す
affectation	飾り気|伊達
affected	気障|不自然
affection	慈愛|愛|愛情|親しみ
affectionate	優しい
affections	恋愛
afferent	輸入
affidavit	供述
affiliate	アフィリエイト
affiliated	付属
affiliation	所属|アフィリエイト|加盟|加入
affinity	相性|親近感|引力
affirmation	肯定|断言|確認
affirmative	肯定|断定
affix	張る|貼り付ける|付ける|履く
affixing	添付|貼付
afflict	悩ます|冒す|苦しめる
affliction	苦渋|憂い
affluence	富裕
affluent	裕福|リッチ|豊か
afflux	流入
afford	与える
afforestation	植林|緑化
affront	侮辱
afore-mentioned	右
aforementioned	例
aforesaid	前記
afresh	今更
after-effect	後遺症|余波
afterbirth	胎盤
aftereffect	波及
afterglow	夕焼け
aftermath	余波
afternoon	午後|昼過ぎ|アフターヌーン
aftershock	余震
aftertaste	余韻
afterword	後書き
age	年齢|年代|齢|老いる
age-group	年齢層
aged	古い|年取った
ageing	老化
agency	仲介|取次|エージェンシー|代理
agenda	議題|日程
agent	代理店|エージェント|代理人|代理
ages	一昔
agglutination	融合|付着
aggravation	深刻化|激化|加重|悪化
aggregate	通算|纏める
aggregating	集約
aggregation	集計
aggression	侵略|攻勢|侵入
aggressive	アグレッシブ|積極的
aggressor	加害者
agile	身軽|手早い|素早い|機動
agility	敏速
aging	老化
agitation	激動|動乱|興奮|扇動
agitator	火付け役
agony	苦悩|苦痛|受難|悩み
agree	取り決める|頷く|受け入れる|心得る
agreeable	快適|快い|良い|温和
agreeing	承服
agreement	合意|同意|規約|合致
agrichemical	農薬
agriculture	農業|農|営農|農耕
agrochemical	農薬
ague	悪寒|風邪
ahead	前方|先方|先に
aid	応援|補佐|扶助|援助
aiding	助成
ailment	疾患|不快
aim	狙い|当て|目処|志向
ainu	アイヌ
air	空気|干す|エア|大気
air-raid	空襲
aircraft	航空機|飛行機
airdrop	投下
airfield	飛行場
airframe	機体
airing	放映
airlift	空輸
airmail	航空便|エアメール
airplane	飛行機
airport	空港|飛行場
airs	見栄
airship	飛行船|風船
airspace	空域|空間
aisle	通路
aizuchi	相槌
ajinomoto	味の素
aki	安芸
alarm	警報|警報器|警笛
alarmingly	驚くほど
album	アルバム
alchemist	錬金術師
alchemy	錬金術
alcohol	酒|アルコール
alcohol-free	ノンアルコール
alcoholism	アル中
aldehyde	アルデヒド
alert	アラート|敏感|素早い
alertness	警戒
algae	藻|藻類
algorithm	アルゴリズム
alias	仮名|別名|筆名|異名
alibi	アリバイ
alien	エイリアン|外国人
alienation	離反|疎遠|疎外
alight	降りる
alighting	下車|着陸
alignment	整列|同調|照準
alike	同じ
alive	ライブ
alkaline	アルカリ性
alkalinity	アルカリ性
all-america	全米
all-embracing	総合的
all-including	巨視的
all-night	オールナイト
all-out	全面的|コア|本格的
all-powerful	万能
all-purpose	万能|汎用
all-round	オールラウンド|万能
allegation	申し立て
allegiance	忠誠
allegory	比喩|例え
allergy	アレルギー
alleviation	緩和
alley	路地|裏通り
alleyway	路地|裏通り
alliance	同盟|連合|連立|連盟
allocate	割り当てる|配る
allocation	充当|分布|割り当て|格付け
allot	割り当てる|配る
allotment	配当|割り当て|配分|分担
allow	可能にする|許す
allowance	仕送り|許容|付与|支給
allowed	可
alloy	合金
allure	アピール|釣る
allurement	誘惑
allusion	言及
ally	味方
almanac	暦|年鑑
almighty	オールマイティ|万能
almond	アーモンド
almost	略|殆ど|余程|余っ程
alms-giving	布施
alone	単身
alphabet	アルファベット
alpine	アルパイン
alps	アルプス
alright	大丈夫
altar	祭壇
alter	改める|変える|転じる
alteration	変造|変質|改ざん|変わり
alternate	交互|互い違い|代理人|代理
alternately	代わる代わる
alternating	交互
alternation	交代|代替|互い違い|交番
alternatives	選択肢
although	仮令
altitude	高度|高さ
alto	アルト
altogether	悉く|満更|全部
aluminium	アルミ|アルミニウム
aluminum	アルミ|アルミニウム
alumnus	出身者|卒業生
always	決まって|必ず|日夜|常に
alzheimer	アルツハイマー
amalgamation	併合|合併|合同
amass	溜める|築く
amateur	素人|アマチュア|アマ|門外漢
amazement	驚愕|驚異|驚き
amazing	不思議|凄まじい|凄い|憎い
amazingly	驚くほど
ambassador	大使|使節
amber	琥珀|黄色
ambiance	臨場感|雰囲気
ambience	雰囲気|磁場
ambiguous	曖昧|不明|紛らわしい|玉虫色
ambition	野心|野望|意欲|抱負
ambulance	救急車|アンバランス
ambush	伏兵|待ち伏せ|潜伏
amedas	アメダス
amend	正す|変える
amendment	修正|改正|訂正|変更
amenity	特典
america	米国
american	アメリカン
amiability	愛想|愛嬌
amiable	優しい|和やか
amicable	穏便|円満|和やか|穏やか
amida	阿弥陀
amiss	斜め
amitabha	阿弥陀
amity	親睦|親善
ammo	弾薬
ammonia	アンモニア
ammunition	弾薬
amnesty	恩赦|特赦|赦免
amoeba	アメーバ
among	中でも|中にも|間
amortisation	償還
amortization	償還
amount	分量|程度|数|高
amp	アンプ
ampere	アンプ
ample	豊富
amplification	倍率|拡大
amplifier	アンプ
amplitude	振幅
amputation	切断
amulet	お守り
amuse	慰める
amusement	アミューズメント|娯楽|楽しみ
amusia	音痴
amusing	面白|可笑しい|愉快|面白い
anachronism	時代錯誤
anachronistic	大時代
anaemia	貧血
anaesthesia	麻酔
analgesic	鎮痛剤
analog	アナログ
analogue	アナログ
analogy	類推|類似
analysis	分析|解析|分解|検討
analyst	アナリスト
anamnesis	既往症
anarchy	無政府
anatman	無我
anatomy	解剖学
anatta	無我
ancestor	先祖|祖|祖先|前身
ancestry	血|系統
anchor	錨|アンカー
anchorage	停泊
anchoring	停泊|固定
anchorman	キャスター
anchorwoman	キャスター
ancient	古来|古い
ancillary	付帯
androgyne	中性
androgyny	中性
android	アンドロイド
anecdote	逸話|エピソード|挿話
anemia	貧血
anesthesia	麻酔
anew	改めて|今更
angel	天使|エンジェル
anger	怒り|立腹|怒気|憤り
angle	角度|角|アングル|釣る
angling	釣り
anguish	苦しみ|苦悩|悲嘆|憂い
animal	動物|アニマル|生き物|獣
animated	活発
animation	アニメ|アニメーション|動画
anime	アニメ
animosity	敵意|反感
ankle	足首
ankle-biter	砂利
ankle-length	マキシ
anko	餡|餡こ
annealing	鍛錬
annex	別館|分室|付録|加える
annexation	付加|併合|合併
annexe	別館
annexed	付属
annexing	添加
annihilation	全滅|壊滅|完敗|消滅
annihilator	キラー
anniversary	記念日
annotation	注|注釈
announce	言い渡す|告げる|取り次ぐ
announcement	発表|披露|通告|社告
announcer	アナウンサー|アナ
annoy	逸らす
annoyance	迷惑
annoying	悔しい|煩わしい|煩い
annual	一年生|年次|年鑑
annually	年々|毎年|例年
annuity	年金
annulation	環状
annulment	撤廃|破棄|廃棄
anomaly	変則
anonymity	匿名
anonymous	無名|覆面
anorak	パーカー
answer	答え|解答|応ずる|答える
ant	蟻
antagonism	確執|敵対|反感|反対
antarctica	南極
antecedents	前身
antechamber	控え室
antenna	アンテナ|角
anteroom	控え室
anthology	歌集|アンソロジー
anthropoid	類人猿
anthropology	人類学
anti-american	反米
anti-establishment	反体制
anti-japanese	抗日|反日|排日
anti-war	反戦|不戦
antibacterial	抗菌
antibiotic	抗生物質
antibiotics	抗生物質
antibody	抗体
anticipate	見込む|待つ
anticipation	心待ち|期待|予想|思惑
anticommunist	反共
anticyclone	高気圧
antigen	抗原
antimicrobial	抗菌
antipathy	反感
antipodes	対極
antiquated	大時代|古い|古風|古臭い
antique	骨董|アンティーク|古風|古い
antiquity	古
antithesis	対照|反|対極|対
antler	角
anxiety	不安|憂慮|心労|気がかり
anyhow	何しろ|兎に角|兎も角|兎もあれ
anyone	何方でも
anyplace	何処にも
anyway	所詮|何しろ|兎に角|兎も角
anywhere	何処までも|何処か|何処にも
aorta	大動脈
apart	別に
apartment	マンション|部屋|アパート
apathetic	無関心|冷淡
apathy	無気力
ape	猿|類人猿
aperture	口径|開口|絞り
apex	天辺|先端
aphorism	諺
apologetic	済まない
apologise	謝る|詫びる
apologize	謝る|詫びる
apology	謝罪|申し訳|陳謝|詫び
apophysis	突起
apostle	使徒
app	アプリ
apparatus	装置|機器|道具|器具
apparel	衣料品
apparent	明白
apparently	一見
apparition	妖怪|化け物|幽霊|幻
appeal	要請|抗告|アピール|呼びかけ
appealing	美味しい
appear	現れる|載る|浮かぶ|飛び出す
appearance	出場|出現|出頭|体裁
appearances	伊達
appearing	出
appease	静める
appellation	名目
append	付け足す|加える|付ける
appendage	付加
appending	添付|追加|貼付
appendix	付録|追加|盲腸
appetising	上手い
appetite	食欲|欲望|欲|食
appetizer	通し
appetizing	香ばしい|上手い
applause	拍手
apple	林檎
appliance	器具|機械
appliances	電機
applicant	応募者|候補者
application	応募|申請|運用|申し込み
applied	応用
apply	当てはまる|当てはめる|付ける|働かせる
applying	適用
appoint	決める|命じる|命ずる
appointment	起用|任命|登用|待ち合わせ
apportion	割り当てる
apportionment	配当|分担
appraisal	評価|鑑定|値打ち
appreciate	労る|味わう|哀れむ
appreciated	有難い
appreciation	鑑賞|観賞|騰貴|理解
apprehension	逮捕|不安|疑心
apprehensions	危惧
apprentice	弟子|見習い
apprenticeship	見習い
approach	迫る|近づく|近寄る|寄る
approachable	オープン
approaching	接近|付近
approbation	賞賛
appropriate	適切|応分|相応しい|相応
appropriately	適宜
appropriation	流用|充当|盗用|計上
approval	賛成|認可|容認|可決
approve	許す
approximate	アバウト
approximately	約|凡そ|略|程度
approximation	概算|目安
apricot	杏
april	４月
apron	エプロン
apt	適切
aptitude	適性|素質|才|下地
aptness	適性
aqua	水色
aquaculture	養殖
aquarium	水族館|水槽
aquatic	水上
aqueduct	水路
arab	アラブ
arbitrariness	専横
arbitrary	一方的|任意
arbitration	調停|仲裁|裁定
arc	円弧|アーク
arcade	アーケード
arcadia	アルカディア
arch	アーチ|反る
arch-enemy	宿敵
archaeology	考古学
archaic	古風
archeology	考古学
archery	アーチェリー|弓
archetypal	典型的|原型
archetype	典型
archipelago	列島|諸島|群島
architect	建築家
architecture	建築学|アーキテクチャ|建築|体系
archives	公文書|公文|古文書|史料
ardent	熱烈|熱心|熱い
ardor	意気込み|パッション|熱意|気勢
ardour	熱意|気勢
area	地域|地帯|領域|辺
arena	アリーナ|競技場
argot	隠語
argue	論じる|論ずる|争う
argument	議論|論議|口論|弁論
aria	アリア
aridity	乾燥
arise	生じる|生ずる
aristocrat	貴族
arithmetic	算数|数学
arm	腕|アーム|手|足
arm-twisting	圧力
armada	艦隊
armament	武装
armaments	軍備
armful	抱え
armistice	停戦|休戦
armm	アーム
armor	鎧|装甲
armoring	装甲
armour	鎧|装甲
armouring	装甲
armpit	脇
arms	武装|兵器|武器|弓矢
army	軍|陸軍|アーミー|兵
aroma	香り|芳香
aromatic	香ばしい|芳しい
around	頃|周辺|彼此|辺り
arousal	喚起|挑発|覚醒|興奮
arouse	擽る
arousing	醸成
arraigning	召喚
arraignment	弾劾
arrange	整える|生ける|結う|決める
arrangement	協定|配置|手配|配列
arrangements	準備|用意|支度|段取り
arranging	セッティング
array	オンパレード|配列
arrears	延滞
arrest	逮捕|検挙|拘置|捕まえる
arrhythmia	不整脈
arrival	到着|到来|出現|到達
arrive	来る|訪れる|届く
arrogant	横柄|傲慢
arrow	矢|矢印|アロー
arrowhead	矢先
arse	太もも
arsehole	野郎
arson	放火
art	美術|芸術|芸|術
arteriosclerosis	動脈硬化
artery	動脈|筋
article	記事|物件|品|条項
articles	用品|物品
articulate	明瞭
artifice	企み|細工
artificial	人工|人工的|人為的|人造
artificiality	人為|人工
artillery	砲兵|砲|大砲
artisan	職人|匠
artist	芸術家|アーティスト|画家|画伯
artiste	芸人
artistry	雅致
artless	素朴|稚拙|無造作
asbestos	アスベスト
ascend	上る|上がる|就く
ascendancy	優位|制圧
ascending	上昇|上り
ascent	上り|上り坂|上がり
ascertain	見極める|確かめる|見届ける|糺す
ascertaining	判明
asceticism	行い|精進
ascription	帰属
aseptic	無菌
ash	灰
ashamed	恥ずかしい
ashen	灰色
ashes	遺骨|灰
ashtray	灰皿
asia	東洋
asian	アジア人
aside	挿話
asking	聴取
asparagus	アスパラガス
aspect	様相|向き|様子|側面
asphalt	アスファルト
asphyxia	窒息
aspiration	志願|抱負|野心|野望
ass	太もも
assail	襲う|攻める
assailant	加害者
assassination	暗殺
assault	暴行|攻撃|攻める|乱暴
assemble	組み立てる|集める|集う|集まる
assembly	会合|集会|会|集まり
assent	納得|賛意|合点|同意
assert	言い切る
assertion	断言|主張|言明|表明
assertive	積極的
assess	課する|認める|見る
assessment	査定|アセスメント|評価
asset	武器|身上
assets	財産|資産
asshole	野郎
assiduous	懸命
assign	充てる|割り当てる|譲る|課する
assignation	待合
assignment	配属|役|譲渡|移譲
assimilation	同化|消化|摂取
assist	アシスト|手伝う|助ける
assistance	援助|補助|助け|助力
assistant	助手|副|アシスタント|手伝い
assisting	助成
assize	立法府
associate	次席|副|仲間|同僚
associated	付属
association	協会|組合|連合会|付き合い
assortment	種別|組み合わせ
assume	就く|思い込む|座る
assumption	就任|仮定|前提|推定
assurance	保証
assured	強気
asterisk	スター
asteroid	小惑星
asthma	喘息
astonishingly	驚くほど
astonishment	驚愕|驚き|感嘆
astringent	渋い
astrology	星占い
astronaut	宇宙飛行士
astronomy	天文|天文学
asymmetry	不釣合い
atelier	アトリエ|工房
athlete	アスリート|選手
athletics	アスレチック
atlas	アトラス
atmosphere	雰囲気|大気|空気|含み
atmospheric	ムーディー
atoll	環礁
atom	原子|アトム|微塵
atomic	不可分
atomizer	スプレー
atonement	償い
atopic	アトピー
atrocious	凶悪|無残
atrocity	暴虐
atrophy	萎縮
attach	くっ付ける|付ける
attached	付属
attaching	添付|貼付
attachment	愛着|執着|接続|配属
attack	攻撃|攻め|襲う|襲撃
attain	至る|成る|得る
attaining	到達
attainment	達成
attainments	芸能
attempt	試み|試す|図る|試みる
attend	執る|仕える|通う|連なる
attendance	出席|登校|出勤|参列
attendant	随員|係員|供|付き添い
attendee	メンバー
attending	在学|傍聴|出
attention	着目|注目|人目|心がけ
attentive	注意深い|懇切|念入り
attentiveness	気配り
attestation	認証
attire	服飾|服装|身なり
attitude	態度|態勢|出方|心がけ
attorney	弁護士|法曹|代理|代理人
attract	引きつける|引く|釣る
attracting	取り込み
attraction	誘致|魅惑|引力|アトラクション
attractive	格好いい|魅力的|美味しい
attractiveness	愛嬌|引力|アピール|味
attributes	資質
attribution	帰属
aubergine	茄子
auction	競売|オークション
audacious	大胆|生意気|図々しい
audience	観客|聴衆|会見|視聴者
audio	オーディオ|音響
audit	監査
auditing	聴講
audition	オーディション
auditor	監査役
auditorium	講堂
auger	オーガ
augment	増やす
augmentation	増強
august	８月
aunt	叔母
aura	オーラ|雰囲気|匂い
aurora	オーロラ
auspices	催し
auspicious	目出度い
austere	厳か|禁欲的|渋い
australia	濠太剌利
authentication	認証
authenticity	信頼性|真偽
author	作家|著者|作者|筆者
authorisation	認定|公認|墨付き|協賛
authorities	当局|官憲|官庁
authority	権威|通|権力|権限
authorization	認定|公認|許可|墨付き
autism	自閉症
auto	オート|自動車
autobiography	自伝|自叙伝
autocracy	専制
autocue	プロンプター
autograph	自筆|サイン|肉筆
autographed	サイン入り
autologous	自家
automatic	自動|自動的|オートマチック|オート
automatically	独りでに|直ちに
automation	オートメーション|自動化
automobile	四輪車|自動車|車|乗用車
autonomous	自主的
autonomy	自治権|自律|自治|自主
autopsy	検視|解剖
autumn	秋
auxiliary	副|付属
avail	甲斐
availability	可能性
avalanche	雪崩
avalokiteshvara	観音
avalokitesvara	観音
avant-garde	前衛
avarice	貪欲|欲張り|欲
avaricious	欲深
avenge	撃つ
avenue	通り|アベニュー|大道|街路
average	平均|並|人並み|中等
avert	逸らす|防ぐ|免れる
aviation	航空|飛行
avid	旺盛
avoid	避ける|免れる|防ぐ
avoidance	回避|忌避
avoiding	敬遠
await	待ち受ける|待つ
awake	目覚める|目が覚める
awaken	覚ます|目が覚める|起こす
awakening	覚醒|喚起
award	賞|褒賞|裁定|授ける
awarding	授与|表彰
aware	敏感
awareness	認識|承知|知覚|意識
awesome	恐るべき
awful	不味い|凄まじい|最悪|偉い
awfully	大変|何とも|酷く|無茶苦茶
awkward	不器用|下手|下手くそ|煙たい
awry	斜め
axiom	要請
axiomatic	自明
axis	軸|中軸
axle	枢軸|車軸|シャフト|軸
aye	可
ayu	鮎
azure	青|青い
b	良|ベル
babble	珍紛漢紛
baby	赤ちゃん|赤ん坊|ベビー|幼子
baby-sitter	ベビーシッター
babysitter	守り|ベビーシッター|子守
babysitting	守り|子守
bach	バッハ
bachelor	学士
bachelorhood	独身
bacillus	バクテリア|菌
back-channeling	相槌
back-facing	後ろ向き
backbiting	陰口
backbone	バックボーン|中堅|背骨|気概
backchat	口答え
backdoor	裏口
backdrop	背景
backer	後ろ盾|助っ人|サポーター
backfiring	逆効果
background	背景|バックグラウンド|履歴|身元
backhand	バックハンド
backing	擁立|後ろ盾|支持|支援
backlash	反動|反発
backpack	ナップザック|リュックサック
backs	バックス
backside	ヒップ
backstage	舞台裏|楽屋
backstop	バックネット
backstroke	背泳ぎ
backtracking	後戻り|逆戻り
backup	バックアップ|控え|サブ|退避
backward-looking	後ろ向き
backwards	後ろ向き
backwoods	奥地
bacon	ベーコン
bacteria	バクテリア|細菌|ばい菌
bacterium	細菌|菌
bad	不良|悪い|不味い|不可
bad-mouthing	悪口
baddie	悪役
badge	バッジ|ワッペン|記章|章
badly	酷く|散々
badminton	バドミントン
badness	悪さ
baffle	苦しめる
bafflement	困惑
baffling	不可解
bag	袋|バッグ|鞄|塁
baggage	荷物|荷
bail	保釈
bait	餌
bake	焼く
baker	パン屋
bakery	パン屋|ベーカリー
bakufu	幕府
balance	残高|差額|バランス|釣り合い
balcony	ベランダ|バルコニー|縁側
baldness	禿|裸
baldy	禿
bale	俵
baling	荷造り
balk	ボーク|渋る
ball	玉|ボール
ballad	歌謡|バラード
ballade	バラード
ballast	砂利
ballerina	バレリーナ
ballet	バレエ
balloon	風船|気球|バルーン
ballot	一票|採決|票
ballpark	球場
balm	芳香
baltic	バルト
balustrade	欄干
bamboo	竹
ban	差し止め|厳禁|禁制|禁止
banal	凡庸
banana	バナナ
band	楽隊|バンド|楽団|ループ
bandage	包帯
bandit	山賊|盗賊
bang	打つ
bangs	前髪
banishment	追放|放逐
banister	手すり|欄干
bank	銀行|岸|堤|堤防
bankbook	通帳
banker	バンカー|親
banknote	札
bankruptcy	倒産|破産|破綻
banner	旗印
banquet	宴席|宴|宴会|披露宴
bantam-weight	バンタム級
banter	冷やかす|トーク
baptism	洗礼
baptist	バプテスト
bar	酒場|バー|バール|締め出す
barb	顎
barbaric	野蛮
barbarism	蛮行
barbarous	野蛮|残虐
barbecue	バーベキュー|焼く
barbell	バーベル
barber	バーバー|床屋
barbershop	床屋|バーバー
barcelona	バルセロナ
bare	剥く
barefoot	裸足
barely	危うく|辛うじて|漸く|漸と
bareness	裸
bargain	バーゲン|お買い得|買い得|拾い物
bargaining	駆け引き
baring	露出
baritone	バリトン
barium	バリウム
bark	吠える|樹皮|鳴き声|剥ぐ
barkeeper	マスター
barley	大麦|麦
barmaid	ホステス
barn	納屋
barometer	バロメーター
baron	男爵
baroque	バロック
barracks	兵舎|バラック
barrage	連打
barrel	バレル|樽
barren	不毛
barrenness	不妊
barricade	バリケード
barrier	関|難関|関門|バリア
barrow	古墳|塚
bartender	バーテン
barter	バーター|取り替える|交換
barycenter	重心
base	基地|本塁|塁|底辺
baseball	野球
baseman	内野手
basement	地下|地下室
bashful	内気
basic	ベーシック|基本的|根本的|定番
basically	要は|詰まり
basics	基本|初歩
basin	盆地|鉢
basis	根拠|基軸|準拠|基準
bask	バスク
basket	籠|バスケット|ゴール|鞄
basketball	バスケットボール|バスケット
basque	バスク
bass	低音|コントラバス
bastard	野郎
bat	バット|瞬く
batch	一括
bath	風呂|浴場
bathhouse	浴場|銭湯|風呂
bathing	入浴|風呂
bathrobe	ガウン
bathroom	浴室|風呂場|バスルーム|洗面所
bathtub	浴槽|風呂
batman	バットマン
baton	バトン|棒
battalion	大隊
batter	打者|生地
battery	電池|バッテリー|乾電池
batting	打球|バッティング|綿|打撃
battle	戦闘|戦い|合戦|一戦
battlefield	戦場|戦域
battleground	戦場
battleship	戦艦|軍艦
baumkuchen	バウムクーヘン
bawling	号泣
bay	湾|江|内海|吠える
bayonet	刀剣|剣
bazaar	バザー
bazar	バザー
bbq	バーベキュー
bbs	掲示板
bc	紀元前
bce	紀元前
beach	浜|磯|海辺|浜辺
bead	粒|玉
beads	ビーズ
beagle	ビーグル
beak	嘴
beaker	ビーカ
beam	光線|梁|ビーム|桁
beaming	照射
beancurd	豆腐
beans	ビーンズ|豆
bear	耐える|熊|負う|携える
beard	髭
bearer	担い手|使い|お使い
bearing	方位|ベアリング|方向|動作
bearings	見当
bearish	弱気
beast	獣|畜生|ビースト
beat	鼓動|拍子|殴る|打つ
beating	リンチ|打撲|叩き
beatitude	至福
beatles	ビートルズ
beautician	美容師
beautification	美化|美容
beautiful	美しい|シャン|ビューティフル|綺麗
beauty	美|美容|美貌
beaver	ビーバー
because	儘|何しろ
beckon	招く
beckoning	手招き
become	成る|似合う|赴く|為す
becoming	似合い|相応
bed	床|寝台|寝床|ベッド
bedclothes	寝具|夜具
bedding	寝具|夜具|床
bedouin	ベドウィン
bedrock	岩盤|基盤
bedroom	寝室|寝床
bee	蜂
beef	牛肉|ビーフ|牛
beefsteak	テキ
beeper	ポケットベル
beer	ビール
beet	ビート
beethoven	ベートーヴェン
befall	及ぶ
befitting	相応
beforehand	予め|前もって
befriend	親しむ|尽くす
beg	強請る|請う|頼む|拝む
beggar	乞食
begging	乞食
begin	始まる|取り掛かる|始める|仕掛ける
beginner	初心者|ビギナー|白人|新米
beginning	当初|最初|冒頭|皮切り
begrudge	妬む|渋る
behave	振る舞う
behavior	振る舞い|行儀|行動|仕草
behaviour	振る舞い|行動|態度|行儀
behind	後ろ|後方|尻|陰
beige	ベージュ
beijing	北京
beirut	ベイルート
bel	ベル
belay	確保
belaying	確保
belfast	ベルファスト
belfry	鐘楼
belgium	白耳義
belgrade	ベオグラード
belief	信念|所信|信奉|信仰
believable	尤もらしい
believe	信ずる|信じる
believer	教徒|信者|信徒
belittling	軽視
bell	鐘|鈴|ベル|チャイム
bellboy	ボーイ|ギャルソン
belles-lettres	純文学
bellmark	ベルマーク
bellow	怒号|吠える
belly	お腹|腹
bellyful	腹一杯
belonging	帰属|付属
beloved	最愛|愛しい|懐かしい|親愛
below	未満|以下
belt	ベルト|サンチュール|回し|地帯
bench	ベンチ|腰掛け|台
bend	曲がる|曲げる|靡く|コーナー
bending	屈折
benefactor	恩人
beneficial	有益
benefit	益|ベネフィット|利|メリット
benevolence	仁|博愛|慈悲
bento	弁当|お弁当
bequeath	譲る|伝える
bequest	遺産
bereavement	不幸
beret	ベレー
berry	木の実|果実
berth	バース|寝床
beside	横手|側|傍ら|脇
besides	尚且つ|他に|且つ|傍ら
besiege	囲む
besiegement	包囲
best	絶好|最上|随一|飛び切り
bestow	与える|下さる|贈る
bestowal	付与
bestseller	ベストセラー
bet	賭け|賭ける
betray	裏切る|寝返る
betrayal	背信|裏切り|寝返り
betrayer	裏切り者
betrothal	婚約
betta	ベタ
better	増し|ベター|寧ろ|未だしも
betterment	改善
between	間
bevel	斜面|傾斜
beverage	飲料|飲み物
bevy	群れ
bewilder	惑わす
bewilderment	困惑|当惑|迷い|闇
beyond	以上|他|向こう
bias	偏見|僻み|偏り
biathlon	バイアスロン
bible	聖書|バイブル
bibliography	書誌学
bibliology	書誌学
bicycle	自転車
bicycling	サイクリング
bid	入札|競る
bid-rigging	談合
bidding	立候補|入札|招致
biennale	ビエンナーレ
bifurcation	分岐
big	大幅|大きな|大きい|ビッグ
big-bellied	太っ腹
big-hearted	太っ腹
big-shot	巨星
biggest	最大
bigoted	頑な
bigwig	大物
bike	自転車
bikini	ビキニ
bilingual	バイリンガル
bill	法案|付け|請求書|証券
billboard	ビルボード|看板|立て札|ポップ
billiards	ビリヤード
billing	請求
billow	畝り|畝る
billows	波浪
bind	綴じる|結ぶ|縛る|締め
binding	装丁|表紙|拘束|結合
bingo	ビンゴ
binoculars	双眼鏡
biochemistry	生化学
biography	伝記
biology	生物学|生物
biotechnology	バイオテクノロジー|バイオ
biotype	体型
bird	鳥
birdcall	バードコール
birdie	バーディー
birds	鳥類
birmingham	バーミンガム
birth	誕生|出生|生み|生誕
birth-place	郷里|郷土
birthday	誕生日|バースデー
birthmark	痣
birthplace	出身地|故郷|本家|生まれ
biscuit	クッキー|ビスケット
bisection	二分
bit	ビット
bitch	尼
bite	噛み付く|噛む|一口|刺す
bitter	苦い|痛烈|渋い|辛い
bitterness	苦渋|苦味|苦痛|恨み
bivouac	ビバーク
biwa	琵琶
bizarre	異様|怪奇
blabbermouth	お喋り
black	黒|黒い|黒色|ブラック
blackboard	黒板
blackish	黒っぽい|黒い
blackmail	恐喝|揺する
blackout	停電
blade	ブレード|葉|剣|葉っぱ
blame	問責|咎める|非難|責める
blameless	潔い
blaming	糾弾
blanching	漂白
blank	ブランク|空|真っ白|白地
blanket	毛布
blast	突風
blatant	露骨
blaze	炎|火
blazer	ブレザー
bleach	漂白剤|晒す
bleachers	スタンド
bleaching	漂白
bleeding	出血|流出
blemish	染み
blend	ブレンド|混ぜ合わす|混ぜる
blending	混入|交錯|折衷|融合
bless	恵む
blessedness	幸い|幸福
blessing	恵み|祝福|福|幸せ
blimp	気球|飛行船|風船
blindness	盲目|盲|失明
blinds	ブラインド
blink	瞬く
blinker	ウインカー
blinking	点滅
blitz	電撃
blizzard	吹雪
block	木片|町|詰まらせる|遮る
blockade	封鎖|閉塞|遮断
blockage	閉塞
blocker	ブロッカー
blockhead	鈍間|分からず屋|間抜け
blocking	ブロック|阻止
blog	ブログ|ウェブログ
bloke	男
blood	血|血液
bloodlust	殺気
bloodshed	流血|殺傷
bloodstain	血痕
bloodsucker	吸血鬼
bloody	生臭い
bloom	咲く|花|開く|盛り
blooming	開花
blossom	花|咲く
blot	汚点|汚れ|染み|滲む
blotch	染み
blotchiness	斑
blouse	ブラウス
blouson	ブルゾン|ジャンパー
blow	打撃|打撲|吹く|一撃
blow-drying	ブロー
blower	ドライヤー
blowout	パンク
blubber	脂肪
blue	青|青い|青色|ブルー
blue-blood	サラブレッド
bluebird	ブルーバード
blueprint	青写真|図面
blues	ブルース
bluff	力む
bluish-white	青白い
blunder	失策|失態|失敗|間違い
blunt	鈍い|ぶっきら棒|ストレート
blur	暈す|滲む|曇り
blush	紅潮|恥じらう
blushing	赤面
board	板|乗る|乗り込む|ボード
boarder	寮生
boarding	乗車|下宿|搭乗
boardsailing	ボードセーリング
boast	誇り|自慢|威張る|力む
boaster	天狗
boasting	大口
boat	ボート|舟艇|船
bob	ボブ
bobber	浮き
bobbles	ポンポン
bobsled	ボブスレー
bobsleigh	ボブスレー
bodhidharma	達磨
bodhisattva	菩薩
bodily	肉体的
body	体|身|車体|一団
body-conscious	ボディコン
bodyguard	警護|用心棒
boeing	ボーイング
boer	ブール
bog	泥沼|湿地|沼沢|沼
bogey	ボギー
bogie	ボギー|台車
bogus	偽|インチキ
boil	煮る|沸かす|茹でる|沸く
boil-in-the-bag	レトルト
boiler	ボイラー
boiling	沸騰
boisterous	騒がしい|騒々しい|喧しい
boj	日本銀行
bold	大胆|ボールド|果敢|不敵
bold-type	太字
boldface	太字
boldly	思い切って
boldness	勇気|威勢
bolero	ボレロ
bolster	枕
bolt	ボルト|用心棒
bomb	爆弾|滑る
bombarding	砲撃
bombardment	砲撃
bombing	爆撃
bombproof	防弾
bonanza	大当たり
bond	証券|債券|ブンド|ボンド
bonding	接着
bonds	絆
bondsman	保証人
bone	骨|ボーン
boner	傑作
bones	骨子
boning	骨抜き
bonnet	ボンネット
bonsai	盆栽
bonus	賞与|ボーナス|一時金|お負け
bonze	法師|坊主|僧侶
booing	ブーイング
book	書籍|冊子|書物|本
book-keeping	記帳
bookcase	本箱|書架|本棚
booker	ブッカー
booking	前売り|貸し切り|予約
bookkeeping	簿記
booklet	小冊子|ブックレット|冊子
bookmaker	ブックメーカー
books	図書|文献
bookshelf	書架|本棚
bookshelves	本棚
bookshop	書店|本屋|書房
bookstore	本屋|書店|書房
boom	好景気|ブーム|盛況|暴騰
boomerang	ブーメラン
boorish	野暮
boost	高める
boosting	後押し
boot	立ち上げる|トランク
booth	ブース|売店|露店|ボックス
bootlegging	密売
boots	ブーツ|靴|スパイク
border	境|ボーダー|境界|輪郭
borderline	境目
bore	口径
boredom	飽き|退屈|気づかれ|倦怠
boring	詰らない|ボウリング
borough	区
borrow	借りる
borrowing	借り|拝借
bosnia	ボスニア
bosom	懐|バスト|胸
boss	組長|親分|ボス|上司
boston	ボストン
both	両方|二人とも|お互いに|中にも
bother	迷惑|面倒|手数|お手数
bothersome	面倒くさい|怠い
botswana	ボツワナ
bottle	瓶|ボトル
bottled	瓶詰め
bottleneck	ネック
bottling	瓶詰め
bottom	底|ボトム|裏|麓
bough	枝
boulder	岩|ロック
boule	ブール
boulevard	アベニュー
bounce	弾み|バウンド|弾む
bouncer	用心棒
bouncing	不渡り
bound	限界|弾む|バウンド|跳躍
boundary	境界|臨界|区域|境
boundless	果てしない|切りがない
bounds	限度|限り|際限|境界
bounty	報奨金
bouquet	花束|ブーケ
bourbon	バーボン
bourgeois	ブルジョワ
bourgeoisie	中産階級
bourne	ボーン
bout	取り組み|試合|一戦|勝負
boutique	ブティック
bow	弓|お辞儀|ボー|枝
bowels	腸|臓
bower	木陰
bowing	ボーイング|お辞儀
bowknot	ボー
bowl	器|鉢|椀|ボウル
bowling	ボウリング|投球
bowstring	弦
box	箱|ボックス|囲み|升
boxer	ボクサー|闘士
boxers	トランクス
boxing	ボクシング
boy	少年|男の子|男児|一男
boycott	ボイコット|排斥
boyfriend	ボーイフレンド|彼氏|恋人
bra	ブラジャー
brace	引き締める|支柱|突っ張り
bracelet	ブレスレット
bracing	清々しい|爽快
brackets	括弧
brad	釘
bradyacusia	難聴
brag	威張る
braggart	天狗
bragging	天狗|大口
braid	編む|ブレード
braille	点字
brain	脳|ブレーン
brains	ブレーン|頭脳|知能|脳
brains-truster	側近
brainwashing	洗脳
brake	歯止め|ブレーキ
branch	支部|枝|分かれる|支所
brand	銘柄|品種|ブランド
branding	ネーミング
brandish	振り回す
brandy	ブランデー
brash	生意気
brassey	ブラッシー
brassie	ブラッシー
brassiere	ブラジャー
brassy	ブラッシー
brat	小僧
bratislava	ブラチスラバ
brave	勇敢|冒す|勇ましい|壮烈
bravery	武勇|勇気|度胸
brawl	喧嘩
brawling	乱闘
brawny	強い
brazen	厚かましい|図々しい
brazier	火鉢
brazil	伯剌西爾
breach	違反|破る
bread	食パン|パン|ブレッド
breadbasket	胃袋
breadcrumbs	パン粉
breadstick	フランスパン
breadth	横幅|幅|間口|横
breadwinner	働き手
break	壊す|折る|切れる|割れる
break-off	不調
break-out	脱出
break-up	破綻
breakaway	離脱
breakdown	故障|決裂|内訳|衰弱
breaker	ブレーカー
breakfast	朝食|朝ご飯|朝飯|朝
breaking	調教|発表|破棄
breakout	脱走
breakthrough	突破
breakup	分散|破局
breakwater	防波堤
breast	乳房|ブレスト|胸|胸部
breasts	バスト|胸
breaststroke	平泳ぎ|ブレスト
breath	息|息吹
breathe	吐く
breather	一休み
breathing	呼吸|ブリージング|息
breeches	パンツ
breeding	飼育|繁殖|育ち|生育
breeze	風
brethren	同胞
brew	作る
brewer	酒屋
brewing	醸成|醸造
bribe	裏金|賄賂
bribery	贈賄|贈収賄|買収
brick	煉瓦
bridal	ブライダル
bride	花嫁|新婦|嫁
bridegroom	新郎|花婿
bridge	橋|ブリッジ|桟橋|架橋
bridle	手綱|制する
brief	簡潔|簡略|訴状|短い
briefcase	鞄
briefing	訓示
briefly	一通り|一旦|一寸
briefs	ブリーフ|パンツ|パンティー
brigade	旅団
brigand	山賊
bright	鮮やか|明朗|英明|輝かしい
brightly-colored	明るい
brightly-coloured	明るい
brightness	輝き|輝度|光輝
brilliance	精彩|光沢|光彩|輝き
brilliancy	輝き
brilliant	輝かしい|華々しい|華やか|優秀
brim	縁
brine	塩水
bring	齎す|持ってくる|持ち込む|引き出す
bring-your-own	持ち込み
bringing	持参
brink	瀬戸際|縁|土俵際
brinkmate	必至
briny	塩辛い
brisbane	ブリスベン
brisk	清々しい|足早|早い|活発
briskness	活況
bristling	林立
britain	英吉利|英国
britannia	ブリタニア
brittle	脆い
broach	言い出す
broad	大まか|幅広い|大雑把|巨視的
broad-minded	太っ腹|寛大
broad-mindedness	包容力
broadcast	放送|配信|ばら撒く
broadcaster	アナウンサー
broadcasting	放送|放映
broadcloth	ブロード
broaden	広げる|広める
brocade	錦
brochure	パンフレット|プログラム
broil	焼く
broiler	ブロイラー
broke	金がない
broken	駄目
broker	ブローカー
brokerage	仲買|手数料
bromide	ブロマイド
bronze	青銅|ブロンズ|銅
brooch	ブローチ
brook	小川
broom	箒
broth	汁
brother	兄さん
brother-in-law	義兄|義弟|弟
brotherhood	博愛
brothers	同胞|兄弟
brouhaha	騒動
brow	お凸|額
browsing	立ち読み|参照|閲覧
bruise	傷|痣|痛み
brunch	ブランチ
brunette	ブルネット
brunt	矢先|矛先
brush	ブラシ|毛筆|掃く|梳かす
brushwood	柴
brushy	ブラシ|ブラッシー
brusque	ぶっきら棒
brussels	ブリュッセル
brutal	残忍|残酷|残虐|凶悪
brutality	蛮行
brute	獣|野獣
bs	通信衛星
bubble	泡|気泡|バブル|水泡
buccaneer	海賊
bucket	桶|バケツ
buckler	盾
bucks	バックス
buckwheat	蕎麦
bud	蕾|芽生え|新芽|芽
buddha	仏|法王
buddhism	仏教
budding	発芽
buddy	親友|野郎|大統領|お兄さん
budge	動かす
budget	予算|お買い得
bufferin	バファリン
buffet	ビュッフェ|バイキング
bug	虫|昆虫|盗聴|誤り
bugger-all	皆無
buggy	ベビーカー
build	建てる|築く|スタイル|構える
builder	工作員
building	建物|建造|建立|ビルディング
buildup	増強
built-in	ビルトイン|搭載
bujian	布
bulge	隆起|盛り上がる|膨らます|膨れる
bulky	粗大
bull	ブル|牛
bull's-eye	蛇の目|黒星
bulldog	ブル
bullet	銃弾|弾丸
bulletin	機関紙|会報|告示|掲示
bulletproof	防弾
bullhorn	拡声機
bullish	堅調|強気
bullseye	大当たり
bully	苛める
bullying	虐め
bulwark	バリア
bum	集る
bump	瘤|突起
bumper	バンパー
bumpiness	凹凸|凸凹
bumpkin	芋
bun	バン
bunch	群|連中|束|房
bundle	束|包み|束ねる|包む
bundling	結束
bung	栓
bungling	不味い
bunker	バンカー
bunraku	文楽
bunt	バント|犠打
bunting	幕
buoy	ブイ
buoyancy	浮き|浮揚
buoyant	気軽|軽快
burden	負担|負荷|厄介|重み
bureau	局|箪笥|ビューロー|部局
bureaucracy	官界|官僚
bureaucrat	官僚
burger	バーガー
burglar	泥棒|押し入り|盗賊
burglarize	押し込む
burglary	強盗|泥棒
burgle	押し込む
burial	埋葬
burlesque	バーレスク
burly	逞しい|頑丈
burn	燃える|焦げる|火傷|燃やす
burnables	可燃物
burner	火口|バーナー|焜炉
burning	燃焼|暑い
burnishing	磨き
bursary	奨学金
burst	バースト|裂ける
bursting	炸裂|パンク
bury	埋める|葬る
bus	バス
bush	ブッシュ|木
bushfire	山火事
bushido	武道
business	営業|業務|用件|ビジネス
businesslike	ビジネスライク|事務的|ドライ
businessman	実業家|ビジネスマン|業者
bust	胸像|バスト|胸
bustling	賑やか
busty	グラマー
busy	忙しい|慌ただしい|煩忙|暇がない
busybody	お節介
busyness	多忙|多用
butane	ブタン
butcher	肉屋
butt	太もも
butter	バター
butterfly	蝶|蝶々|バタフライ
buttinsky	お節介
buttocks	尻|ヒップ|お神輿|太もも
button	嵌める|摘み
buxom	グラマー
buy	買う|購入|頂く|整える
buy-out	買収
buyer	買い手|バイヤー|買い
buying	買い|買い付け|買い上げ|買い入れ
buzzer	ブザー
by-blow	巻き添え
by-product	副産物
bylaw	規約|条例
bylaws	内規
bypass	バイパス
byway	横道|裏道
byword	代名詞
cabaret	キャバレー
cabbage	キャベツ
cabin	キャビン|小屋|船室|ゴンドラ
cabinet	内閣|閣内|キャビネット|箪笥
cable	ケーブル
cableway	ロープウェイ
cache	キャッシュ
caching	キャッシング
cacophonous	耳障り
cacophony	不協和音
cadaver	死体
caddie	キャディー
caddy	キャディー
cadence	カデンツ|歩調|アクセント
cadge	集る
cadmium	カドミウム
caecum	盲腸
caesium	セシウム
cafe	カフェ|喫茶店|喫茶
cafeteria	カフェテリア|食堂
caffeine	カフェイン
cage	檻|ケージ|籠
cairn	ケルン
cajole	丸め込む|煽てる|丸める
cajolery	甘言
cake	ケーキ|菓子|お菓子|甘味
calamity	災害|災難|災い|喪
calcium	カルシウム
calculate	割り出す
calculating	打算的|現金
calculation	計算|勘定|算定|算出
calculations	思惑
calculator	電卓
caldera	カルデラ
calendar	暦|カレンダー
calender	カレンダー
calf	子牛|牛
calgary	カルガリー
caliber	口径|器
calibration	校正
calibre	口径|器
california	カリフォルニア
calking	コーキング
call	訪問|呼びかけ|招集|呼び出し
call-up	召集
caller	来客
calligrapher	書家
calligraphy	書道|習字|書き方
calling	招致|職業|召喚
callous	無神経
calm	落ち着いた|穏やか|平静|平穏
calmly	何気なく
calmness	冷静|落ち着き|平気|沈着
calorie	カロリー
calumny	中傷
calvados	カルバドス
cam	カム
camaraderie	友情
camel	キャメル
camera	カメラ
cameraman	カメラマン
camouflage	偽装|迷彩
camp	陣営|キャンプ|派
campaign	遠征|戦|カンパ|キャンペーン
campaigning	選挙運動
camper	キャンパー
camper-van	キャンピングカー
camphor	カンフル
camping	キャンピング
campus	キャンパス|構内|学園|校庭
canada	加奈陀|加
canal	運河|堀江|堀川|水路
canberra	キャンベラ
cancel	取り消す|取り消し|止める
cancellation	解除|解消|取り消し|休講
cancer	癌
candid	率直|フランク|正直|淡泊
candidacy	立候補|候補
candidate	候補|候補者
candidature	候補
candle	蝋燭|キャンドル
candy	飴|キャンディ|菓子|お菓子
cane	杖|ステッキ
cannabis	麻|マリファナ|大麻|葉っぱ
canneloni	カネロニー
cannon	砲|大砲
cannonball	砲弾
canny	機敏
canoe	カヌー
cant	隠語|カント
cantata	カンタータ
canteen	水筒|食堂
canter	駆ける
cantering	駆け足
canton	州|広州|広東
cantonment	陣営
canvas	キャンバス
canvasing	勧誘
canvassing	勧誘|選挙運動|外交
canyon	ゴルジュ|峡谷|渓谷
canzone	カンツォーネ
cap	キャップ|帽子|蓋
capabilities	資格|戦力
capability	手腕|敏腕|力量|力
capable	有能
capacitance	容量
capacitor	コンデンサー
capacity	容量|容積|体積|力量
cape	岬|ケープ|崎|回し
capital	都|原資|元金|資金
capitalism	資本主義|キャピタリズム
capitalist	資本家
capitol	議事堂
capitulation	降伏|開城|降参|陥落
capriccio	カプリッチオ
caprice	気まぐれ|戯れ|浮気
capsicum	唐辛子|ピーマン
capsize	覆す|覆る|ひっくり返る
capsizing	転覆
capsule	カプセル
captain	機長|大尉|キャプテン|大佐
caption	キャプション|題名|見出し|表題
captioning	字幕
captivation	魅惑
capture	捕獲|攻略|乗っ取り|捉える
capturing	取り込み
car	自動車|車|乗用車|カー
caramel	カラメル|キャラメル
carapace	甲
carat	カラット|品位
caravan	キャラバン
caravanning	オートキャンプ
carbamide	ユリア
carbohydrate	糖質
carbon	炭素|カーボン
carburator	キャブレター
carburetor	キャブレター
carburetter	キャブレター
carburettor	キャブレター
carcass	死体
card	カード|葉書
cardamom	カルダモン
cardamon	カルダモン
cardboard	段ボール|厚紙
cardigan	カーディガン
cardinality	濃度
care	手入れ|気配り|用心|ケア
care-taking	留守番
career	キャリア|経歴|生涯|履歴
carefree	気軽|気楽|呑気|伸びやか
careful	慎重|周到|入念|念入り
caregiver	ホームヘルパー
caregiving	介護
careless	杜撰|軽率|滅多|いい加減
carelessness	不注意|油断|怠慢|不始末
carer	ホームヘルパー
cares	苦労
caress	撫でる
caretaker	管理人|世話人|里親|留守番
carfare	交通費
cargo	貨物|荷
caricature	戯画
caring	懇切|介護
carnation	カーネーション
carnival	カーニバル
carnivorous	肉食
carol	キャロル
carolina	カロライナ
carotene	カロチン
carpark	駐車場
carpenter	大工|木工|匠
carpet	カーペット|絨毯
carport	車庫
carriage	送料|馬車|運び|運搬
carrier	担ぎ|担い手|キャリア
carrot	人参
carry	運ぶ|キャリー|帯びる|持つ
carry-on	持ち込み
carry-out	テイクアウト
carrying	携帯|掲載|キャリー|持参
cart	屋台|カート|馬車|台車
cartel	カルテル
cartilage	軟骨
cartoon	漫画|戯画
cartoonist	漫画家
cartridge	カートリッジ
carve	彫る|刻む
carving	彫刻|彫塑|刻
carya	行
casbah	カスバ
case	場合|症例|ケース|筐体
caseworker	ケースワーカー
cash	現金|金銭
cashbox	金庫
cashier	レジ
casing	筐体
casino	カジノ
cask	樽
casket	棺|入れ物
cassette	カセット
cast	配役|鋳る|キャスト|投じる
caste	カースト
castella	カステラ
caster	キャスター
casting	鋳物|鋳造|キャスティング
castle	城|シャトー|城郭
casual	何気ない|カジュアル|思いがけない|ラフ
casually	不図|偶々
casualties	死傷者|死者
casualty	傷者|傷害
cat	猫
cat's-eye	キャッツアイ
cataclysm	破局
catalog	目録|一覧表|一覧
catalogue	目録|一覧表|一覧
catalyst	触媒
catapult	発射|パチンコ
cataract	白内障
catastrophe	破局|壊滅
catch	受け止める|捉える|捕まえる|聞き取る
catcher	捕手|キャッチャー
catching	キャッチ
catchphrase	キャッチフレーズ
catchword	標語
categorization	分類
category	カテゴリー|項目|種類|部門
catenation	結合
catering	仕出し|迎合
catgut	ガット
cathedral	寺院
catheter	カテーテル
catholicism	カトリシズム
catsup	ケチャップ
cattle	牛|家畜
cattleya	カトレヤ
catwalk	キャットウォーク
caucasian	白人
caulking	コーキング
causality	因果
causation	縁起
cause	原因|起因|引き起こす|因
causing	誘発|醸成
caution	注意|戒め|警戒|戒告
cautious	慎重|注意深い|用心深い
cautiously	恐る恐る
cavalry	騎兵
cavalryman	騎兵
cave	空洞|洞穴|洞窟|洞
cave-in	陥没|崩落
cavern	洞窟|岩屋|洞穴
caviar	キャビア
caviare	キャビア
cavity	虫歯|洞|凹み|空洞
cayenne	唐辛子
ce	西暦|紀元
cease	止す|止む|途絶える|止める
cease-fire	休戦
ceasefire	停戦
ceaseless	不断
ceaselessly	止めどなく
ceasing	停止
cecum	盲腸
cede	譲り渡す
ceiling	天井|シーリング
celebrate	祝う|謳う
celebrated	著名|名高い|高名|偉い
celebration	祝賀|祝儀|記念|祝い
celebrity	有名人|スター|芸能人|パーソナリティー
celery	セロリ
celibate	独身
cell	細胞|セル|電池|檻
cellar	地下室|地下|蔵|セラー
cello	チェロ
celluloid	セルロイド
celsius	セ氏|摂氏
cembalo	チェンバロ
cement	セメント
cemetery	墓地|霊園
censorship	検閲
censure	糾弾|問責|非難|咎める
census	国勢調査|戸籍
center	中心|中部|中央|中枢
centering	センタリング
centerpiece	目玉
centigrade	セ氏|摂氏
centimeter	センチ|センチメートル
centimetre	センチ|センチメートル
centralisation	一元化
centralization	一元化|集中
centre	中央|中枢|センター|中心
centring	センタリング
centrism	中道
centrists	ドーク
centroid	重心
century	世紀
ceramic	セラミック
ceramics	窯業|陶芸|陶磁器|陶器
cereal	穀物
cerebral	女史
cerebritis	脳炎
cerebrum	大脳
ceremonial	晴れ
ceremonious	窮屈
ceremony	式典|儀式|儀|セレモニー
certain	確実|間違いない|某|紛れもない
certainly	是非|是非是非|無論|勿論
certificate	墨付き|証明書|証書|証券
certification	認証|認定|証明
cervid	鹿
cesium	セシウム
cessation	休止|モラトリアム|不通
cession	割譲
cfc	フロン
chafe	擦る
chaff	揶揄う|殻
chafing	摩擦
chagrin	無念
chagrined	歯痒い
chagrinned	歯痒い
chain	連鎖|鎖|チェーン|一連
chaining	連鎖
chains	鎖
chair	議長|椅子|チェア
chairman	委員長|座長|司会者|チェアマン
chairmanship	司会|主宰
chairperson	議長|司会者
chalk	チョーク
chalking	チョーキング
challenge	挑戦|相手取る|難題|申し込む
challenging	チャレンジ
chamber	部屋|議院
chamberlain	侍従
chameleon	カメレオン
champagne	シャンパン
champion	チャンピオン|闘士|覇者|王者
championship	選手権|優勝|擁護
chance	機会|切っ掛け|チャンス|契機
chancellor	首相
chances	確率
chandelier	シャンデリア
change	変化|変わる|変更|逆転
changeable	不順
changeless	同じ
changeover	転換
changer	チェンジャー
changing	転身
channel	海峡|チャネル|瀬戸|水路
channeling	チャネリング
channelling	チャネリング
chanson	シャンソン
chant	唱える|詠む|コール|語る
chantilly	シャンティー
chaos	カオス|混乱|混迷|無秩序
chap	野郎|亀裂|男
chapel	チャペル|会堂|堂
chaperon	付き添い
chaperonage	付き添い
chaps	荒れ
chapter	章|チャプター
char	焦げる|焦がす
character	性格|品性|字|キャラクター
characteristic	特色|特質|メルクマール|持ち前
characteristics	作風|性格
charades	ジェスチャー
charcoal	炭|木炭
charge	係|保管|受け持ち|チャージ
charges	課徴金
charging	充電
chariot	戦車
charism	カリスマ
charisma	カリスマ
charitable	情け深い
charity	慈善|博愛|チャリティ|布施
charleston	チャールストン
charm	魅力|お守り|愛嬌|美点
charming	シャルマン|チャーミング|魅力的|可愛い
chart	図表|チャート|表|図
charter	憲章|チャーター|特許|雇う
chartering	貸し切り
chase	追う|追っかける|追跡|追いかける
chasing	彫金
chasm	割れ目|谷間|裂け目
chassis	筐体
chaste	清らか
chastity	操
chat	漫談|チャット|懇話|喋る
chatter	喋る
chatterbox	お喋り
chattering	お喋り
chatting	雑談
chatty	お喋り
chauffeur	運転手
cheap	格安|安い|安価|手軽
cheap-looking	安っぽい
cheat	騙す|偽る|誤魔化す
cheater	詐欺師
cheating	インチキ|カンニング|詐欺
chechenia	チェチェン
chechin	チェチェン
chechnia	チェチェン
chechnya	チェチェン
check	抑止|抑圧|王手|食い止める
check-in	チェックイン
check-out	チェックアウト
checker	チェッカー
checkered	チェック
checking	点検|セーブ|チェック
checkmate	抑止
checkpoint	関門
checkroom	クローク
cheek	頬|頬っぺた|心臓
cheeky	生意気|図々しい
cheer	歓声|チア|励ます|気合
cheerful	明朗|陽気|朗らか|快活
cheerfulness	直
cheering	声援|エール|激励|応援
cheerleader	チアガール
cheese	チーズ
chef	シェフ|コック|料理人
chemical	ケミカル|薬剤
chemicals	薬品|化学物質
chemise	シミーズ|肌着
chemist	薬剤師
chemist's	薬局
chemistry	化学|相性
cheque	小切手
cherish	可愛がる|抱く
cherished	大切
cherry	チェリー
chert	チャート
chess	チェス
chest	胸|胸部|箱
chestnut	マロン
chevron	山形
chew	噛む
chewiness	歯ごたえ
chia	チア
chiba	千葉
chic	粋|シック|乙
chicago	シカゴ
chick	雛
chicken	鶏|チキン
chide	叱る
chief	主要|所長|署長|主
chiefly	主として
chiffon	シフォン
child	子|子供|小人|お子様
child-minding	子守
child-rearing	育児
childbirth	出産|お産
childcare	育児
childhood	幼少期|幼少
childish	稚拙|幼稚|幼い
children	児童|子弟|子女|子供たち
chill	寒気|悪寒|冷やす
chilliness	冷え|寒冷
chilly	肌寒い|冷ややか|冷たい
chimaera	キメラ
chime	チャイム|鐘|鳴らす|メロディー
chimera	キメラ
chimney	煙突
chin	チン|顎
chin-up	懸垂
china	中国|チャイナ|陶器|陶磁器
chinatown	中華街
chinaware	陶器|陶磁器|磁器
chinese	チャイニーズ|中国語
chinning	懸垂
chip	欠く|木片|欠片|破片
chips	ポテト
chirp	囀る|鳴き声|鳴く
chirping	声
chisel	彫る|刻む
chit	伝票
chitchat	お喋り
chitin	キッチン
chlorella	クロレラ
chloride	塩化
chlorine	塩素
chlorofluorohydrocarbon	フロン
chock	矢
chocolate	チョコレート|チョコ
choice	選択|選|選抜|取捨
choices	選択肢
choir	クワイア|合唱団
choke	チョーク
choker	首飾り
choking	チョーキング|窒息
cholesterol	コレステロール
choose	選ぶ|選る|決める
choosiness	好き嫌い
choosing	選
chop	判子
chopin	ショパン
chopsticks	箸
choral	コラール
choreography	振り付け
chorus	合唱|コーラス
christen	名付ける
christening	命名
christian	クリスチャン
christianity	キリスト教
christmas	クリスマス|ノエル
chromium	クロム
chromosome	染色体
chronic	慢性|慢性的
chronicle	クロニクル
chronology	経緯
chronoscope	クロノスコープ
chrysanthemum	菊
chubby	デブ|太り肉|丸々
chuck	チャック
chum	仲良し|親友
church	教会|会堂|チャーチ|聖堂
churchman	聖職者
churchyard	境内
cicada	蝉
cigar	葉巻|煙草
cigaret	煙草
cigarette	煙草
cinema	シネマ|映画館
cinematographer	カメラマン
cinnamon	シナモン
cipher	暗号
circle	丸|輪|円形|サークル
circling	旋回
circuit	回線|回路|サーキット
circular	丸い
circulate	回す
circulation	流通|部数|循環|回覧
circumference	周辺|周り|円周|周囲
circumlocutory	婉曲
circumstance	環境|事柄
circumstances	事情|際|都合|事態
circus	サーカス
cirque	カール
cis	シス
cistern	水槽
citadel	城郭
citation	引用|羅列|召喚|提示
citizen	市民|公民|住民|国民
citizenry	市民
citizens	民|人民
citizenship	市民権|国籍|公民権
citron	シトロン
citrus	蜜柑
city	市内|都会|市|シティ
civil	丁寧|民間
civilian	文民|民間
civilisation	文明|文化|人文
civilization	文明|文化|人文
claim	主張|請求|クレーム|債権
clammy	ヌルヌル
clamor	大騒ぎ|叫ぶ
clamorous	喧しい|騒々しい
clamour	大騒ぎ|喚く|叫ぶ
clamping	締め付け
clan	氏族|クラン|族|部族
clap	叩く|打つ
clapper	舌
clarification	弁明|解明
clarinet	笛
clash	激突|食い違う
clashing	衝突
clasp	握る|留め金
class	級|階級|学級|階層
classic	古典|古典的|古書|クラシック
classical	古典的|クラシカル|本格|クラシック
classification	分類|種別|分別|選別
classify	選り分ける|分ける
classmate	同級生|クラスメイト|同期
classroom	教室
classwork	学業
clause	条項|項目|約款
claw	爪
clay	粘土|クレー|土
clean	清潔|清らか|クリーン|清浄
clean-up	清掃
cleaner	クリーナー
cleaning	掃除|清掃|クリーニング|洗浄
cleanse	洗う
cleanser	クレンザー|洗剤|洗浄剤
cleansing	洗浄
cleanup	浄化
clear	明らか|明確|明快|明瞭
clear-cut	明快
clear-sighted	英明
clearance	隙間|整理
clearing	開墾|消去|交換|広場
cleat	スパイク
cleats	スパイク
cleavage	谷間
cleave	裂く
cleek	クリーク
cleft	割れ目
clemency	慈悲
clement	温和
clementine	蜜柑
clergy	聖職者
clergyman	聖職者|牧師
clerk	書記|局員|事務員|クラーク
clever	機敏|利口|軽妙|賢い
cleverness	巧者
cliched	陳腐
click	クリック
client	クライアント|顧客|得意先|取引先
clientele	得意先
cliff	崖|岩
climate	気候|気象|風土
climax	盛り上がり|佳境|クライマックス|見せ場
climb	上る|上り
climbing	クライミング|上り|上昇
clinch	クリンチ|決める
clincher	決め手
cling	付く
clinic	診療所|クリニック|病院|医院
clip	クリップ|刈る|刈り込む
clippers	鋏
clipping	切り抜き
clique	派閥|派|閥|党派
cloak	マント
cloakroom	預かり所|クローク
clock	時計|クロック
clod	団塊|塊
clog	詰まらせる|閊える
cloister	修道院|回廊
clone	クローン
close	密接|親しい|閉じる|閉める
close-up	クローズアップ
closeness	緊密
closest	最寄り
closet	押し入れ|戸棚
closing	閉鎖|最終|締め切り|お仕舞い
closure	閉会|休館|通行止め|閉鎖
cloth	布|生地|布地|呉服
clothes	服|衣|衣類|衣服
clotheshorse	物干し
clothespin	ピンチ
clothing	衣装|衣料|被服|衣料品
cloud	雲|曇り
cloudburst	豪雨|土砂降り
cloudiness	曇り
clout	影響力
clown	ピエロ|クラウン
cloying	諄い
club	倶楽部|サークル|部|会
clubhouse	倶楽部
clubs	クラブ
clue	手がかり|端緒|糸口
clump	塊|団塊|群れ
clumsy	不器用|拙劣|下手くそ|稚拙
cluster	塊|群れ|房|林
clutch	クラッチ|握る|握り|掴む
clutter	乱雑
co-acting	共演
co-authorship	共著
co-op	購買
co-operation	共同
co-ordinate	コーディネート
co-ownership	共有
co-starring	共演
co-worker	同僚
coach	馬車|コーチ|家庭教師|指導者
coaching	指導
coagulation	凝固
coal	石炭
coalfield	炭田
coalition	連立|合併
coarse	粗大|粗い|粗悪|劣悪
coast	海岸|沿岸|沿海|岸
coastal	臨海
coaster	コースター
coastline	海岸線|水際
coat	上着|コート
coating	塗装|コーティング|コート
coax	丸め込む|強請る|騙す
cobalt	コバルト
cobra	コブラ
cocaine	コカイン
coccus	球菌
cock	コック
cockpit	コックピット
cocksure	強気
cocktail	カクテル
cocky	生意気
cocoa	ココア
cocom	ココム
cocoon	繭
code	暗号|コード|記号|規約
codswallop	出鱈目
coeducation	共学
coerce	強いる
coercion	強要|強制|脅迫|圧力
coercive	強引
coexistence	共存|共生|同居|両立
coffee	珈琲
coffeehouse	カフェ|喫茶店
cofferdam	締め切り
coffin	棺|入れ物
cogency	説得力
cognac	コニャック
cognisance	認識
cognition	認知|認識
cognizance	認識
cogwheel	歯車
cohabitation	同棲|コアビタシオン
coherence	辻褄|一貫|脈絡
cohesion	粘着|付着
coiffure	髪形
coil	コイル|巻く
coin	硬貨|コイン|鋳る
coinage	造語|貨幣
coincidence	一致|偶然|併発|符合
coins	小銭
col	コル
cola	コーラ
cold	風邪|冷ややか|冷たい|寒冷
cold-blooded	無残|残忍
cold-hearted	冷淡
coldhearted	冷たい
coldheartedness	冷酷|無情
coldness	寒さ|冷え|寒冷|寒気
coleseed	菜種
coliseum	コロシアム
collaboration	合作|コラボレーション|協力|タイアップ
collage	コラージュ
collapse	崩壊|崩れる|崩落|倒れ
collapsing	倒れ
collar	襟|カラー|襟元
collateral	担保|付帯|副|見返り
colleague	僚友|仲間|同僚
collect	集める|取りまとめる|揃える|溜まる
collecting	収集|採集|採取|集約
collection	回収|徴収|取り立て|コレクション
collective	共同体|連帯
collectivism	共産主義
collector	コレクター
college	カレッジ|大学
collie	コリー
collision	衝突
colloid	コロイド
colloquialism	俗語
collusion	共謀|野合|結託|癒着
cologne	ケルン
colon	コロン|大腸
colonel	大佐
colonisation	拓殖
colonist	開拓者
colonization	拓殖
colony	植民地|コロニー|集落
color	色|色彩|彩る|染める
colorado	コロラド
colorant	着色|色素
coloration	彩り|彩色
colored	カラード
colorful	カラフル
colorfulness	精彩
coloring	彩り|色合い|色気|色素
colorless	無色
colors	絵の具
colossal	膨大|莫大
colosseum	コロシアム
colossus	モンスター
colour	色|色彩|彩る|染める
colourant	色素
colouration	彩色|彩り
coloured	カラード
coloureds	カラード
colourful	カラフル
colourfulness	精彩
colouring	色合い|色気|彩色|着色
colourless	無色
colours	絵の具
column	桁|円柱|コラム|欄
columnist	コラムニスト
columns	段
com	コム
coma	昏睡|コマ
comb	櫛|撫でる
combat	実戦|戦闘|闘争
combatant	戦士
combination	合同|結合|組み合わせ|コンビ
combine	コンバイン|交える|組み合わせる|合わせる
combined	複合
combo	セット
combo-meal	セット
combover	バーコード
combustibility	可燃性
combustibles	可燃物
combustion	燃焼
come	来る|参る|訪れる|運ぶ
come-back	復活
comeback	再起|返り咲き|カムバック|復帰
comedian	コメディアン
comedown	転落
comedy	喜劇|コメディー
comet	彗星
comfort	住み心地|楽|居心地|慰める
comfortable	伸びやか|心地よい|気楽|快適
comforter	マフラー|襟巻き
comic	漫画|コミック
comical	コミカル|滑稽|可笑しい|コミック
comics	コミックス|コミック|戯画
coming	到来|訪れ
comma	コンマ
command	指揮|令|司令|コマンド
commandant	司令官
commandeer	乗っ取る
commander	将|中佐|司令|指揮者
commander-in-chief	主将|総帥
commanding	掌握
commandment	戒律|戒め
commemoration	記念
commemorative	メモリアル
commence	始める|仕掛ける|始まる|興す
commencement	始業|開始|卒業式
commend	褒める
commendable	健気
commendation	賞賛|表彰
comment	論評|コメント|注釈|カキコ
commentary	解説|評|批評
commentator	コメンテーター|評論家
commerce	商業|通商|交易|商売
commercial	コマーシャル
commercialised	営利
commercialized	営利
commission	嘱託|コミッション|委員会|依頼
commissioner	弁務官|コミッショナー|総監|事務官
commissioning	委嘱
commit	犯す|演じる|コミット
commitment	言質|コミット|投入
committee	委員会
committing	コミット
commodities	物資
commodity	商品|品目
common	共通|尋常|只|共立
commonly	一般に|普通
commonplace	主流|常識的|平凡|通俗的
commonwealth	連邦|共和国
commotion	動乱|旋風|バタバタ|動揺
communal	公共
communicate	通じる|伝える
communication	コミュニケーション|通信|伝達|疎通
communications	逓信
communique	公報|発表
communism	共産|共産主義
communist	赤い
community	コミュニティ|群集|社会|集落
commutation	転換
commute	通う
commuting	通い
compa	コンパ
compact	コンパクト|契約|簡潔|掟
compaction	圧縮
compactness	緊密
companion	相手|連れ|供|伴侶
companionship	交友
company	会社|仲間|交際|連中
comparatively	割に|比較的|割合に|割と
compare	比べる|照らす
comparing	形容
comparison	比較|比べ|対比|対照
compartment	区画|仕切り|区分
compass	羅針盤|コンパス|磁石
compassion	同情|慈悲|仁|情け
compassionate	情け深い
compatibility	両立|相性|適合
compatible	統一
compatriot	同胞
compel	強いる|迫る
compensation	補償|賠償|代償|対価
compete	争う|競る|競う|比べる
competence	敏腕
competency	実力
competent	強い|適格|有能
competing	対戦
competition	競争|競り合い|コンクール|コンペ
competitiveness	競争力
compilation	収録|集大成|編|編著
compile	取りまとめる|編む
compiler	編者
complacency	余裕
complain	零す
complaining	愚図愚図
complaint	苦情|文句|訴え|訴状
complement	補足|定員|友
complementation	補完
complete	完成|全面的|完全|書き上げる
completed	既成
completely	一向に|一向|丸っきり|残らず
completeness	徹底
completion	修了|完了|出来上がり|大成
complex	複雑|煩雑|コンプレックス|複合
complexion	顔色|色
complexity	複雑さ|濃淡
compliance	合致|承諾|承服|遵守
complicated	複雑|煩雑|煩わしい|難しい
complication	紛糾|葛藤|併発|交錯
complications	合併症|曲折
complicity	共犯|共謀|加担
compliment	賛辞|お世辞|褒める
comply	承る
component	要素|コンポ|成分|パーツ
components	部品
compose	詠む|書く|綴る
composed	落ち着いた|重厚|平ら
composer	作曲家|作者
composite	複合|総合的|総合
composition	編成|曲|構成|作曲
compost	堆肥|コンポスト|肥料
composure	冷静|落ち着き|平気|沈着
compound	化合物|境内|混ぜ合わす|構内
comprehend	分かる|悟る|得る
comprehending	網羅
comprehension	了解|悟り|理解|分かり
comprehensive	総合的|巨視的|総合
comprehensiveness	包括
compress	詰め込む
compression	圧縮
compressor	コンプレッサー
comprise	含む
comprising	網羅
compromise	妥協|歩み寄り|折衷|歩み寄る
compulsion	強制|強要
compulsory	強制的|必須
computation	勘定|算出|算定
compute	割り出す
computer	コンピュータ
computerization	機械化
comrade	友|僚友|同士|仲間
concatenation	連結
conceal	隠す|覆う|紛らす
concealment	潜伏|隠匿|隠滅
conceit	自惚れ|天狗
conceited	気障
conceive	孕む
concentrate	煮詰める
concentrated	重点的
concentration	集中|濃度|結集|濃縮
concept	コンセプト|概念|観念|考え
conception	妊娠|想|受胎|発想
concern	関心|関知|関する|心配
concerning	危うい
concerns	問題意識
concert	コンサート|演奏会|合奏|協和
concerto	協奏曲|コンチェルト
concession	譲歩|租界|歩み寄り|利権
concierge	管理人
conciliation	協調|譲歩|調停
concise	簡潔|端的
conclude	済ます|割り出す
concluding	総決算
conclusion	結論|決着|締結|完結
conclusive	決定的
concoction	虚構
concord	協和|コンコルド
concourse	コンコース
concrete	具体的|具体
concubine	二号
concurrence	併発|合致|同感
concurrent	同時
condemn	責める
condemnation	攻撃
condensation	凝縮|圧縮|濃縮|汗
condense	縮める
condenser	コンデンサー
condescend	見下す
condiment	薬味|香辛料|調味料
condition	情勢|条件|前提|具合
conditionally	条件付き
conditioner	リンス
conditions	事情
condolence	哀悼|弔意
condolences	挨拶
condom	コンドーム|スキン
condominium	マンション|コンドミニアム|コーポ
condor	コンドル
conduct	行動|行為|営む|振る舞い
conducting	経営
conduction	伝達
conductor	指揮者|車掌|コンダクター|ガイド
cone	コーン|山形
coney	兎
confectionery	菓子
confections	お菓子
confederation	連邦
confer	下さる|授ける|諮る|与える
conference	協議|評議|年会|会談
conferment	授与|付与
confess	言い表す
confession	自白|告白|白状|自供
confide	打ち明ける
confidence	信用|自信|信任|確信
confident	強気
confidential	内々
confidentiality	内緒|秘密
configurable	設定可能
configuration	コンフィギュレーション|配置|設定
confine	限る
confined	狭い
confinement	監禁|足止め|幽閉|拘置
confining	狭い
confirm	糺す
confirmation	確認|認証
confirming	判明
confiscation	押収|没収
conflagration	火災|火事
conflict	葛藤|紛争|係争|戦い
confluence	合流|出会い
conflux	合流
conform	準じる
conformance	合致|準拠
conforming	順応
conformity	適合|適応|整合|同調
confront	迎え撃つ
confrontation	対立|対決|直面|対峙
confronting	際会|対戦|対面
confucianism	儒教|儒学
confuse	間違える
confused	慌ただしい|煩雑
confusion	戸惑い|乱調|混同|錯乱
congeal	凍る
congee	粥
congenial	和やか
congeniality	会心
congenital	先天的
congestion	渋滞|混雑|過密|雑踏
conglutination	癒着
congo	コンゴ
congratulate	祝う|喜ぶ
congratulation	祝い|お祝い|慶祝
congratulations	寿|祝い|祝賀|お祝い
congregate	集う
congregation	教会|集会
congress	議会|議院|会議
congruence	適合|合同
congruity	適合
conjecture	推測|推量|見当|予想
conjoining	相応
conjugation	活用
conjuring	手品|奇術
connect	繋ぐ|通る
connectedness	触れ合い
connecting	結び
connection	接続|結びつき|連関|繋がり
connections	パイプ
connector	プラグ
connivance	黙認
connoisseur	通|玄人
connotation	内包|意味合い|含蓄
conquer	従える
conquering	席巻
conqueror	覇者
conquest	制覇|克服|征服|勝利
consanguinity	血縁
conscience	良心
conscience-stricken	済まない
conscientious	忠実|念入り|丁寧
conscious	意識的
consciousness	意識|正体
conscription	徴兵|兵役
consecrate	捧げる
consensus	総意|コンセンサス|世論|合意
consent	納得|承諾|許諾|合点
consenting	承服
consequence	所為|結果|副産物
conservation	保存|保全|保守|保護
conservatism	保守
conservative	保守的|消極|控えめ
conservativeness	保守
conservatory	温室
consider	考える
considerable	大した|著しい
considerably	大分|少なからず|中々
considerate	懇切|親切|暖かい
consideration	検討|配慮|思考|思いやり
consignment	委託
consistency	一貫|辻褄|徹底|一致
consolation	慰謝
console	慰める|労る
consolidate	纏める|固める
consolidation	統一|統合|合併|連結
consortium	コンソーシアム
conspiracy	共謀|結託|加担|企み
conspire	企む|図る
constable	警官|巡査
constancy	恒常|節操|操
constant	変わらない|不断|コンスタント|一定
constantly	絶えず|日夜|常に|頻りに
constellation	星座
consternation	恐慌
constipation	便秘
constituency	票田
constituent	選挙人|有権者
constitution	憲法|体質|体格|組成
constitutionalism	立憲
constitutionality	合憲
constraint	気兼ね|遠慮|抑制|拘束
constraints	制約
constrict	絞める
constriction	圧縮|収縮
construct	建てる|築く|作り上げる|組み立てる
constructing	施工
construction	建設|建築|構築|組み立て
constructive	建設的|前向き
constructor	工作員
consul	領事
consulate	領事館
consult	繰る
consultant	コンサルタント|顧問|参与
consultation	相談|諮問|談合|合議
consulting	コンサルティング
consume	費やす
consumer	消費者|コンシューマー|使用者|利用者
consumption	消費|消耗|肺結核
contact	触れ合い|コンタクト|連絡|担当者
contacting	連絡|ご連絡
contagion	伝染|感染
contain	含む|宿す|留める|付いてる
container	容器|器物|入れ物|コンテナ
containing	含有|包含
contaminate	汚す
contamination	汚染|汚濁|公害
contemplate	考える|省みる|企てる
contemplation	瞑想|反省
contemporary	コンテンポラリー|同期
contempt	軽蔑|侮蔑|軽視|侮辱
contemptible	卑劣|随分
contend	競う|争う
contender	候補
content	内容|実体
contention	係争|競合|主張
contentment	満足
contents	内容|中身|目次|書面
contest	比べ|競演|コンテスト|競争
context	文脈|脈絡|背景
contiguity	隣接
continent	大陸|州
continental	コンチネンタル
continually	引き続き|絶えず
continuance	存続|続行
continuation	連続|継続|持続|続き
continue	続く
continuity	コンテ
continuous	継続的|持続的
continuously	引き続き|始終
contort	歪む
contour	輪郭|外郭
contra	コントラ
contrabass	コントラバス
contraception	避妊
contract	契約|請け負う|請負|罹る
contracting	請負
contraction	短縮|緊縮|収縮|萎縮
contractions	陣痛
contradict	反する|打ち消す
contradiction	矛盾|抵触
contrary	裏腹|裏返し|反対
contrast	対照|対比|コントラスト
contrastive	対照的
contravene	犯す
contravention	抵触|違反
contribute	資する
contribution	貢献|寄付|投稿|寄与
contributor	提供者
contrite	済まない
contrition	痛恨
contrivance	仕掛け|仕組み|考案
contriving	工夫
control	管理|抑制|制球|取り締まり
controller	管制官|コントローラー|監督
controlling	管制|君臨|セーブ
controversialist	論客
controversy	論争|物議|議論|係争
convalescence	休養|回復
convection	還流
convene	呼び出す
convenience	便宜|便利さ|利便|コンビニエンス
conveniences	設備
convenient	便利|好都合|重宝|手ごろ
convening	召集|招集
convent	修道院
convention	コンベンション|大会|伝統|慣習
conventional	伝統的|在来|月並み
convergence	集中
conversation	会談|会話|談話|対話
converse	逆
conversion	転換|換算|転向|帰依
convert	コンバート|切り替える|変える
converted	仮装
converter	コンバーター
convertible	オープンカー
convey	伝える|運ぶ|譲る
conveyance	乗り物|搬送|譲渡|運搬
conviction	確信|所信|不退転|信念
convocation	招集
convoy	コンボイ|護衛|護送
cony	兎
cook	コック|炊く|料理人|クック
cooker	レンジ
cookery	料理
cookie	クッキー|ビスケット|クーキー
cooking	料理|調理|炊事|クッキング
cooktop	焜炉
cooky	クーキー
cool	清涼|冷淡|冷やす|涼しい
cool-headed	冷徹
cooler	クーラー
cooling	冷却
cooling-off	クーリングオフ
coolness	平気|冷静
coop	コープ
cooperate	助け合う
cooperation	協力|協調|連携|提携
cooperative	協同組合|共和
coordinate	コーディネート
coordination	総合|連携|整合|調整
coordinator	コーディネーター|幹事
copernicus	コペルニクス
copier	コピー機
copper	銅
coppice	雑木林
copse	雑木林|林
copy	写し|似せる|コピー|原稿
copy-and-paste	コピペ
copy-book	ノート
copybook	手本
copying	複写|筆記|模倣|真似
copypasta	コピペ
copyright	著作権|版権|コピーライト
coral	珊瑚
cord	緒|綱|縄|紐
cordial	厚い
core	核心|コア|主体|中核
cork	コルク|栓
corkscrew	コークスクリュー|栓抜き
corn	玉蜀黍|穀物|コーン
cornea	角膜
corner	一角|角|隅|片隅
cornering	買い占め|コーナリング
cornerstone	礎|礎石|要
cornfield	麦畑
corny	寒い
corolla	カローラ
corollary	系
corona	コロナ
coronavirus	コロナウイルス|コロナ
coronet	冠
corporation	営団|コーポレーション|会社|法人
corporeal	肉体的
corps	軍団|部隊
corpse	遺体|死人|死体|亡骸
corpulence	肥満
corpulent	太り肉|豊満
corral	追い込む
correct	正解|正則|正す|正確
correction	是正|直し|補正|訂正
correctness	直
correlation	相関関係|相関
correspondence	対応|通信|文通|交信
correspondent	特派員
corresponding	対向
corridor	廊下|回廊|ギャラリー
corrie	カール
corroboration	裏付け
corrode	腐る
corrosion	腐食|浸食|侵食
corrupt	乱す|生臭い
corruption	汚職|収賄|堕落|贈収賄
cosmetician	美容師
cosmetics	化粧|美容
cosmetology	エステティック
cosmopolitan	コスモポリタン|国際人
cosmopolite	国際人
cosmos	コスモ|コスモス|宇宙
cosplay	コスプレ
cosponsorship	共催
cost	費用|コスト|値段|代金
cost-of-living	物価
costarring	顔合わせ
costly	高価
costs	経費
costume	仮装|コスチューム|衣装
cot	寝床
coterie	派
cottage	コテージ|零細
cotton	木綿|コットン|綿
cotyledons	双葉
couch	寝台|ソファ
cough	咳
coughing	咳
council	市役所|区役所|会議
councillor	参事官|評議員|参事|参与
councilor	参事官|参事
counsel	弁護人|勧告|助言
counseling	カウンセリング
counsellor	相談役|カウンセラー|補佐|参謀
counselor	相談役|カウンセラー|補佐|参謀
count	番手|数える|伯爵|伯
countdown	秒読み
countenance	表情|人相|面持ち|顔つき
counter	窓口|カウンター|売り場|スタンド
counter-	対向
counter-attack	迎撃
counter-evidence	反証
counter-proposal	対案
counter-suggestion	対案
counteraction	中和
counterargument	反論
counterattack	反撃|逆襲
counterbalancing	相殺
counterblow	反撃
counterfeit	模造|偽物|似せる|偽
counterfeiting	偽造
countermeasure	対策
countermove	対策
counteroffensive	反撃
counterpart	片方
counterplan	対策
counties	郡部
counting	カウント|勘定
countless	無数
countries	国々
country	国|国土|国家
countryside	山野|田舎|田園|地方
countrywide	全国的
county	郡|県
coup	クーデター|政変
coupe	クーペ
couple	カップル|対|二人
coupler	カプラー
coupling	連結|結合
coupon	クーポン|券
courage	勇気|度胸|カレッジ|肝
courageous	気丈|勇ましい|健気
course	講座|課程|経路|成り行き
coursebook	教科書
court	法廷|裁判所|コート|立法府
courteous	丁寧|丁重
courtesy	儀礼|礼儀|エチケット|義理
courthouse	裁判所
courtroom	法廷
courtyard	中庭|庭
cousin	従兄弟|従姉妹
covenant	誓約|盟約
cover	表紙|覆う|蓋|カバー
coverage	報道
covering	援護|網羅|カバー|取材
covet	貪る|欲張る|欲しがる
covetous	欲深
covetousness	欲張り|貪欲
cow	牛
coward	弱虫|臆病者|チキン
cowardly	卑怯|臆病|卑劣
cowboy	カウボーイ
cower	蹲る
coworker	同僚|僚友
cox	コックス
coxswain	コックス
cr	復帰
crab	蟹
crack	亀裂|罅|クラック|隙間
crackdown	手入れ
cracker	クラッカー
cradle	揺りかご|発祥地|本場
craft	クラフト|芸|工芸|匠
craftiness	狸
crafting	クラフト
craftsman	職人
craftsmanship	出来|細工
craftsperson	技術者
crafty	悪賢い|狡い
crag	岩
cram	詰め込む|突っ込む|詰める|埋める
cramp	筋違い|突っ張り
cramped	窮屈|狭い
crane	鶴|クレーン
cranium	頭部
crank	クランク|変人
crankiness	不安定
crash	クラッシュ|衝突|墜落|暴落
crate	箱
crater	クレーター
crating	梱包|荷造り
crave	貪る|渇く
craven	卑怯
craving	渇望|欲|欲求|渇き
crawl	クロール|這う
crayfish	海老
craze	流行
craziness	病気
crazy	クレージー
cream	クリーム
crease	皺|折
create	生み出す|作り上げる|作り出す
creating	作成|生み|醸成
creation	創造|創作|創出|創始
creative	創造的|独創的|クリエーティブ
creativity	創造力
creator	作者|クリエイター|生みの親
creature	生物
creche	託児所
credence	信任
credentials	証明書
credibility	信頼性
credit	債権|掛け|クレジット|名誉
creditable	立派
credulity	妄信
creed	信条|信仰|宗教
creek	小川
creep	這う
cremation	火葬
creole	クリオール
creosote	クレオソート
crest	紋|紋章
crevice	隙間|亀裂|割れ目
crew	乗員|乗組員|クルー
crewman	乗務員
crib	寝床
cribbing	カンニング
crick	筋違い
cricket	クリケット|虫
crime	犯罪|犯行|罪|悪事
criminal	罪人|犯罪者|犯人
crimson	紅|赤い|赤
cringy	痛い
crisis	危機|クライシス|危急|ピンチ
criterion	目安|基準|基軸|尺度
critic	評論家
critical	批判的|険悪|危ない
criticality	臨界
criticise	責める|咎める
criticism	批判|非難|評論|批評
criticize	責める|咎める
critique	評論
croatia	クロアチア
crochet	編み物
crockery	瀬戸物|陶器
crony	親友
crook	曲げる|詐欺師|湾曲
crop	作物|出来高|収穫|実り
crops	農作物|作物
croquette	コロッケ
cross	十字|組む|十字架|交わる
cross-arm	ブーム
cross-country	クロスカントリー
cross-examination	詰問
cross-linking	架橋
crossbeam	桁
crossed	十字
crossing	横断|交差点|渡り|過渡
crossroad	辻
crossroads	十字路|分岐点|岐路|四つ角
crosswalk	横断歩道
crossword	クロスワード
crotch	股|付け根
crouch	蹲る
crow	烏
crowbar	バール
crowd	人出|人だかり|群れる|群集
crowded	過密|満員
crowding	混雑
crown	頂|王冠|クラウン|位
crt	ブラウン管
crucial	肝心|大事|肝要
crucifixion	受難
cruciform	十字
crude	粗末|大雑把|雑|粗悪
cruel	残酷|残虐|無残|酷い
cruelty	冷酷|無情|虐待
cruise	航行|巡航|クルーズ|船旅
cruiser	クルーザー
cruising	クルージング|巡航|流し
crumble	崩れる|砕ける|倒れる|腐る
crumbling	崩れ|崩壊
crumple	揉む|縮める
crusade	聖戦|運動
crush	混雑|潰す|目白押し|熟す
crushing	砕石
crust	地殻|地盤
crusty	気難しい
crutch	股
crux	核心|急所
cry	鳴き声|泣き声|泣く|叫ぶ
crystal	結晶|水晶|クリスタル|鉱石
crystallisation	結晶
crystallization	結晶
cub	カブ
cube	角
cucumber	胡瓜
cue	キュー|切っ掛け|合図
cuff	裾|折り返し
cuffs	カフス
cuisine	料理
cul-de-sac	行き止まり|袋小路
culmination	集大成
culotte	キュロット
culpability	有罪
culprit	犯罪者|犯人
cult	カルト|崇拝
cultivate	培う|生やす|修める|耕す
cultivation	栽培|教養|耕作|培養
cultural	文化的
culture	文化|カルチャー|養殖|文教
cumbersome	煩雑
cummerbund	カマーバンド
cunnilingus	ハーモニカ
cunning	悪賢い|狡い|巧み
cunt	割れ目
cup	カップ|ホール
cupboard	戸棚
curator	キュレーター|館長
curb	抑える|食い止める|抑制
curbing	セーブ
cure	治す|治癒|治療法|治療
curie	キュリー
curing	医|硬化
curio	珍品|骨董|オブジェ
curiosity	好奇心|物好き|興味
curious	珍しい|妙|奇妙|変
curl	カール|曲げる
curler	クリップ
curling	カーリング
currency	通貨|カレンシー|貨幣|現金
current	現在|当面|現行|潮
curriculum	カリキュラム|科目|課程|教科
curse	呪い|呪う|罰|恨む
cursor	カーソル
curt	ぶっきら棒|冷ややか
curtail	省く|削る
curtailment	縮小|節減|削減|短縮
curtain	幕|カーテン|垂れ幕
curtain-raiser	序幕
curtains	カーテン
curvature	曲がり
curve	曲線|カーブ|湾曲|曲がる
curveball	カーブ
curved	丸い
curving	屈折
cushion	クッション
cusp	先端
custodian	管理者|管理人
custodianship	管財
custody	拘留|保管|拘禁|保護
custom	例|慣例|慣習|通例
custom-made	オーダーメイド
customer	顧客|得意先|カスタマー|取引先
customers	客足
customs	税関|風俗|関税
cut	削減|切る|刈る|裁つ
cut-off	締め切り
cut-out	切り抜き
cute	可愛い|キュート|可憐|真ん丸
cutlery	刃物
cutlet	カツ
cutline	キャプション
cutoff	期限
cutter	カッター
cutthroat	凄まじい
cutting	切断|切り抜き|カット|刻
cutting-edge	最新鋭
cuttlefish	烏賊
cwm	カール
cyan	シアン
cyanotype	青写真
cyclamen	シクラメン
cycle	周期|サイクル|循環|繰り返し
cycling	サイクリング
cyclone	サイクロン|低気圧
cyclopedia	事典
cylinder	円筒|気筒|シリンダー|筒
cynical	シニカル
cynicism	皮肉
cyrillic	キリル
czechia	チェコ
czechoslovakia	チェコスロバキア
da	ダカ
dacryagogue	催涙
dad	お父さん|父さん|パパ
dada	お父さん|父さん
daddy	パパ|お父さん|父さん
daemon	デーモン
daffodil	水仙
dagger	刀剣|短刀
dagoba	塔
daikon	大根
daily	日々|デーリー|日常|日に日に
daimyo	大名|藩主|侯
dainties	珍味
daintiness	優美
dainty	繊細
dais	教壇
daka-	ダカ
dale	沢
dam	堰|ダム
damage	被害|損害|損傷|破損
damages	損害賠償|賠償
damnation	酷評
damp	湿っぽい|潤い
dampen	濡らす|冷ます|冷める|砕ける
dampness	湿気|水気
damselfly	蜻蛉
dance	踊り|舞う|舞踏|ダンス
dancer	踊り子|ダンサー
dancing	舞|舞踊|ダンシング|舞踏
dandyism	伊達
danger	危険|危険性|危害|冒険
dangerous	危うい|険悪|物騒|危ない
dangle	ぶら下がる|垂れる|ぶら下げる|垂らす
dangling	懸垂
danseuse	舞姫
dare	挑戦
daring	不敵|大胆
daringly	敢えて|思い切って
dark	黒っぽい|暗い|浅黒い|ダーク
darkness	闇|暗黒|暗闇
darling	ダーリン|愛しい|憎らしい|可愛い
darn	繕う
darning	継ぎはぎ
daruma	達磨
dash	ダッシュ|躍進|駆ける|疾走
dashi	出し
dastardly	卑怯
data	データ|資料|材料|素子
database	データベース
date	日付|年月日|日日|デート
dating	日付
datum	データ|基準|素子
daughter	娘|お嬢さん|令嬢|女の子
daughter-in-law	嫁
dawn	曙|暁|夜明け|明け方
daybreak	曙|暁|夜明け
daydream	空想
daytime	日中|昼間|デー|昼
daze	夢中
dazzling	眩しい|煌びやか
db	デシベル
dead	デッド|死者
deadheading	回送
deadline	締め切り|期限
deadlock	行き詰まり|同点|立ち往生|難関
deafness	難聴
deal	プラン
dealer	ディーラー|業者|商人|親
dealing	売買|商い|商
dealings	取引
deallocation	解放
dear	懐かしい|拝啓|愛しい|親愛
dearest	最愛|愛しい
death	死|死亡|死去|没
deathbed	臨終
deaths	死亡者
debasement	変造
debate	討論|討議|ディベート|弁論
debater	論者
debenture	債券
debility	衰弱
deboning	骨抜き
debris	瓦礫
debt	債務|借金|債|負債
debut	初舞台|デビュー
decade	旬|一昔|桁
decadence	退廃
decadent	退廃的
decades	数十
decalcomania	デカルコマニー
decalcomanie	デカルコマニー
decamping	退陣
decanter	銚子|瓶
decapitate	切り離す
decay	衰退|腐る|減退|荒廃
decease	死
deceased	死者
deceive	欺く|誤魔化す|騙す|惑わす
deceleration	減速
december	１２月|師走
decency	義理
decent	碌な|真っ当|満足
decentralisation	分散
decentralization	分散
deception	インチキ
decibel	デシベル
decide	定める|決する|決める|裁く
decidedly	断じて
decider	決め手
deciphering	解読|翻訳
decision	決定|決意|決断|確定
decision-making	意思決定
decisive	決定的
decisively	思い切って|極めて|断然
decisiveness	思い切り|思いっきり
deck	甲板|デッキ
declaration	宣言|声明|表明|公言
declare	言い切る|云う|謳う
decline	衰退|減退|低下|下落
declining	辞退|下火|遠慮
decoder	デコーダ
decoding	解読|翻訳
decommissioning	除籍
decompose	腐る
decomposing	分解
decomposition	腐敗
decorate	飾る|装う
decoration	飾り|勲章|飾り付け|デコレーション
decoy	呼び出す
decrease	減少|低減|減る|減収
decreasingly	益々
decree	詔書|命令|判決
decrepitude	老朽
dedicate	収める|供える
dedication	奉納
deduce	割り出す|導く|推す
deduction	差し引き|控除|推論|推理
deed	行い|仕業|行為|証書
deem	見なす|認める
deep	深い|濃い|ディープ|重厚
deep-seated	根強い
deepen	深める|深まる|冷え込む
deer	鹿
defacement	変造
defamation	中傷|毀損
default	不払い|滞納
defeat	負け|敗戦|敗北|負かす
defeater	キラー
defeating	打破|攻略
defect	欠陥|不備|短所|欠点
defection	亡命
defective	不完全
defence	防衛|守備|警備|弁護
defend	守る|庇う|支える
defendant	被告|被告人|乙
defender	弁護人
defense	防衛|守備|警備|弁護
defensive	守勢
defer	持ち越す
deferment	据え置き|延期|猶予|保留
defiance	挑戦|反抗
deficiency	不足|不備|欠如|欠陥
deficient	希薄
deficit	欠損|赤字|不足|マイナス
defile	汚す
defilement	不浄
defined	一定
definite	決定的|定か|具体的|明確
definitely	絶対|断然
definition	定義|確定
deflate	萎む
deflation	収縮|デフレ
deflection	偏向
defoliation	落ち葉
deformation	デフォルメ|変形
deformity	欠陥|変形
defrauding	詐取
deft	巧妙|器用|鮮やか
deftly	手際良く
defy	楯突く|逆らう|歯向かう
defying	破り
degeneracy	腐敗
degenerate	退廃的|生臭い
degeneration	退廃|衰退|悪化|変質
degradation	劣化|堕落|左遷|低下
degrading	分解
degree	程度|度合い|加減|学位
dehydration	脱水|乾燥
deify	祭る
deinstall	取り除く
deity	神
dejection	落胆|憂鬱
delay	遅れ|遅延|遅らす|遅滞
delegate	使節|特派員
delegation	デレゲーション|代表|委任|ミッション
delete	デリート|消す
deletion	削除|抹消
deliberate	意識的|悠長|諮る|慎重
deliberately	態と|敢えて|好んで|態々
deliberation	審議|思案
delicacy	珍味
delicate	デリケート|微妙|繊細|精巧
delicatessen	デリカ
delicious	美味しい|結構|上手い
delight	喜ばす|歓喜|喜び
delighted	嬉しい
delightful	喜ばしい|愉快|楽しい|甘美
delimit	区切る
delinquency	非行|ヤンキー|滞納
delinquent	ヤンキー|不良
delirium	夢中
delisting	解除
deliver	引き渡す|届ける|配る|打つ
deliverance	救出
delivery	交付|引き渡し|配達|配送
dell	谷間
delude	欺く|惑わす
deluge	殺到|氾濫
delusion	妄想|錯覚|迷い
deluxe	デラックス|特製
demand	要求|需要|要する|デマンド
demanding	催促
demands	ニーズ
demarcate	区切る|画する
demarcation	区分|縄張り
demeanor	物腰
demeanour	物腰|態度
dementia	痴呆|惚け
demerit	短所|デメリット
demimondaine	黒人|玄人
demimonde	花柳界
demise	終焉|移転
demo	デモ|デモンストレーション
demobilisation	復員
demobilization	復員
democracy	民主|民主主義|デモクラシー
democrat	デモクラット
democratic	民主的
demodulation	復調
demolish	崩す|壊す
demolishing	粉砕
demolition	解体|取り壊し|撤去
demon	魔|デーモン|鬼|悪魔
demonstrate	示す
demonstration	実証|実演|デモ|デモンストレーション
demonstrators	デモ隊
demotion	降格|左遷|転落
demount	取り外す
den	書斎|洞穴|巣
denial	否定|否認|打ち消し|抹殺
denier	デニール
denim	デニム|ジーンズ
denomination	宗門|デノミ|単位|宗
denominator	分母
denotation	指示
dense	濃厚
density	密度|濃度
dent	凹み
dentifrice	歯磨き
dentist	歯科医師|歯科医|歯医者
dentistry	歯科
denture	入れ歯
denunciation	糾弾|弾劾|攻撃
denver	デンバー
deny	打ち消す|撥ねる|拒む
deoxidation	還元
deoxidization	還元
deoxyribo	デオキシルボ
depart	旅立つ|出かける|立ち去る|出る
departing	発
department	科|部局|部|局
departure	出発|発|立ち|退去
dependable	穏健
dependence	依存|依存症|頼り|依頼
dependency	従属
dependent	付属
dependents	一族
depict	映し出す|描く
depiction	描写
deplorable	残念|遺憾|嘆かわしい|情けない
deplore	嘆く
deploring	嘆息
deployment	配備|配置|派遣|疎開
depolarization	消極
depopulation	過疎
deportation	送還|追放
deposit	預金|入金|敷金|払い込む
depositing	預託|投入
deposition	沈着|供述|預託
depository	蔵|金庫
depot	車庫|ベース
depraved	生臭い
depravity	堕落|不徳|腐敗
depreciation	下落|減価償却|低減|償却
depressed	重い|暗い
depressing	鬱陶しい|重たい
depression	不況|憂鬱|低地|うつ病
deprivation	遮断
depth	奥行き|深み|深さ|深度
depths	深層|奥|淵
deputy	代人|代理|代理人|副
derailment	脱線
derangement	錯乱
derision	冷笑
derivation	派生|由来|生成
derive	導く
derived	デライブド
dermatology	皮膚科
descend	降りる|下る|沈む
descendant	子孫
descending	下山
descent	下降|滑降|降下|落下
describe	映し出す|描く|写す
describing	形容
description	記述|叙述|銘柄|描写
desert	砂漠|見放す|見捨てる|荒野
deserted	閑散|無人
desertion	遺棄|逃走|置き去り|脱落
deserve	値する|足る|足りる
deservedly	当然
desiccate	乾かす|干す
desiccation	脱水|乾燥
design	旗印|図柄|デザイン|意匠
designating	指名|特定
designation	指定|名指し|呼称|指示
designer	デザイナー
desirable	望ましい|好ましい|喜ばしい|美味しい
desire	意欲|願い|望む|願望
desired	欲しい
desist	止す
desk	机|デスク|卓
desk-top	卓上
desktop	卓上
desolate	寂然|寂しい
desolation	寂然
despair	絶望|失望|自棄|失意
despatch	派遣|発信|送る|遣る
desperate	躍起
desperation	自棄
despicable	卑劣
despise	蔑む|侮る|見下ろす
despondency	落胆|失意|憂鬱
despotism	専制|独裁|専横|横暴
dessert	デザート|デサール|甘味
destination	途方|行き先|旅先|宛先
destiny	運命|宿命|命運|因縁
destitute	貧乏|乏しい
destitution	困窮|窮乏|貧困|不自由
destroy	崩す|滅ぼす|壊す|破る
destroyer	駆逐艦|キラー
destruction	破壊|壊滅|隠滅|荒廃
desulfurization	脱硫
desulphurisation	脱硫
desulphurization	脱硫
desultory	散漫
detach	切り離す|外す|取り外す|剥がす
detachment	分離
detail	ディテール|内容
detailed	詳しい|克明|綿密|精密
details	経緯|詳細|細部|明細
detain	引き止める
detainment	抑留
detect	見つける|見出す
detection	発覚|検出|探知|発見
detective	刑事|探偵
detente	デタント
detention	拘置|留置|拘禁|拘留
detergent	洗剤|洗浄剤
deteriorated	劣悪
deterioration	悪化|劣化|変質|退廃
determination	決心|不退転|決定|決意
determine	定める|決する|見極める|決める
determined	果敢|一途
deterrence	抑止
deterrent	抑止
detest	憎む
detestable	大嫌い|嫌|憎らしい|憎い
detestation	憎悪
detonation	爆発|起爆
detour	回り道
devaluation	切り下げ
devastate	荒らす
devastation	壊滅|荒廃
develop	蓄える
developed	先進
developer	デベロッパー|開発元|開発者|クリエイター
development	開発|展開|発展|発達
developments	動静
deviate	逸れる
deviation	偏り|逸脱|偏差値|脱線
device	機器|仕掛け|デバイス|装置
devil	悪魔|魔
devise	図る
devising	工夫|立案
devote	尽くす
devoted	忠実
devotedly	只管
devotee	信者
devotion	傾注|忠義|真心|精進
dew	露
dexterity	熟練|巧拙|手際
dexterous	巧み|器用
dextrous	器用
dhyana	禅
diabetes	糖尿病
diadem	王冠|冠
diagnosis	診断
diagonal	斜め
diagram	図式|ダイアグラム|図面|図表
dial	ダイヤル
dialect	方言|言葉|訛り
dialogue	対話|問答|対談|談話
dialysis	透析
diameter	直径
diamond	ダイヤ|ダイヤモンド|内野
diaphoresis	発汗
diarrhea	下痢
diarrhoea	下痢
diary	日記|手帳
diastrophism	地殻変動
dictaphone	ボイスレコーダー
dictating	君臨
dictation	口述|令|書き取り
dictatorship	独裁
dictionary	辞典|辞書|字引|ディクショナリ
die	死ぬ|亡くなる|枯れる|眠る
die-hard	頑な
diehards	硬派
diesel	ディーゼル
diet	ダイエット|議会|議院|食事
dietetics	栄養学
dietitian	栄養士
differ	違う|食い違う|異なる
difference	差|違い|相違|差異
different	変わった|別
differentiate	見分ける
differentiation	差別|区別|分かち|分化
difficult	難しい|手ごわい|難い|苦しい
difficulty	困難|難|難易|苦労
diffidence	遠慮
diffuse	行き渡る|散漫
diffusion	普及|拡散|発散|伝送
dig	掘る
digest	熟す|ダイジェスト|要約|飲み込む
digestion	消化
digit	数字|指|桁
digital	デジタル
dignified	重厚|厳か|尤もらしい
dignitary	殿様
dignity	尊厳|品格|高位|品位
digress	逸れる
digression	多岐|余談|脱線|枝葉
dike	堤
dilemma	窮地|ジレンマ|苦境
diligence	精進|丹精|勉強
diligent	勤勉|忠実|克明
diligently	努めて
dilute	薄める
diluted	希薄
dilution	水増し|骨抜き
dim	薄暗い|微か|仄か
dimension	次元|区間|寸法|側面
dimensions	大きさ
diminish	減る|減らす|縮む|褪せる
diminuendo	ディミヌエンド
diminution	減額
dimness	霞|曇り
dimple	靨
dimwit	鈍間
din	騒音
diner	食堂
dinghy	ディンギー
dining	ダイニング
dinner	ディナー|晩御飯|食事|夕食
dinosaur	恐竜
diode	ダイオード
dip	浸す|漬ける|濡らす|傾斜
diploma	免状
diplomacy	外交
diplomat	外交官
direct	直接|直接的|直|ダイレクト
direction	方向|方面|向き|方角
directions	指図|道順|指示|心得
directive	訓令|通達|指令|命令
directly	直に|直ぐ|直ちに
director	理事|役員|院長|重役
directory	ディレクトリ
dirk	短刀
dirt	汚れ|垢|塵|土
dirtiness	不浄
dirty	汚い|不潔|卑劣|卑怯
disability	障害
disabuse	覚ます
disadvantage	不利|不利益|デメリット|劣勢
disaffection	離反
disaggregating	分解
disagree	揉める|異なる
disagreeable	嫌|不愉快|嫌らしい|忌まわしい
disagreement	不調|不和|不服|不協和音
disappear	消える|萎える|隠れる|取れる
disappearance	失踪|失跡|消滅|蒸発
disappointing	惜しい|残念|不本意
disappointment	失望|失意|悲観|落胆
disapproval	難色|不服|否認
disarmament	軍縮
disarrange	乱す
disarray	乱雑
disassembly	分解|解体
disaster	惨事|遭難|災い|災害
disastrous	悲惨
disavowal	否定
disbanding	解散
disbelief	不信|懐疑
disbursement	支出
disbursements	出費
disc	盤|皿
discard	捨てる
discarding	廃棄
discern	弁える|悟る
discernment	洞察|識別|見識|分別
discharge	流出|解雇|放流|解任
discharging	発火
disciple	弟子|門下生|使徒
disciples	一門
discipline	懲戒|懲罰|躾|綱紀
disciplining	鍛錬
disclaimer	免責
disclose	打ち明ける|漏らす|明かす
disclosure	暴露|ディスクロージャー|開示|露呈
disco	ディスコ
discolor	褪せる|剥げる
discoloration	染み
discolour	褪せる|剥げる|抜ける
discomfiture	困惑
discomfort	不自由|不快
discomposure	動揺
disconnect	剥がす|ギャップ
disconnection	絶縁|切断
discontent	不平|不満|不服|不足
discontinuance	中止|打ち切り
discontinuation	廃業|断絶|廃絶
discontinue	打ち切る|止める
discord	確執|不協和音|不仲|不和
discotheque	ディスコ
discount	割引|割り引く|ディスカウント|値引き
discouragement	落胆|挫折
discouraging	心細い
discourtesy	失礼|無礼
discover	見つける|ディスカバー|見出す|見破る
discovery	発見|露見|発覚|発掘
discredit	不信
discreet	細心|慎重
discrepancy	食い違い|相違|違い|錯誤
discretion	裁量|分別|物心|遠慮
discretionary	任意
discriminate	弁える
discrimination	識別|鑑別|差別|分かち
discus	円盤
discuss	話し合う|論じる|論ずる|諮る
discussing	相談
discussion	論議|話し合い|弁論|ディスカッション
discussions	交渉
disdain	侮る|軽蔑|侮蔑|蔑む
disease	疾患|病気|疾病|病
disembark	降りる
disembarkation	上陸
disentangle	解きほぐす
disgrace	屈辱|恥さらし|恥辱|不評
disgraceful	見っともない|端たない|見苦しい|醜悪
disguise	変身|偽装|迷彩|覆面
disgust	嫌悪|嫌気
disgusting	忌まわしい|気持ち悪い
dish	皿|パラボラ|料理|一品
dish-washing	皿洗い
disharmony	不協和音
disheartening	心細い
dishevel	乱す
dishonest	不純|狡い
dishonesty	不正
dishonor	汚名|汚す
dishonoring	不渡り
dishonour	汚名|汚す
dishonouring	不渡り
disillusion	覚醒
disillusionment	幻滅|覚醒
disinclination	嫌気
disinfection	消毒|除菌|殺菌
disintegrating	分解
disintegration	崩壊
disinterested	無欲
disk	盤|円盤|ディスク
dislike	嫌気|嫌う|嫌がる
disliked	嫌い
dislocation	断層
dismal	陰気
dismantle	取り外す
dismantling	撤収|分解|解体|取り壊し
dismay	恐怖
dismember	切り離す
dismiss	断る
dismissal	解任|免職|罷免|解雇
dismissing	軽視
dismount	降りる
disney	ディズニー
disobey	楯突く|背く|逆らう
disorder	混乱|乱れ|無秩序|乱雑
disordered	汚い
disorderly	目茶目茶|不規則
disparage	貶す
disparity	格差|差異|不釣合い|不均衡
dispatch	派遣|発信|送る|出動
dispel	晴らす|拭う
dispelling	払拭
dispensary	医院|薬局
dispensation	摂理
dispersal	疎開|離散
disperse	散らす
dispersing	解散
dispersion	分散|発散
dispirited	暗い
displacement	排水
display	オンパレード|ディスプレイ|展示|出展
displaying	披露|表示
displease	逸らす
displeasing	不愉快
displeasure	不快|不機嫌|不満
disposable	使い捨て
disposal	処分|廃棄|破棄|投棄
disposition	気質|気性|性癖|配備
dispossess	奪う
dispossession	奪取
disproof	反証
disproportion	不釣合い|不均衡
disputable	疑わしい
disputant	論者
dispute	紛争|争い|抗争|論争
disqualification	失格|不合格
disquieting	不穏
disregard	等閑
disregarding	無視|不問|黙殺
disreputable	曖昧
disrespect	失敬
disrobe	剥がす
disrupt	引き裂く
disruption	破壊
dissatisfaction	不満|不服|不平|不足
dissection	解剖
disseminate	ばら撒く|広める
dissemination	散布|伝送|分配
dissension	争い|不和
dissent	異議|反対
dissertation	論説
dissipating	消去
dissipation	消耗
dissolution	溶解|解体
dissolve	溶かす|溶く|溶ける
dissolving	溶解|解散
dissonance	不協和音
distance	距離|隔たり|道のり|行程
distant	遠隔|遠い|水臭い|遠く
distend	膨れる
distinct	鮮明|明瞭|明確
distinction	差別|区別|分かち|見分け
distinctive	異色|個性的|独自
distinguish	見分ける|弁える
distinguished	有数|高名|偉い
distort	捩る
distorted	斜め
distortion	ディストーション|デフォルメ|屈折
distract	紛らす|転じる
distracted	散漫
distraction	錯乱
distress	窮状|苦難|苦渋|苦しみ
distressing	苦しい
distribute	配る|割り当てる|散らす|分かつ
distribution	配分|配給|配布|分布
distributor	取次
district	地区|地方|郡|方面
distrust	不信|疑う|疑惑|不審
disturb	妨げる|乱す|揺さぶる|崩す
disturbance	妨害|波乱|騒乱|動乱
disturbed	物騒
disturbing	不穏
ditch	溝|下水|壕|堀
ditto	同上
diva	歌姫
dive	飛び込み|飛び込む|転落|潜る
diverge	分かれる
divergence	分岐
diverse	種類豊富|種々|様々|多彩
diversification	多様化
diversified	多角的|多角
diversion	転用|流用|転換|回り道
diversity	多様性|変化
divert	紛らす|逸らす
divide	分ける|分かつ|割る|離す
dividend	配当
dividing	二分
divination	占い|判断
divine	占う
diviner	占い師
diving	潜水|ダイビング|シミュレーション
divinity	神
division	部門|分配|師団|区分
divisor	因子
divorce	離婚|別れる
divulge	漏らす|明かす
divulging	漏洩
dizziness	目眩
do-as-you-please	気まま
do-it-yourself	ドゥーイットユアセルフ
dob	生年月日
docile	大人しい|素直|神妙|順
dock	ドック
docking	ドッキング
doctor	医師|医者|お医者さん|ドクター
doctoring	細工
doctrine	主義|ドクトリン|説|理念
document	文書|書類|証書|書面
documentary	ドキュメンタリー|ドキュメント
dodge	誤魔化す
dodgeball	ドッジボール
dodgy	怪しい
doer	仕手
dog	犬
dogfight	ドッグファイト
dogged	頑強
dogmatism	独断
dojo	道場
doll	人形
dolly	ドリー|台車
dolt	鈍間
domain	領域|区域|国土|縄張り
domains	領内
dome	ドーム
domestic	家庭内|国内
domesticate	慣らす
domicile	家宅|住所
dominant	支配的
domination	支配|制覇|左右
domineering	強い
dominion	領土|所有権|領地|主権
domino	ドミノ
dominoes	ドミノ
don	ドン
donate	施す
donating	提供
donation	献金|拠出|贈与|寄贈
donburi	丼
dong	ドン
donor	提供者|ドナー
donut	ドーナツ
doodle	落書き
doomed	上がったり
door	戸|扉|門戸|ドア
doorkeeper	守衛
doorknob	ノブ
doorplate	表札|看板
doorway	戸口
dope	麻薬
doping	ドーピング
dorian	ドリアン
dormancy	潜在|潜伏
dormitory	寮
dosage	投薬
dose	線量
dosing	服用
dot	点|ドット|一点|スポット
dotage	惚け
double	二重|倍増|ダブル|二塁打
double-cross	裏切る|寝返る
double-crossing	寝返り
double-dealing	二枚舌|表裏
double-mindedness	両端
double-sided	両面
double-tongued	二枚舌
doubled	八重
doubling	倍加
doubt	疑い|疑問|疑惑|疑念
doubtful	疑わしい|怪しい
doubtless	間違いない
douceur	賄賂
dough	生地
doughnut	ドーナツ
dove	鳩
down-slope	下り
down-train	下り
downfall	失脚|滅亡
downgrading	降格
downhill	下り坂|滑降
download	ダウンロード
downpour	土砂降り|豪雨
downright	真っ赤
downsizing	ダウンサイジング|リストラ
downstream	下流|川下
downtown	町中|ダウンタウン|商店街|繁華街
downturn	下降|失速
downwind	風下
doyen	元老
dozens	数十
dozing	居眠り
dprk	朝鮮民主主義人民共和国
draft	草案|手形|下書き|ドラフト
drafting	起草|製図|立案
drag	歯止め|引き出す
dragon	竜|ドラゴン
dragonfly	蜻蛉
drain	流す|溝|下水道|干す
drainage	排水|下水|放水
draining	排水
drama	劇|演劇|戯曲|芝居
dramatic	劇的|ドラマチック
dramatisation	脚色
dramatist	作者
dramatization	脚色
drapery	呉服
drastic	抜本的|ドラスチック|大幅|急激
draught	手形|風|一口
draw	引き分け|繰り出す|画する|描く
drawback	デメリット|不利益|還付|欠点
drawcard	目玉
drawer	引き出し
drawing	図|図面|素描|ドローイング
dread	恐怖|怖がる
dreadful	恐るべき|恐ろしい|凄い|怖い
dream	夢|夢想|ドリーム|幻想
dreams	夢幻
dredge	浚う
dregs	屑
drenched	びしょ濡れ
dress	装い|装う|身なり|ドレス
dresser	鏡台|箪笥
dressing	ドレッシング|包帯
dressmaking	洋裁|仕立て
dribble	垂らす|ドリブル
dribbling	ドリブル
drier	ドライヤー
drift	漂う|吹き溜まり|漂流|論調
drifting	漂流|浮遊
drill	訓練|ドリル|修練|練習
drilling	ボウリング
drink	一杯|飲み物|飲む|ドリンク
drinker	左利き
drinking	頂戴
drip	滴
drip-feed	点滴
drive	ドライブ|推進|追い込む|進攻
driver	運転手|運転士|ドライバー
driving	打ち込み|ドライブ|運転
drizzle	霧雨|小雨
drool	涎
droop	垂れる|萎む|萎れる|弛む
drooping	下がり
drop	落とす|滴|ドロップ|落ちる
droplet	玉
dropping	投下
drown	溺れる
drowsiness	眠気
drowsy	眠い|眠たい
drubbing	大破
drug	ドラッグ|麻薬|薬剤
drugs	医薬品|薬物|薬
drugstore	薬局
drum	太鼓|ドラム|ドラム缶
drummer	ドラマー
drums	ドラム
drunk	虎
drunkard	酔っ払い|虎
drunkenness	酔い
dry	乾かす|ドライ|干る|干す
dryer	ドライヤー
drying	乾燥
dryness	乾燥
dubbing	ダビング
dubious	怪しい
dubiousness	疑問
duck	鴨
duckweed	藻
duct	ダクト
due	正当
duet	デュエット
dugout	壕
duke	公爵
dull	鈍い|詰らない|鈍感|緩慢
dullness	不振|単調|退屈|沈静
dumb	野暮|ダム
dumbfoundedness	呆気
dummy	ダミー|模型|モデル
dump	ダンプ|捨てる|見限る
dumping	ダンピング|投棄
dunce	鈍間
dung	肥|肥やし|糞
dunk	ダンク|漬ける
dunning	取り立て
duo	デュオ|コンビ
dupe	出し
duplex	二重
duplicate	写し|写す|副
duplication	重複|複製|複写
duplicity	二枚舌|表裏
durability	耐久性|持ち
durable	持続的|丈夫
duralumin	ジュラルミン
duration	存続|間
durian	ドリアン
dusk	黄昏|夕方|夕暮れ|日暮れ
dust	埃|塵|粉|汚物
dustbin	ゴミ箱
duster	叩き
dusting	掃除|叩き
dustpan	ちり取り
duties	業務|役割|職
duty	責任|義務|任務|役目
duty-free	無税|デューティーフリー
dwarf	小人
dwell	宿る|住む
dweller	住人
dwelling	住|住居|住まい|在住
dye	染める|注す|付く
dyeing	染色|染め
dyer	紺屋
dying	枯死
dyke	レズ
dynamic	ダイナミック
dynamics	ダイナミクス|力学
dynamism	ダイナミズム|活力
dynamite	ダイナマイト
dynamo	発電機
dynasty	王朝
dysentery	赤痢
dystrophy	ジストロフィー
e-commerce	通販
e-mail	電子メール
eager	懸命|熱心|躍起
eagerly	頻りに
eagerness	気負い|乗り気
eagle	鷲|イーグル
ear	耳|穂
eardrum	鼓膜
earl	伯爵|伯
earlier	先に
earliness	速さ
early	初期|早く|早|早い
earn	稼ぐ|得る|儲ける
earnest	切実|懸命|一途|真摯
earnestly	呉れ呉れも|只管
earnestness	本気|本腰
earnings	収益|稼ぎ|所得|儲け
earphone	イヤホン
earring	イヤリング
earrings	ピアス
earth	地球|地|土|アース
earthenware	土器|瀬戸物|陶器
earthing	アース
earthquake	地震
ease	楽|気軽
easily	難なく|中々|直に
easiness	簡易
easing	緩和
east	東|イースト
easter	イースター
easy	容易|安易|手軽|無造作
easy-going	無造作
easygoing	悠長|呑気|安易|気楽
eat	喫する|食べる|食う|召し上がる
eatery	食堂
eating	食|頂戴
eaves	軒
ebb	減退|下り坂|退く
ebbing	衰退
ebisu	恵比寿
eccentric	変人|異様|奇抜|変
eccentricity	一風
ecdysis	脱皮
echigo	越後
echo	反響|響き|エコー|鳴る
eclecticism	折衷
ecology	生態|生態学|エコロジー
economic	経済的
economical	割安|経済的
economics	経済学|経済|エコノミー
economise	省く
economising	節約|エコノミー
economist	エコノミスト
economize	省く
economy	経済|エコノミー|倹約|節減
ecosystem	生態系
ecstasy	有頂天|夢中
eczema	湿疹
edamame	枝豆
eddy	渦|渦巻き
eden	エデン|楽園
edge	刃|エッジ|角|小口
edible	食用
edict	公示|布告
edification	啓発
edit	エディット|編む
editing	編集|収録|編
edition	版|エディション|号
editor	編集者|編者|エディター
editor-in-chief	主筆
editorial	社説|論説
edo	江戸|東都
edoite	江戸っ子
educate	育てる
education	教育|文教|養成|仕込み
educational	教育的
educationalist	教育者
educator	教育者
eeg	脳波
eel	鰻
eerie	不気味|怖い|物凄い
effect	効果|効力|効き目|効能
effective	効果的|有効
effectively	事実上
effectiveness	効果
effects	効果
effeminate	女性的
efferent	輸出
efficacy	実効|効力|効能|効果
efficiency	効率|能率|実効|性能
efficient	効率的|有能
efficiently	手際良く
effluence	流出
efflux	流出|出
effort	努力|気合|労力|苦心
effortless	軽い
efforts	尽力|腕
effusion	噴出
egg	卵
egg-laying	産卵
eggplant	茄子
eggs	卵
ego	エゴ|主観
egoism	利己主義|エゴ
egoist	我が儘
egoistic	気まま
egotism	利己主義
eight	エイト
eighteenth	十八番
ejaculation	射精|発射
ejection	排出|放出|放逐
elaborate	凝った|精巧|入念|念入り
elaboration	推敲
elapse	経る|経つ|去る|過ぎる
elapsing	経過
elastic	嫋か
elasticity	弾力|伸縮
elbow	肘
elder	長老|先輩|長|先進
elderly	年配
election	選挙|選出|選任|選
electioneering	選挙運動
elective	随意
elector	有権者|選挙人
electric	電器|電動|エレクトリック
electricity	電気|エレキ
electrification	電化|充電
electrode	電極
electroencephalogram	脳波
electromagnet	電磁石
electron	電子
electronic	電子
electronics	エレクトロニクス
elegance	伊達|風流|品|エレガンス
elegant	優雅|上品|エレガント|立派
element	素子|元素|要素
elements	初歩
elephant	象
elevate	持ち上げる|上げる
elevated	高架
elevation	向上|標高|高揚|高台
elevator	エレベーター|蔵
eleven	イレブン
elf	妖精
eligibility	合格
eligible	適格
eliminate	除く|省く|無くす|殺す
elimination	消去|廃絶|削除|失格
elite	精鋭|エリート
ellipse	楕円
ellipsis	中略
elongation	延長
elopement	家出|逃亡
eloquence	雄弁|弁舌|弁
eloquent	爽やか
elucidation	解明|明示|解説
elude	免れる
elysium	楽園
emaciation	衰え
email	メール|電子メール
emanation	発散
emancipation	解放
emasculation	骨抜き
embankment	土手|堤|堤防
embargo	禁輸|経済封鎖|禁制
embark	旅立つ|乗る
embarkation	搭乗
embarrassed	恥ずかしい
embarrassing	恥ずかしい|擽ったい|痛い
embarrassment	恥|困惑|当惑|赤面
embassy	大使館
embellishment	粉飾|脚色
embezzlement	横領|盗用|着服
emblem	エンブレム|象徴|旗印|ワッペン
embodiment	現れ|具体化
embody	現れる
embodying	具象
emboss	打ち出す
embrace	抱く|抱擁|含む
embroidery	刺繍|脚色
embryo	胎児
emerald	エメラルド
emerge	浮かび上がる|浮かぶ
emergence	台頭
emergency	非常|有事|応急|万一
emerging	進出|浮上
emesis	嘔吐
emigrant	移民
emigration	移民|亡命
eminence	台地|出世
eminent	高位|偉い
emir	首長
emissary	使者|使節
emission	発光|発散|排出|放出
emit	発する|吐く
emoji	絵文字|スタンプ
emotion	感情|情緒|情|情感
emotional	感情的|精神的
emotions	心情
empathy	共感|人情
emperor	帝|皇帝|御所
emphasis	力点|強調|重点|力説
emphasise	強める
emphasize	強める
empire	帝国
employ	雇う|使う|入れる
employee	労働者|従業員|店員|使用人
employer	雇い主|使用者
employment	雇用|就業|使用|職
emporium	量販店
empress	皇后|御所
emptiness	空|空虚|空き
empty	空っぽ|虚しい|空疎|真空
emulate	倣う
enable	可能にする
enacting	成立
enactment	制定|実施
enamel	エナメル
encampment	陣地|陣営
encephalitis	脳炎
encircle	囲む|取り巻く|囲う
encirclement	包囲
enclave	飛び地
enclose	囲う|囲む|取り巻く
enclosed	付属
enclosing	同封
enclosure	囲み|囲い|城郭|筐体
encompassing	網羅
encore	アンコール
encounter	遭遇|会う|出会い|出会う
encourage	励ます|促す|勧める
encouragement	奨励|励まし|声援|激励
encouraging	耳より|力強い
encroach	食い込む|侵す
encroachment	侵食|侵害
encumbrance	重荷
encyclopaedia	百科事典
encyclopedia	事典|百科事典
end	最後|終結|末|端
end-of-life	末期
end-of-year	年末
end-user	利用者
endanger	脅かす
endeavor	努める|心がける|励む|努力
endeavour	励む|努力|心がける|尽力
endgame	終盤|寄せ
ending	結び|エンディング
endless	果てしない|エンドレス|切りがない|限りない
endlessly	止めどなく
endocrine	内分泌
endorse	推す
endorsement	賛同|推奨|支持|推薦
endorsing	査証
endowment	付与
endurance	耐久|我慢|忍耐|持久
endure	凌ぐ|耐える|持ち堪える|忍ぶ
enduring	不朽|持続
enemy	敵
energetic	エネルギッシュ|元気|気鋭|旺盛
energetically	奮って
energize	興す
energy	活気|精力|エネルギー|エナジー
energy-saving	省エネルギー
enfold	巻き込む
enforce	取り締まる
enforced	強行
enforcement	実施|強行|強制|執行
enforcing	施行
engage	迎え撃つ
engagement	婚約|合戦|用|用事
engine	機関|エンジン|機関車
engineer	技術者|技師|エンジニア
engineering	工学|工務|エンジニアリング|技術
england	イングランド|英吉利
english	英語
english-japanese	英和
engorgement	飽食
engrave	彫る|刻む
engraving	彫刻|彫塑|刻
engulf	包む
enhance	高める
enhancement	強化|充実
enigma	謎|謎々
enigmatic	不可解
enjoy	楽しむ|エンジョイ|味わう
enjoyable	楽しい|愉快
enjoying	堪能
enjoyment	楽しみ|享受|観賞
enka	演歌
enlarge	広げる|引き延ばす|広める
enlargement	増大|拡大|肥大|拡張
enlightenment	啓発|啓蒙|悟り
enlistment	徴兵|編入|応募
enliven	盛り上げる
enmity	敵意|遺恨
ennui	倦怠|屈託
enormous	甚大|多大|巨大|膨大
enough	十分|碌に|沢山|満足
enq	問い合わせ
enquire	問い合わせる|尋ねる|訊く
enquiry	問い合わせ|照会|査問|質問
enrich	肥やす|潤す
enrichment	濃縮|充実
enrollee	登録者
enrollment	入団|入会|編入
enrolment	入学|入団|入会
ensemble	合奏|アンサンブル
enshrine	祭る
ensign	少尉
ensnare	引っ掛ける
ensuring	確保
entangle	絡む
entanglement	絡み|巻き添え
enter	入る|上がる|乗り込む|迎える
entering	入り|参入|立ち入り|入場
enterprise	企業|エンタープライズ|事業
entertain	持て成す|扱う|振る舞う|抱く
entertainer	芸人|タレント|芸能人
entertainment	接待|演芸|エンターテインメント|興
enthralling	面白い
enthronement	即位
enthusiasm	情熱|熱意|意気込み|気負い
enthusiast	マニア|ファン|マニアック|オタク
enthusiastic	熱心
entice	唆す|引きつける|誘う|釣る
enticement	誘惑|餌
entire	全部|全面|総
entirely	残らず|皆目|丸で|悉く
entirety	一切|全体|丸
entity	実体
entomb	葬る
entourage	付き添い
entrance	入場|入口|玄関|入所
entranceway	玄関
entrant	参加者
entreaty	嘆願|懇願|願い
entrepreneur	企業家
entrust	任す
entrusting	委託|一任|委任|信託
entry	登場|記入|進入|エントリー
entryway	玄関
entwine	絡む
enumerate	数える|並べる
enumeration	列挙|枚挙|羅列
enunciation	発声
envelop	包む
envelope	封筒|巻く
envelopment	包囲
enviable	羨ましい
envious	羨ましい
environment	環境|境遇|文脈|勝手
environs	周囲|近郊|周辺|付近
envoy	使節|公使|使者
envy	妬む|嫉妬
enzyme	酵素
ephemeral	儚い
epic	エピック|スペクタクル
epicure	グルメ
epidemic	疫病|伝染病|流行
epigraph	碑文|金石
episode	挿話|エピソード
epistle	書簡
epitaph	碑文
epitome	典型
epoch	エポック|時代
epoch-making	画期的
equal	互角|等しい|イコール|同様
equalisation	平衡
equality	平等|均等|対等|同等
equalization	平衡
equate	見なす
equation	方程式|式
equator	赤道
equilibrium	均衡|兼ね合い|釣り合い|平衡
equip	据え付ける|備え付ける
equipment	装置|設備|装備|機器
equipped	搭載
equipping	装着|搭載
equitable	正当
equivalence	等価|対応|対等|同等
equivalent	イコール|同じ|等しい
equivocal	紛らわしい|玉虫色
equivocation	二枚舌
era	紀元|年代|時代|世紀
eradicate	絶やす|除く|断つ
eradicating	払拭
eradication	根絶|撲滅|一掃|退治
erase	消す|拭う
eraser	消しゴム
erasure	抹消|抹殺|消去|削除
erect	起き上がる|築く|真っ直ぐ|立てる
erecting	構築
erection	勃起|建立|組み立て
erode	削る|食い込む
eros	エロス
erosion	浸食|腐食|侵食
erotic	エロ|エロチック|ピンク
err	誤る
errand	使い|お使い|使命|用事
erratum	誤字
error	誤り|エラー|間違い|過失
ersatz	模造
erudition	博学|学|青雲
erupt	沸く
eruption	噴火|吹き出物|気触れ|爆発
esc	拡張
escalation	エスカレート
escalator	エスカレーター
escape	脱出|逃げる|逃亡|逃げ
escaping	破り
escort	見送る|護送|エスコート|見送り
escorting	添乗
escutcheon	盾
esophageal	食道
esophagus	食道
especial	格別|特別
especially	取り分け|殊に|特に|別に
espousal	信奉
esprit	エスプリ
essay	エッセイ|論文|文章|小品
essayist	エッセイスト
essays	随筆
essence	本質|神髄|エッセンス|実質
essential	肝心|本質的|必要|不可欠
essentially	元来|本来
essentials	要旨|骨子|要領|必需品
establish	築き上げる|為す|構える|定める
established	既成|既定|正規|落ち着いた
establishing	新設|判明
establishment	設置|設立|創設|樹立
estate	エステート|屋敷|遺品
esteem	尊重|尊敬|自尊|貴ぶ
esteeming	珍重
ester	エステル
esthetics	美学
estimate	予算|推計|見積もり|見当
estimation	予測|推計|算定|見積もり
estonia	エストニア
estrangement	離反|疎遠|疎外|隔たり
estrogen	エストロゲン
estuary	河口
etching	エッチング|腐食|銅版画
eternal	限りない|不変|不朽
eternally	何時までも
eternity	永遠|永久|万年|悠久
ethical	倫理的
ethics	倫理|倫理学|モラル
ethnic	エスニック
ethnos	民族
ethos	精神
etiquette	儀礼|作法|マナー|礼儀
etymology	語源
eucalyptus	ユーカリ
eulogy	賛歌|賛辞
euphemistic	婉曲
eureka	ユーレカ
euro	ユーロ
euro-	ユーロ
europe	欧州|西欧
euthanasia	安楽死
evacuate	立ち退く
evacuation	撤退|排出|通じ|疎開
evacuees	避難民
evade	逸らす|免れる|濁す
evaluation	評価|値打ち
evangelism	伝道
evaporation	脱水|蒸発
evasion	回避|忌避|逃避|逃げ
eve	イブ|前日|前夜
evening	夕|夜|夕方|晩
evenness	五分|平等|均等
event	事件|行事|催し|事象
eventual	最終的|究極
eventually	結局
everlasting	不朽|不変|果てしない
everybody	万人|面々|全員|人々
everyday	日常|普段|平常
everyone	皆様|各自|各位|全員
everywhere	随所|至る所|方々|隈なく
eviction	立ち退き|追放
evidence	証拠|物証|証言|形跡
evident	明らか|紛れもない|明白|明瞭
evil	悪|邪|厄
evildoer	悪者
evocation	喚起
evolution	進化|展開
ex-emperor	御所
exact	精密|正確|確か
exactly	正に|丁度|ジャスト
exaggerated	大げさ
exaggeration	過言|誇張|誇大|脚色
exalted	尊い
exam	試験
examination	検察|試験|テスト|調査
examine	診る|調べる|省みる|見る
example	事例|範|一例|実例
exasperation	激怒
excavate	掘る
excavation	発掘|掘削
exceed	上回る|勝る|越える
exceeding	オーバー
exceedingly	至って|人一倍|極めて|甚だ
excel	勝る|秀でる|優れる
excellence	俊英|卓越|善良|妙
excellent	良い|上々|偉い|秀逸
excelling	傑出
except	除く
excepting	以外
exception	例外|除外|特例
exceptional	異例|例外的|格別|破格
exceptionally	特段|飛び切り|格別
excerpt	抄本|抜粋
excess	過剰|超過|過多|余分
excessive	過度|過大|過当|甚だしい
excessively	余りに|無性に|無茶|無闇に
exchange	交流|交換|切り替え|引き換え
excitation	喚起
excite	エキサイト|沸かす
excited	躍起
excitement	感動|興奮|挑発|気負い
exciting	エキサイティング|劇的|躍り
exclaim	叫ぶ
exclamation	絶叫
exclave	飛び地
exclude	省く|締め出す|退ける|除く
excluding	シャットアウト
exclusion	排除|排他|除外
exclusionism	排他主義
exclusive	専属|非公開|専門的|オリジナル
exclusivism	排他主義
exclusivity	独占
excommunication	除名
excrement	大便|糞
excursion	修学旅行|遠足|行楽|トリップ
excuse	口実|言い訳|弁明|弁解
execute	果たす
execution	実行|執行|施行|処刑
executive	執行部|エグゼクティブ|役員|支配人
executives	首脳部
executor	管理人
exemplar	模範|典型
exemplary	代表的
exemplify	示す
exemption	免除|許し
exercise	運動|行使|及ぼす|例題
exercises	演習
exert	及ぼす|働かせる
exertion	努力|尽力|勤労
exeunt	退場
exhaust	排気|尽くす
exhaustion	疲弊|消耗
exhaustive	十二分|徹底的
exhibit	出展|提示|物証|飾る
exhibiting	公開|出品|披露
exhibition	展示|展覧会|展示会|陳列
exhilarating	爽快
exhortation	苦言
exhumation	発掘
exile	追放|亡命
exist	有る|居る|生きる
existence	存在|有|生存|存亡
existing	既存|介在|既成|現有
exit	出口|退場|出る|退く
exoneration	免除
exorbitant	法外|過当
exorcism	祈祷
exotic	エキゾチック
exp	経験値
expand	膨らむ|膨れる|膨らます|広げる
expanding	進出
expanse	広がり
expansion	拡充|拡張|膨張|拡大
expect	見込む|待ち受ける|望む
expectation	期待|予想|思惑|予期
expectations	当て
expedience	好都合
expediency	便宜
expedient	好都合
expedite	早める
expedited	迅速
expedition	遠征|探検|急ぎ
expeditious	迅速
expel	追い出す|外す
expelling	除籍
expend	費やす
expenditure	支出|消費|経費
expense	費用
expenses	経費|出費|支出
expensive	高価|多額|高い
experience	体験|経験|エクスペリエンス|見聞
experienced	経験豊富
experiment	実験|試作|試み|試験
experimental	試験的
expert	博士|有識者|玄人|エキスパート
expiration	満了|満期
explain	説く
explaining	解明
explanation	説明|解説|解釈|釈明
explication	解明
explicit	明快|明白
exploitation	搾取|酷使|開発|拓殖
exploration	探検|探索
exploring	散策
explosion	爆発|破裂|一発|爆破
explosive	爆薬
expo	エキスポ
exponent	指数
export	輸出
exportation	輸出
expose	晒す|当てる|明かす
exposing	摘発
exposition	説明|エキスポ|解説|博覧会
exposure	露出|露呈|暴露|露見
expounding	喝破
express	表する|速達|言い表す|エクスプレス
expressing	発表
expression	表現|言い回し|面持ち|表示
expressly	態々|特に
expressway	高速道路|高速
expropriation	収用
expulsion	除名|放逐|排斥|駆除
exquisite	絶妙|凝った|精巧
extempore	即席
extend	連なる|広げる|伸びる|広がる
extending	展開
extension	延長|引き延ばし|エクステンション|拡張
extensive	幅広い|広範囲|広大|大々的
extent	範囲|広さ|程|度合い
exterior	外側|外部|外面|表面
exterminate	絶やす|断つ
extermination	退治|駆除|駆逐|絶滅
external	対外|外付け|外側
extinction	絶滅|消滅|断絶|廃絶
extinguishment	消滅
extol	謳う|持ち上げる
extolment	賛美
extort	揺する
extortion	恐喝|強要|強奪
extra	余分|エクストラ|上乗せ|付録
extra-fine	飛び切り
extra-large	特大
extract	抜粋|引き抜く|エッセンス|抜く
extraction	抽出
extradite	引き渡す
extradition	引き渡し
extraordinarily	飛び切り
extraordinariness	抜群
extraordinary	破格|特別|異例|臨時
extravagance	浪費|贅沢|華美|不始末
extravagant	豪華|奔放|ゴージャス|法外
extravaganza	スペクタクル
extreme	過激|極端|甚だしい|物凄い
extremely	最も|何とも|大層|非常に
extremities	末端
extremity	極端|極限|外れ|極み
extricate	救出
extrusion	押し出し
eye	目|眼|瞳
eyeball	目玉|目|眼
eyebrow	眉|眉毛
eyebrows	眉
eyeglasses	眼鏡
eyelid	瞼
eyes	目つき
eyeshadow	アイシャドウ
eyesight	視力|目
eyewash	目薬
fable	作り話|例え
fabric	生地|織物|布地|テックス
fabricate	作り上げる
fabricated	架空
fabrication	捏造|虚構|偽造|作り話
facade	正面|前面
face	顔|面|建前|面目
face-off	立ち合い
facelift	衣替え
facial	パック
facilitation	促進
facilities	設備
facility	ファシリティー|機能|施設|腕前
facing	向い|際会|対戦|対面
facsimile	ファクシミリ|写し
fact	事実|有りのまま|実際
faction	党派|派閥|陣営|閥
factor	因子|ファクター|要素|因
factorization	分解
factory	工場|ファクトリー
facts	事項
facultative	任意
faculty	能力|教職員|機能|科
fad	ブーム|流行
faddist	ミーハー
fade	薄れる|褪せる|薄らぐ|萎れる
fail	欠かす|見捨てる|躓く|滑る
failing	弱み
failure	失敗|不合格|不成立|破綻
faint	気絶|仄か|微か|失神
fainthearted	弱気
fair	博覧会|フェア|市|綺麗
fairly	中々
fairness	公明|公平|公正
fairway	フェアウェイ
fairy	妖精
faith	信仰|信義|信念|念力
faithful	忠実|誠実|克明|神妙
faithfulness	節操|操
fake	フェイク|偽|模造|インチキ
faking	改ざん
falcon	隼|鷹
fall	低下|墜落|減収|倒れる
fallacy	虚偽
fallen	生臭い
fallow	遊休
false	疑似
falsehood	虚偽|嘘|捏造
falsification	偽造|改ざん|変造
falsify	誤魔化す|偽る
falter	口ごもる|渋る|鈍る
fame	評判|名声|功名|有名
familiar	お馴染み|ファミリア|親しい|身近
familiarity	親しみ
familiarization	普及
family	家族|一族|一門|ファミリー
famine	飢饉|飢餓|欠乏
famous	有名|名高い|高名|メジャー
fan	ファン|扇ぐ|煽る
fanciful	架空
fancifulness	物好き
fancy	ような気がする|空想|豪華
fansite	ファンサイト
fantastic	ファンタスティック|素敵|奇抜|憎い
fantasy	幻想|ファンタジー|空想|夢幻
fanzine	ジーン
faq	よくあるご質問|よくある質問
far	遠い|遥か|ファー
far-removed	遠い
farce	ファルス
fare	運賃|料金|フェア
farewell	告別|見送り|送別|決別
farm	農場|牧場|ファーム|田んぼ
farmer	農家|農民|百姓
farmhouse	農家
farming	農|営農|農耕|耕作
farmland	農地
farmwork	農作業
farsightedness	老眼
fart	屁
fascicle	分冊
fascicule	分冊
fascinate	引きつける
fascinating	面白い|魅力的
fascination	魅了|魅力|魅惑
fascism	ファシズム|ファッショ
fascist	ファシスト|ファッショ
fashion	流行|ファッション|流|モード
fashion-conscious	洒落
fashionable	ファッショナブル|目抜き
fast	早い|足早|迅速|断食
fast-talking	早口
fastball	速球
fasten	締める|縛る|閉ざす|括る
fastener	ファスナー|留め金
fastening	締め|締め付け|接着|締結
fastidious	気難しい
fastidiousness	潔癖|凝り性
fasting	断食
fat	脂肪|脂|太い|油脂
fatal	致命的|致死
fate	運命|宿命|命運|因縁
father	父|父親|お父さん|父さん
father-in-law	義父|舅
fatherland	祖国
fatigue	疲労|疲れ|疲弊|倦怠
fatness	肥満
fatso	デブ
fatty	デブ
faucet	蛇口|タップ|コック|栓
fault	欠点|断層|過ち|難点
fault-finding	小言
faultless	無難
faulty	不完全|杜撰
favor	恩恵|好意|頼み|恩
favorability	好感度
favorable	好調|順調|好都合|良好
favorite	本命|気に入り|人気者|好き
favoritism	贔屓
favour	恩|贔屓|受け|お願い
favourable	好調|順調|有利|好都合
favourite	本命|気に入り|人気者|好き
favouritism	贔屓
fax	ファクシミリ
fear	恐れ|恐怖|危ぶむ|恐れる
fearfully	恐る恐る
fearless	不敵
fearsome	恐るべき
feasible	可能
feast	ご馳走|饗宴|祭り|宴
feat	手柄
feather	羽
feathers	羽毛
feature	特徴|特集|特色|特質
features	顔立ち|顔つき|美容|マスク
february	２月
feces	大便|糞
federation	フェデレーション|連盟|連合会
fee	料金|手数料|料|礼金
fee-charging	有料
feeble	か弱い|病弱|貧弱|だらし無い
feebleness	薄弱|虚弱
feed	餌|飼料|飼う|養う
feedback	フィードバック|帰還
feeder	フィーダ
feel	感じる|感触|感ずる|触る
feeler	角
feelers	髭
feeling	気持ち|感じ|気分|心地
feelings	情|感情|感想
feet	フィート
feign	偽る|称する|装う
feigning	偽装
feint	フェイント
felicitations	寿|喜び
felicity	幸い
fell	倒す
fella	お兄さん
fellatio	フェラチオ|尺八
fellow	同士|仲間|野郎|男
fellowman	同胞
fellowship	フェローシップ|友情|付き合い
felt	フェルト
female	女|雌|女性
feminine	女性的|女らしい
feminism	フェミニズム
feminist	フェミニスト
fence	垣|フェンス|柵|垣根
fencer	剣士
fencing	フェンシング|剣道
fermentation	発酵|沸騰
fermenting	醸成
ferret	フェレット
ferry	渡し|渡し船|フェリー|過渡
ferryboat	渡し船
fertilisation	受精|受胎
fertilise	肥やす
fertiliser	肥料|肥|肥やし
fertilization	受精|受胎
fertilize	肥やす
fertilizer	肥料|肥|肥やし
fervent	懸命|熱心|切実
fervently	一心に
fervor	気勢|気負い|熱気
fervour	気勢|熱気
fester	腐る
festival	祭り|祭典|祭礼|フェスティバル
festivities	催し
fetch	持ってくる|取り出す
feticide	堕胎
fetish	性癖
fetter	縛る
fetters	束縛|絆
fetus	胎児
feudal	封建的
feudalism	封建主義
feudalistic	封建的
fever	熱病|フィーバー|発熱|熱
few	少ない|少数|少し|仄か
fewest	最少
fiance	婚約者|フィアンセ
fiancee	婚約者|フィアンセ
fib	嘘
fibber	嘘つき
fiber	ファイバー|繊維
fibre	繊維|ファイバー
fiche	フィッシュ
fickle	気まぐれ|儚い
fickleness	浮気
fiction	虚構|フィクション|作り話|創作
fictitious	架空
fidelity	操|信義|信|節操
fidgety	忙しい
fiefdom	藩
field	分野|畑|野原|原
fielder	野手
fields	田畑|野外|田園
fieldwork	フィールドワーク
fiend	悪魔
fiendish	凶悪
fierce	猛烈|凄まじい|荒い|激しい
fife	笛
fifty-fifty	半々|フィフティーフィフティー
fight	闘争|ファイト|戦闘|戦い
fighter	闘士|ファイター|戦闘機
fighting	対戦|乱闘|合戦|戦争
figure	姿|体型|図形|スタイル
figurehead	置物|ロボット|看板
figurine	フィギュア
file	ファイル|綴じる|列|擦る
filing	提起|提出|申告
fill	フィル|補う|詰める|広がる
filler	穴埋め
fillet	ヒレ
filling	充填|中身|餡こ|スタッフ
film	フィルム|映画|膜|映像
filming	撮影
filp	財政投融資
filter	フィルター
filth	汚物|汚れ|垢
filthiness	不浄
filthy	汚い|不潔|嫌らしい
fin	フィン
final	最終|最終的|ファイナル|ラスト
finale	大詰め
finally	到頭|漸く|漸と|遂に
finals	決勝|決勝戦
finance	金融|ファイナンス|会計|融通
finances	財源|経済
financial	経済的
financier	資本家
financing	融資|金融|資金繰り|出資
find	見つける|拾う
finder	ファインダー
finding	拾得|発見|所見
findings	研究結果|答申|所見
fine	罰金|良好|快調|立派
finely	細かく
fineness	品位
finesse	技巧
finest	最高
finger	指|弄る|指先
fingerling	稚魚
fingernail	ネイル
fingerprint	指紋
fingertip	指先
finish	仕上げ|了|仕上がり|済ます
finishing	完走|仕上げ
finite	有限
fire	火|火事|放つ|ファイア
firearms	火器
firecracker	爆竹
firefly	蛍
fireplace	暖炉
firepower	火力
fireproof	耐火
firewall	ファイアウォール
firewood	柴|薪
fireworks	花火
firing	発射|発砲|射撃|点火
firm	強硬|堅調|強固|商会
firmament	大空
firmly	断然
firmness	硬さ|歯ごたえ
first-aid	救急|応急
first-class	一流|１等|一級|上等
first-hand	生々しい
first-rank	１等
first-rate	極上|秀逸
firsthand	直に|直接
firstly	先ず
fish	魚|魚類|釣る|漁る
fisheries	水産
fisherman	漁師
fishermen	漁民
fishes	魚類
fishing	漁業|漁|釣り|漁獲
fishy	生臭い|怪しい|変|臭い
fissure	罅|亀裂|割れ目|割れる
fist	拳|拳骨
fistful	握り
fit	発作|適する|フィット|達者
fitness	フィットネス
fitting	フィッティング|適切|装着|相応しい
five-star	ファイブスター
fix	据える|繕う|整える|修正
fixation	凝視|執着
fixed	一定|既定|落ち着いた
fixer	フィクサー
fixing	固定|修理|定着|調整
fixture	マウント
fjord	フィヨルド
flag	旗|フラッグ|標識|国籍
flag-bearer	旗手
flageolet	笛
flagon	瓶
flair	センス
flame	炎|火|フレーム
flamenco	フラメンコ
flames	炎
flaming	祭り
flammables	可燃物
flank	側面|脇
flap	フラップ|翻る|煽る|折り返し
flapping	バタバタ
flare	フレア
flash	閃く|フラッシュ|瞬時|ストロボ
flashbulb	フラッシュ
flashing	点滅
flashlight	懐中電灯|フラッシュ
flashy	派手
flask	水筒|フラスコ
flat	平たい|平ら|マンション|部屋
flatboat	高瀬
flatcar	台車
flatland	平地
flatly	断然
flatten	潰す
flatter	煽てる|擽る|持ち上げる
flattery	お世辞|甘言|上手
flaunt	見せびらかす
flavor	味|フレーバー|味わい|風味
flavoring	香料|加味|調味料
flavour	味わい|味|味付け|塩梅
flavouring	香料|加味|調味料
flaw	欠陥|欠点|汚点|弱点
flawless	完璧|無傷
flawlessness	万全
flax	麻
flay	剥がす|剥ぐ
fledgeling	雛
fledgling	雛
flee	逃げ出す
fleeing	脱走|逃亡
fleet	艦隊
fleeting	儚い|淡い
flesh	肉
flex	フレックス
flexibility	弾力|伸縮|余裕|融通
flexible	柔軟|フレキシブル|嫋か
flexitime	フレックス
flextime	フレックス
flick	弾く
flicker	フリッカー|閃く|瞬く
flickering	点滅
flight	便|逃走|フライト|飛行
fling	放る|投げる
flip	弾く
flip-flops	ビーチサンダル
flippant	上っ調子|軽薄
flipper	フィン
flipping	反転
flirtation	戯れ
float	浮かべる|浮かぶ|浮く|フロート
floatation	浮揚
floating	浮揚|浮き|浮遊
flock	群れる|群れ|集る|繰り出す
flood	洪水|大水|殺到|氾濫
flooding	洪水
floor	床|フロア|階|レベル
floor-length	マキシ
flooring	ダウン
flopping	シミュレーション
floppy	フロッピー
florid	華やか
florida	フロリダ
florist	花屋
flour	粉|麺
flourish	花形|栄える|振り回す|賑わう
flourishing	盛ん|隆盛|繁盛|繁栄
flow	流れ|流動|フロー|流れる
flower	花|草花|咲く
flowering	開花
flowerpot	植木鉢|鉢
flowing	流暢
flu	インフルエンザ|風邪
fluctuating	上下
fluctuation	増減|変動|揺らぎ|動き
fluent	流暢|滑らか|爽やか
fluid	流動的|液|水分|水
fluke	紛れ|フロック
fluorocarbon	フロン
fluoroscopy	透視
flurried	慌ただしい
flush	紅潮
flushed	真っ赤
flushing	水洗
flustering	揺さぶり
flute	笛|フルート
flutter	翻る|靡く|閃く
fly	飛球|飛ぶ|蠅|翔る
fly-weight	フライ級
flyer	プリント
flying	フライング|航空|飛行|操縦
flyleaf	白紙
flywheel	フライホイール
foal	駒
foam	水泡|フォーム|泡
foaming	発泡
focus	焦点|ピント|フォーカス|主眼
focused	重点的
focusing	集中|着目
fodder	飼料|餌
foetus	胎児
fog	霧|曇り
foghorn	警笛
fold	畳む|折|折る
folder	ディレクトリ
folding	折
foliage	枝葉|木の葉
folk	民|衆|民間
folklore	伝説|伝承|民話|故事
folksy	庶民的
folktale	民話
folkways	民俗
follow	準じる|辿る|フォロー|付いてくる
follower	学徒|供|門下生|弟子
followers	一門
following	追随|明くる|次|後続
folly	愚|馬鹿
fomenting	胎動
fond	フォン
fondly-remembered	懐かしい
fondness	慈愛|愛想
font	字体
food	食品|食料|食糧|食
foodstuff	食料品|食|食物
foodstuffs	食品
fool	惚け|阿呆|馬鹿|欺く
foolhardiness	蛮勇
foolish	愚か|間抜け|馬鹿らしい|浅はか
foolishness	愚
foot	足|麓|フィート
footage	映像|絵
football	フットボール
footgear	履物|靴
foothold	足掛かり|足場
footing	足掛かり|基盤|足場
footlight	脚光
footpath	歩道|人道
footprints	足跡
footwear	履物|靴
footwork	フットワーク
forbearance	寛容|勘弁
forbid	禁ずる|封じる
forbidden	立ち入り禁止
force	部隊|勢い|強いる|力
forced	強制的|強行
forceful	力強い|盛大
forceps	ピンセット
forces	戦
forcible	強引
forcibly	無理やり
forcing	強行|強制
ford	フォード|浅瀬
fore	前部|フォア
forecast	予報|占う|予期|予想
forefather	祖
forefinger	人差し指
forefront	最前線|第一線|最先端|先端
foregoing	右
forehand	フォアハンド
forehead	額|お凸
foreign	海外|外来|対外|洋式
foreign-made	舶来
foreigner	外国人|外人
foreknowledge	予知
foreleg	手
forelock	前髪
foreman	フォアマン|組長|親方|監督
foremost	第一|屈指|一流|有数
forenoon	昼前
forepaw	手
forerunner	先駆|先駆け|前触れ
foreshadowing	伏線
foreshore	浜辺
foresight	予知|先見
forest	森|森林|林
forestalling	先手
forestry	林業|林学
forever	八千代|何時までも|千代
foreword	前書き|序文
forfeit	喪失|擦る
forfeiture	没収|失墜
forge	鍛える|似せる
forged	偽
forgery	偽造|偽物|捏造|変造
forget	忘れる
forging	鍛錬
forgive	許す
forgiveness	容赦|許し|勘弁
forgoing	右
fork	分かれ目|フォーク|分かれる|股
forkball	フォークボール|フォーク
forlorn	心細い|頼りない
forlornness	寂然
form	形|方式|形式|形態
formal	形式的|フォーマル|公式|正規
formalities	手続き
formality	形式|正式
formally	改めて
format	フォーマット|書式|体裁
formation	成立|結成|形成|フォーメーション
former	昔
formerly	旧来|先に|一時
formidable	手ごわい|恐るべき
formula	方程式|式|製法|処方
formulaic	紋切り型
formulation	策定|処方|構築
forsake	見限る|見捨てる
forsaken	頼りない
forsaking	見切り
forte	強み|特長
forth	フォース
fortifying	固め
fortitude	不屈
fortress	城郭|塁|柵
fortuity	偶然
fortunately	幸い
fortune	運|財|フォーチュン|資産
fortune-telling	占い
forum	フォーラム|広場|土俵
forward	前方|フォワード|寄越す|届ける
forward-looking	前向き
forwarding	回送|送付|発送|出荷
fosse	堀|壕
fossil	化石
fossilisation	化石
fossilization	化石
foster	培う|育む
fostering	助成
foul	ファウル|汚い|不純|卑劣
foundation	基礎|基盤|財団|根幹
founder	初代|元祖|生みの親|草分け
foundering	沈没
founding	設立|創設|樹立|創立
foundling	捨て子
fountain	泉|泉水
fountainhead	水源|源
four	四本|フォア
fowl	鶏肉|鳥
fox	狐
fox-trot	フォックストロット
foxtrot	フォックストロット
foyer	玄関
fraction	分数|小数|半端
fracture	リス|折る|折れる
fragile	脆い|脆弱
fragment	破片|断片|欠片|一個
fragrance	香気|香り|芳香|香料
fragrant	香ばしい|芳しい|甘い
frail	弱い|脆弱|か弱い|脆い
frame	枠組み|額|枠|額縁
framework	枠|組み立て|構造|枠組み
framing	作成
franc	フラン
france	仏蘭西
franchise	フランチャイズ|参政権|公民権|特許
frank	率直|端的|フランク|正直
frankfurt	フランクフルト
frankfurter	フランクフルト|フランク
frankly	実は|正直
frankness	直
frantic	躍起
fraternity	友愛|倶楽部|博愛
fraud	詐欺|インチキ|不正
fray	乱闘
freak	気違い
freckle	染み
free	無料|フリー|放す|随意
free-for-all	混戦
free-hand	フリーハンド
freebie	お負け|景品
freebooter	海賊
freedom	自由|フリーダム|幅|独立
freeing	自由化
freelance	フリーランス
freelancer	フリーランサー
freeloader	居候
freemen	公民
freestyle	自由形|フリースタイル
freeway	高速道路|高速
freewheeling	気まま
freeze	凍る|凍える|固める|引きつる
freezer	冷凍庫
freezing	凍結|冷凍|フリーズ|凝固
freight	貨物|運送|荷
french	仏語|仏文|フランス語|フレンチ
frenzy	狂乱
frequency	回数|周波数|頻度|度数
frequent	頻繁|通う
frequenter	常連
frequenting	出入り
frequently	頻りに|屡々|度々|良く
fresco	壁画|フラスコ
fresh	新た|新鮮|生鮮|清新
freshman	フレッシュマン
freshness	鮮度|生き
fret	焦る
fretfulness	焦燥
friction	摩擦|不和
friday	金曜|金曜日
fridge	冷蔵庫
friend	友人|友|知人|友達
friendliness	愛想|好意
friendly	フレンドリー|親しい|親切|和やか
friends	フレンズ|身内
friendship	友好|親善|友情|懇親
frigate	フリゲート
fright	驚愕|フライト
frighten	驚かす|脅かす|脅す
frightening	怖い|恐ろしい
frightful	物凄い
frigid	冷ややか
fringe	フリンジ|房
frivolous	軽薄|上っ調子
frog	蛙
frolic	燥ぐ|戯れる
front	戦線|正面|前線|戦地
front-facing	前向き
front-loading	前倒し
front-to-back	縦
frontage	間口|正面|前面
frontier	フロンティア|辺境|境界
frontward	前方
frost	霜|フロスト|擦る
froth	泡
frugal	質素
frugality	倹約
fruit	果物|果実|フルーツ|実
fruition	奏功
fruitless	空疎|不毛|虚しい
fruits	成果|収穫|果実|結晶
frustrating	悔しい
frustration	フラストレーション|挫折
fry	炒める|稚魚
frying	揚げ
fsa	金融庁
fuck	ファック|嵌める
fuel	燃料|薪炭
fugue	フーガ
fuji-san	富士山
fujiyama	富士山
fukuoka	福岡
fulcrum	支柱
fulfil	果たす
fulfill	全うする|満たす|成し遂げる|果たす
fulfilling	該当
fulfillment	成就|履行|完遂|実行
fulfilment	成就|履行
full	満杯|フル|詳しい|満員
full-blown	本格的
full-breasted	グラマー
full-length	全身
full-scale	全面的|本格的
fullness	充実
fully	一々|十分
fumbling	手探り
fumes	煙
fumi-e	踏み絵
fumie	踏み絵
fuming	発煙
fun	楽しい|戯れ|分
funambulism	綱渡り
function	機能|任務|行事|能
functioning	作動
fund	基金|ファンド
fund-raising	募金
fundamental	基本的|根本的
fundamentals	ファンダメンタルズ|基本|要旨|根幹
fundraising	資金繰り|資金調達
funds	資金|資本|金子
funeral	葬式|葬送|送り
fungus	菌
funk	ファンク
funky	ファンキー
funnel	煙突
funny	可笑しい|滑稽|面白|変
fur	毛皮|ファー|皮|毛
furigana	振り仮名
furious	激しい
furlough	休暇|帰休
furnace	窯
furnish	備え付ける|付ける
furnishing	供与
furniture	家具|器物
furor	大騒ぎ
furore	大騒ぎ
further	尚|進める
furtherance	推進
furthermore	更に|その上|尚且つ
fury	猛威|狂乱|怒り|激情
fuse	口火|導火線|ヒューズ|溶ける
fuselage	機体|胴体
fusion	フュージョン|融合|合同|合併
fussiness	好き嫌い
fussy	神経質
fusuma	襖
futile	無用|無益|虚しい
futility	無駄|徒労
futon	布団|敷き布団
future	将来|前途|フューチャー|将来的
futures	先物|延べ
fuzzy	ファジー
g-string	バタフライ
gadget	ガジェット|小道具|仕掛け
gaffe	過言
gag	ギャグ
gagaku	雅楽
gaijin	外人
gain	ゲイン|儲ける|得|益
gainful	有利
gains	利益|益
gait	足取り|足元
gal	ギャル
galaxy	銀河
gale	疾風|暴風
galileo	ガリレオ
gall	心臓
gallant	勇敢|勇ましい|潔い
gallery	ギャラリー|回廊|坑道
galley	厨房
gallium	ガリウム
gallon	ガロン
gallop	駆ける
gallstones	胆石
gambit	仕掛け
gamble	賭け|賭ける
gambler	ギャンブラー
gambling	ギャンブル|投機
gambol	戯れる
game	競技|ゲーム|遊戯|試合
gamelan	ガメラン
gang	ギャング|連中|一団
gangster	ギャング
gaoler	看守
gap	切れ目|隙|ギャップ|間
garage	車庫|ガレージ
garbage	塵|屑|廃棄物|汚物
garden	庭|園|庭園|ガーデン
gardening	園芸
gargling	嗽
garland	栄冠|花輪
garlic	大蒜
garment	衣|衣装
garments	服装|衣類
garnish	添える
garrison	駐留
gas	気体|屁
gash	傷
gasket	パッキング
gasohol	ガソール
gasoline	ガソリン|ベンジン
gastronome	グルメ
gate	門|ゲート|関|扉
gateway	出口|関門
gather	集まる|集る|取りまとめる|群がる
gathering	集まり|集合|採集|会合
gauche	不器用
gaudiness	華美
gaudy	煌びやか|派手
gauge	尺度|ゲージ|計器|メーター
gaul	ゴール
gaussian	ガウシアン
gauze	ガーゼ
gavotte	ガボット
gay	派手|煌びやか|華やか
gaze	眼差し|凝視|視線
gb	ギガ
gear	歯車|ギア
gee-string	バタフライ
geek	オタク
geisha	芸者
gel	ゲル|ゼリー
gelatin	ゼラチン
gelatine	ゼラチン
gem	宝石|珠玉|逸品
gender	性別|性的|ジェンダー|セックス
gene	遺伝子|ゲン|ジーン
genealogy	系譜|系図
general	一般|一般的|将軍|大将
generalissimo	総統
generalization	総括|統括
generally	一通り|一般に|大概|大抵
generation	世代|発電|一世|一代
generic	汎用
generosity	気前|寛容|大気|量
generous	太っ腹|寛大|親切|大まか
genesis	発端|原始|発生
genial	和やか|暖かい
genitals	彼処
genius	天才|鬼才|俊英|才
genji	源氏
genocide	ジェノサイド
genome	ゲノム
genre	ジャンル
genro	元老
gentility	人柄
gentle	親切|温厚|柔和|穏便
gentleman	紳士|フェミニスト|君子
genuine	本格的|真の|純粋|本格
genuineness	真偽|真
genus	類|種族
geography	地理
geometry	幾何学|幾何
germ	ばい菌|微生物|萌芽|細菌
germ-free	無菌
german	ドイツ語
germany	独逸
germination	発芽|萌芽
germs	ばい菌
gerontocracy	ジェロントクラシー
gestapo	ゲシュタポ
gesticulation	身振り
gesture	仕草|身振り|手振り|ジェスチャー
get-together	集い|飲み会|コンパ
get-up	装い
get-up-and-go	エネルギー
geta	下駄
getaway	逃げ
getup	身なり
ghastly	不気味|物凄い
ghetto	ゲットー
ghost	幽霊|妖怪|ゴースト|霊
ghoul	グール
giant	巨人|巨漢|ジャイアント|大男
gibberish	珍紛漢紛|寝言
giddiness	目眩
gift	景品|ギフト|能|贈り物
gifu	岐阜
giga-	ギガ
gigabyte	ギガ
gigantic	巨大
gigolo	紐
gild	着せる
gimmick	売り
gin	ジン
ginger	生姜
gingerly	恐る恐る
ginza	銀座
gipsy	ジプシー
giraffe	麒麟|ジラフ
girder	桁
girl	女の子|ガール|女子|娘
girlfriend	ガールフレンド|恋人|女
girth	周り
gis	地理情報システム
gist	要点|要綱|骨子|要領
give	贈る|下さる|施す|与える
give-and-take	応酬
giveaway	景品
giving	供与
glacier	氷河
glad	嬉しい
glamor	魅力
glamour	魅力
glance	一目|一覧|視線|一見
gland	グランド
glans	グランス|雁
glass	グラス
glasses	眼鏡
glasshouse	温室
glassy	滑らか
glazing	ガラス張り
gleam	明かり|閃く|光
glen	峡谷
glide	滑る|滑走
glider	グライダー
gliding	滑走|走り
glimpse	一見|一目
glitter	光る|輝く|光り輝く|閃く
glittering	輝かしい
global	グローバル|世界的
globalisation	グローバル化
globalism	グローバリズム
globalization	グローバル化
globe	地球儀|玉|グローブ
gloom	陰り|憂鬱
gloomy	陰気|鬱陶しい|薄暗い|暗い
gloria	グロリア
glorification	美化|賛美
glorious	輝かしい|華々しい|豪快
glory	栄光|栄え|光栄
gloss	艶|練り
glove	手袋|グラブ|グローブ
glow	映える|明かり|光
glowworm	蛍
glue	グルー|糊|くっ付ける|付ける
glueing	接着
gluey	粘粘
gluing	接着
glutinous	粘粘
gluttony	飽食
glycogen	グリコーゲン
gnaw	噛む
gnp	国民総生産
go-between	世話人|橋渡し|仲人
go-cart	ゴーカート
go-kart	カート
goal	目標|ゴール|目的|旅先
goalie	キーパー
goalkeeper	キーパー|ゴールキーパー
goals	得点
gobbledygook	珍紛漢紛
goblin	お化け|化け物|妖怪
god	神|神様
goddess	女神
godfather	ゴッドファーザー
godown	倉庫|蔵
goggles	ゴーグル
gold	黄金|金|ゴールド
golden	金色|金|黄金
goldfish	金魚
golf	ゴルフ
golfer	ゴルファー
gondola	ゴンドラ
gong	ゴング
good-for-nothing	下らない
good-hearted	情け深い
good-looking	格好いい
goodness	善|良き|善良
goods	物資|品物|物品|グッズ
goodwill	親善|好意|志
gooey	粘粘
gorge	峡谷|ゴルジュ|渓谷|狭間
gorgeous	煌びやか|ゴージャス|華やか|華麗
gorgeousness	華美
gorilla	ゴリラ
goryeo	高麗
gosip	ゴシップ
gospel	ゴスペル|福音
gossip	ゴシップ|噂|お喋り
gothic	ゴシック
gourmet	グルメ
govern	治める|司る|束ねる
governance	行政
governess	家庭教師
governing	統治|制御
government	政府|施政|政治|政
governmental	公
governor	総督|総裁|主席
governor-general	総督
gown	ガウン|衣
grab	取る|捉える|掴む|グラブ
grace	恩恵|優美|恵み|品位
graceful	淑やか|優雅|優しい|嫋か
gracious	潔い
gradate	暈す
gradation	グラデーション|段階
gradations	目盛り
grade	段階|等級|グレード|級
grades	成績|出来
gradient	勾配
grading	採点|格付け
gradually	徐々に|次第に
graduate	卒業生|出身者|終える
graduated	累進
graduation	卒業
graffiti	落書き
graft	贈賄|収賄|詐欺|汚濁
grafting	移植
grain	粒|穀物|粒子|地肌
grains	穀類
graminivorous	草食
grammar	文法
grammy	グラミー
gran	お婆ちゃん
granary	穀倉|蔵
grand	偉大|大々的|盛大|雄大
grandchild	孫
granddaughter	孫娘
grandeur	重み
grandfather	祖父|お祖父さん|爺さん
grandiose	大げさ
grandma	お婆ちゃん
grandmother	祖母|お祖母さん|婆さん
grandparents	祖父母
granny	お婆ちゃん
grant	付与|授ける|叶える|与える
grant-in-aid	補助
granting	授与|交付
grape	葡萄
grapefruit	グレープフルーツ
grapevine	葡萄
graph	グラフ|図式|図表|図
graphic	グラフィック|図形|生々しい
graphics	グラフィック|グラフィックス
graphite	黒鉛
grappling	格闘
grasp	把握|握る|握り|分かる
grasping	掌握|握り
grass	草|芝生|牧草
grassland	草原
grassroots	草の根
grate	グレート|卸す
grateful	有難い
gratification	満足|会心|喜び
gratify	満たす
gratifying	嬉しい
gratin	グラタン
grating	格子|耳障り
gratitude	礼|感謝|謝意|お礼
gratuitous	無料|無報酬
gratuity	チップ
grave	厳粛|墓穴|墳墓|深刻
gravel	砂利
gravesite	墓
gravestone	墓石
graveyard	墓地
gravitation	重力
gravity	重力|重要性|威厳
gravure	グラビア
gray	灰色|グレー
graze	擦り傷
grazing	擦れ擦れ|放牧
grease	脂肪|脂|オイル
greasy	ヌルヌル|粘粘
greater	尚
greatest	最大|随一|何より
greatly	大変|大いに|甚だ|大分
greece	希臘
greed	欲|欲張り|貪欲
greedy	欲深
green	緑|緑色|グリーン|未熟
greenery	緑
greengrocer	八百屋
greenhorn	雛
greenhouse	温室
greening	緑化
greens	菜
greenwich	グリニッジ
greet	出迎える|迎える
greeting	挨拶|迎え
greetings	挨拶
gregorian	グレゴリオ
grey	灰色|グレー
grid	メッシュ|格子
grief	嘆き|悲痛|悲嘆|悲哀
grievance	苦情|不平|言い分
grieve	嘆く|憂える
grieving	嘆息
grievous	悲しい
grill	グリル|焼肉|焼く
grilling	肉薄
grim	悲壮|険しい
grimace	渋面
grime	垢
grind	研ぐ|磨く
grinding	研磨
grip	握力|グリップ|取っ手|挟む
gripping	握り
gristle	軟骨
grit	砂|根性|度胸
groan	唸る|苦しむ
groceries	食料品|乾物
groin	股
groom	婿|繕う
grooming	手入れ
groove	溝
groovy	格好いい
groper	痴漢
groping	模索|手探り
gross	総|気持ち悪い
grotesque	グロ|グロテスク|怪奇
grotto	岩屋|洞窟|洞穴
ground	地盤|大地|地面|地
ground-breaking	画期的
groundbreaker	草分け
grounder	ゴロ
grounding	アース|足止め|下地
groundless	事実無根
grounds	境内|邸内|構内|根拠
groundwork	下地|布石
group	集団|群|群れ|群衆
grove	林
grow	生やす|生える|育つ|成る
grower	生産者
growl	唸る
grown-up	大人っぽい|大人|一人前
grownup	成人
growth	成長|伸び|育ち|生長
grub	幼虫
grudge	遺恨|恨み
grue	グルー
gruesome	物凄い
gruff	荒々しい
grumble	愚痴|呟く|零す
grumbling	文句|愚図愚図|小言
guangdong	広東
guangzhou	広州|広東
guanyin	観音
guarantee	保する|保証|保険|担保
guarantor	保証人
guard	護衛|ガード|守る|見張り
guardian	保護者|ガーディアン|後見
guardians	父兄
guardianship	後見|保護
guarding	備え|用心|監視
guardrail	ガードレール
guatemala	グアテマラ
guerrilla	ゲリラ
guess	憶測|推測|察する|推量
guest	客|来賓|お客様|ゲスト
guesthouse	民宿
guevarista	ゲバリスタ
guidance	指導|案内|誘導|先導
guide	ガイド|導く|目当て|指導者
guidebook	ガイドブック|読本|手引き|ガイド
guideline	心得|指針
guidelines	要綱
guiding	ガイド
guild	ギルド|組合
guillotine	ギロチン
guilt	有罪
guiltlessness	無実|潔白
guise	装い|仮面|姿
guitar	ギター
guitarist	ギタリスト
gulf	湾
gullet	食道
gulliver	ガリバー
gulp	飲む|一口
gum	ガム
gummy	粘粘
gun	銃|砲|大砲|鉄砲
gunfire	砲火
gunner	砲兵
gunning	銃撃
gunpowder	火薬
guns	火器
gunshot	銃声|射撃
gurney	担架
gushing	噴出
gust	突風
gut	ガット
gutless	だらし無い
guts	腸|ガッツ|根性|意気地
gutter	溝|下水
guy	野郎|ガイ|男
gyaru	ギャル
gym	ジム|体育
gymnasium	体育館|ジム
gymnastics	体操
gynecology	婦人科
gyoza	餃子
gypsum	ギプス
gypsy	ジプシー
gyrate	回す
gyroscope	ジャイロスコープ
gyudon	牛丼
habit	習慣|習性|癖|慣行
habitat	生息地|原産
habitual	普段
habitually	日ごろ|普段
habitus	体型
hachiman	八幡
hacker	ハッカー
hackneyed	陳腐|紋切り型|古臭い|有り触れた
haemoglobin	ヘモグロビン
haemophilia	血友病
haemorrhage	出血|流出
haggle	値切る
haggling	駆け引き
haiku	俳句
hail	呼びかける|呼び声|迎える
hair	毛|髪|髪の毛|頭髪
hair-cutting	散髪
hair-dressing	散髪
haircut	理髪|散髪|カット
hairdo	髪形
hairdresser	美容師
hairpiece	鬘
hairpin	クリップ
hairstyle	ヘアスタイル
hakama	袴
half	半分|半|五分|ハーフ
half-arsed	中途半端
half-assed	中途半端
half-baked	中途半端|いい加減
half-cocked	中途半端
half-cooked	半熟
half-done	半熟
half-hearted	消極的|冷淡|散漫|中途半端
half-minded	適当
half-moon	半月
half-past	半
half-ripe	半熟
half-term	半期
half-time	半期
half-way	中道
half-wit	間抜け
halfhearted	いい加減
halftime	ハーフタイム
halfway	中途|中途半端|途中|半ば
halite	岩塩
hall	ホール|殿堂|場内|堂
hallmark	折り紙
hallo	ハロー
halloween	ハロウィーン
hallucination	幻覚|錯覚
hallway	廊下|回廊
halo	ハロー
halogen	ハロゲン
halon	ハロン
halt	停止|立ち止まる|食い止める
halve	割る
halving	二分|半減|折半
ham	ハム
hamamatsu	浜松
hamburger	ハンバーガー
hamlet	部落
hammer	金槌|ハンマー
hamper	籠|殺す
hamster	ハムスター
hand	手|ハンド|指針|取る
hand-crafted	手作り
hand-over	受け渡し
handbag	手提げ|ハンドバッグ|財布
handball	ハンドボール|送球|ハンド
handbook	手引書|必携|ハンドブック|手引き
handcuffs	手錠
handful	一握り|握り
handgun	拳銃
handheld	手持ち
handhold	手がかり
handicap	ハンデ|ハンディキャップ|不利|不利益
handicraft	工作
handiness	便利さ
handiwork	細工
handkerchief	ハンカチ
handle	取っ手|手がける|取り扱う|ハンドル
handling	操作|取り扱い|応対|操縦
handmade	手作り|手製|ハンドメイド
handout	プリント
handprint	手形
handrail	手すり|欄干
handshake	握手
handsome	ハンサム|立派
handstand	逆立ち
handwriting	手書き|筆跡|字
handy	手ごろ|便利|重宝|器用
hang	下げる|垂れる|ぶら下げる|吊る
hangar	ハンガー
hanger	ハンガー
hanging	縛り首|垂れ|懸垂
hangul	ハングル
hankering	切望
hanshin	阪神
haori	羽織
haphazard	出鱈目
haphazardly	手当たり次第
haploid	半数
happening	ハプニング|出来|出来事
happily	仲良く
happiness	幸せ|幸福|幸い|福
happy	嬉しい|目出度い|ハッピー|円満
happy-go-lucky	呑気|気楽
harakiri	切腹
harass	悩ます|苦しめる
harassment	嫌がらせ
harbinger	先駆け|前兆|前触れ
harbor	ハーバー|港|港湾|抱く
harbour	港|港湾|ハーバー|宿す
hard	硬式|硬い|耳障り|難しい
hard-boiled	ハードボイルド
hard-disk	ハードディスク
hard-headed	冷徹
hard-line	強硬
hard-liners	硬派
hardback	ハードカバー
hardcore	コア
hardcover	ハードカバー
harden	固める|固まる
hardening	固め|硬化
hardly	漸く
hardness	硬度|硬質|硬さ
hardship	辛苦|困難|苦労|難
hardships	辛酸|荒波
hardtop	ハードトップ
hardware	ハードウェア|ハード
hardworking	忠実
hardy	頑強
hare	兎
harem	ハーレム
harlot	娼婦
harm	損なう|損ねる|害|危害
harmful	有害
harmless	無害
harmonica	ハーモニカ|ハープ
harmonious	円満|円滑|和やか
harmony	調和|融和|ハーモニー|平和
harp	ハープ
harpsichord	チェンバロ
harsh	過酷|酷|荒々しい|酷い
harshly	散々
harvest	収穫|取り入れる|刈り入れ|刈り取る
harvesting	採取|狩り
hash	刻む
hashish	大麻
haste	急ぎ
hasten	早める|急ぐ|駆けつける|慌てる
hastening	急行
hastily	急に
hasty	性急|早い|拙速|軽はずみ
hat	帽子|ハット|シャッポ
hatch	ハッチ
hate	嫌う|嫌がる|憎む|嫌悪
hated	嫌い
hateful	憎い|憎らしい
hater	アンチ
hatred	憎悪|憎しみ
haughty	傲慢|横柄
haul	漁獲|漁
hawk	鷹
hawks	硬派
haydn	ハイドン
hazard	危険|冒険
hazardous	有害|危ない
haze	霞
hazy	有耶無耶|微か
hdtv	ハイビジョン
head	首脳|主席|先頭|主人
headache	頭痛
headband	鉢巻
header	ヘッダー|ヘディング
headhunt	引き抜く
headhunter	スカウト
headhunting	スカウト
heading	見出し|ヘディング|項目|方位
headland	崎
headlight	ヘッドライト
headline	見出し|表題
headmaster	校長
headphone	ヘッドホン
headpiece	兜
headquarters	本部|司令部|本社|本拠
headstand	逆立ち
headstrong	強情
headwaters	源流
headwind	逆風
headword	項目
heal	治す|治る
healing	治癒|医|全治
health	健康|ヘルス|衛生|剛健
healthful	健康的
healthy	健全|丈夫|達者|ヘルシー
heap	塚|堆積
hear	承る|ヒア|聴く|伺う
hearer	聞き手
hearers	聴衆
hearing	聴取|聴聞|審問|査問
hearsay	噂
heart	心臓|心|ハート|核心
heart-breaking	辛い
heartbreak	悲痛
heartbreaking	痛ましい
heartening	心強い
hearth	暖炉
heartily	心から|思う存分|腹一杯|奮って
heartless	酷い|冷淡
heartlessness	無情
heartrending	切ない|痛ましい
hearty	豪快
heat	熱|暑さ|熱気|熱する
heat-resisting	耐熱
heated	暑い|躍起
heater	ストーブ|ヒーター
heather	ヘザー
heating	暖房|加熱
heaven	天国|天
heavens	大空
heavily	思い切り|思いっきり
heavy	重い|重たい|重苦しい|ヘビー
heavyweight	大物
hebraism	ヘブライズム
hectare	ヘクタール
hectic	忙しい
hecto-	ヘクト
hedge	垣根|生け垣|ヘッジ|垣
heed	念頭
heedless	呑気
heel	踵|ヒール
hefty	多額
hegemony	主導権|覇権
height	高さ|身長|丈|盛り
heighten	深める|深まる
heights	ハイツ|高地|高所
heir	跡継ぎ
heirloom	形見
helicopter	ヘリコプター|ヘリ
heliport	ヘリポート
helium	ヘリウム
helix	螺旋
hell	地獄|ヘル
hellenism	ヘレニズム
helm	舵
helmet	兜|ヘルメット
help	救い|介助|手伝う|力添え
helper	手伝い|助っ人|ヘルパー|助手
helpful	有用|懇切|有益|重宝
helping	皿
helpless	心細い|か弱い|頼りない
helplessly	見す見す
helplessness	無力
helsinki	ヘルシンキ
hem	裾|ヘム
hemanalysis	血液検査
heme	ヘム
hemicycle	半周
hemidemisemiquaver	六十四分音符
hemoglobin	ヘモグロビン
hemorrhage	出血|流出
hemorrhoids	痔
hemp	大麻|麻|マリファナ
henceforth	以来
hepatitis	肝炎
herald	ヘラルド|先駆け|前触れ
herb	ハーブ|草
herbivorous	草食
herd	追い込む|群れ|群集
hereabouts	そこら辺
hereafter	今後|以後|以降
hereditary	代々|先天的
heredity	遺伝|世襲
heresy	異端|邪道
heritage	世襲|遺産
hermitage	庵
hernia	ヘルニア
hero	英雄|勇者|豪傑|ヒーロー
heroic	悲壮|壮烈|勇敢|豪快
heroin	ヘロイン
heroine	ヒロイン|英雄
heroism	義勇|ヒロイズム
herringbone	ヘリンボーン
hertz	ヘルツ
herzegovina	ヘルツェゴビナ
hesitate	渋る|躊躇う|迷う
hesitation	迷い|躊躇|遠慮
hetu	因
heyday	最盛期
hi-fi	ハイファイ
hibachi	火鉢
hibernation	越冬|冬眠
hibiscus	ハイビスカス
hiccough	吃逆
hiccup	吃逆
hide	隠す|秘める|隠れる|皮
hideous	醜悪
hideout	アジト|ネスト
hiding	潜伏|隠滅
hidrosis	発汗
hierarchy	序列|階層
high	高い|ハイ|高尚|高層
high-handed	強引
high-handedness	横暴|専横
high-level	ハイレベル
high-minded	高潔
high-order	高位
high-pitched	甲高い|黄色い
high-priced	高い
high-rise	高層
high-speed	高速
high-tech	ハイテク
highbrow	女史
highest	最高|松
highjack	ハイジャック
highland	ハイランド
highlight	見どころ|圧巻|見せ場|ハイライト
highlighting	クローズアップ
highly	中々
highway	高速道路|街道|ハイウエー|道路
hijack	ハイジャック|乗っ取り|乗っ取る
hijacking	強奪
hike	ハイク
hiker	ハイカー
hikikomori	引きこもり
hiking	ハイキング
hill	丘|小山|丘陵|山
hillock	塚
himalaya	ヒマラヤ
hinamatsuri	ひな祭り
hinder	障る|差し支える|阻む|妨げる
hindrance	邪魔|差し支え|支障|妨げ
hindu	ヒンドゥー
hinge	ヒンジ
hint	暗示|ヒント|示唆|気配
hinterland	奥地
hip	ヒップ
hippie	ヒッピー
hippy	ヒッピー
hips	ヒップ|腰部|腰|尻
hiragana	平仮名
hire	雇用|賃貸|雇う|借りる
hire-purchase	分割払い
hiring	賃借
hiroshima	広島
hisha	飛車
historian	史家
historic	歴史的
historical	史上|歴史的
history	歴史|由緒|沿革|史
hit	打つ|当たり|当てる|命中
hitch-hike	ヒッチハイク
hitchhiking	ヒッチハイク
hitting	叩き
hive	ネスト|巣
hoarding	看板
hoax	捏造
hob	焜炉
hobby	趣味|楽しみ|悪戯
hockey	ホッケー
hogging	独り占め|独占
hogwash	出鱈目
hoist	掲げる|掛ける
hoisting	掲揚
hokkaido	北海道
hold	持つ|催す|摘む|占める
holder	ホルダー|持ち|台
holding	開催|持ち|公開|掌握
hole	穴|ホール|洞|口
holiday	休日|休暇|お休み|ホリデー
holidays	バカンス
holiness	神聖
holland	阿蘭陀|蘭
hollow	洞|凹み|空洞|真空
hollowness	空虚
holocaust	ホロコースト
holograph	自筆|筆跡
holography	ホログラフィ
holster	ホルスター
home	家庭|実家|本場|ハイム
homecoming	帰省
homegrown	手作り
homemade	手作り
homemaker	主婦
homemaking	家政
homepage	ホームページ
homer	ホーマー
homeroom	ホームルーム
homesickness	ホームシック|郷愁
homestay	ホームステイ
hometown	田舎
homework	宿題|課題
homicide	殺人
homing	ホーミング
homo	ホモ
homogeneity	均質
homogeneous	均質
homogeneousness	同種
homonym	同名
homophony	同音
homosexual	ホモ
homosexuality	ホモ
homozygote	ホモ
hone	研ぐ
honest	正直|誠実|地道|真面目
honestly	正直
honesty	信|清廉|硬さ|直
honey	蜂蜜|蜜|妻
honeymoon	ハネムーン
hongkong	香港
honinbo	本因坊
honolulu	ホノルル
honor	名誉|重んずる|光栄|義理
honorarium	謝礼|礼金
honorific	敬語
honoring	顕彰
honour	光栄|栄誉|誉れ|名誉
honouring	顕彰
hood	フード|ボンネット
hoodie	パーカー
hoodlum	チンピラ|不良
hoodlums	愚連隊
hoods	愚連隊
hoof	爪
hook	フック|ホック|針|引っ掛ける
hook-up	中継
hookah	フッカー
hooker	フッカー
hooligan	チンピラ|不良
hooligans	愚連隊
hoop	輪
hoot	声
hoover	掃除機
hop	ホップ|跳ねる|飛ぶ
hope	希望|見込み|ホープ|期待
hopeful	楽観的|耳より|頼もしい
hopeless	心細い|駄目
hopelessness	絶望|闇
hopes	抱負|望み|当て
hops	ホップ
horde	群衆
horizon	地平線|水平線
horizontal	横|水平
hormone	ホルモン
horn	角|警笛|クラクション|ホルン
hornet	蜂
horoscope	星占い
horrible	恐るべき|憎らしい|最悪|無残
horrid	随分|最悪
horrific	物凄い
horror	ホラー|恐れ|恐怖
horse	馬|駒
horseman	騎手
horsemanship	馬術
horsepower	馬力
horticulture	園芸
hose	ホース
hospice	ホスピス
hospitable	丁重|厚い
hospital	病院
hospitalisation	入院
hospitality	持て成し|お持て成し|優遇|歓待
hospitalization	入院|搬送
host	ホスト|亭主|司会者|ナビゲーター
hostage	人質
hostel	寮|ホステル
hostess	ホステス|女中|ナビゲーター|コンパニオン
hostile	険悪
hostilities	交戦
hostility	敵対|敵意|反対|反抗
hosting	開催|主催
hot	熱い|暑い|辛い|暖かい
hot-headed	一刻
hotbed	温床
hotel	ホテル|宿|泊まり
hothouse	温室
hotline	ホットライン
hotness	暑さ
hound	猟犬|強請る|食い下がる
hounding	追及
hour	時刻|アワー|時間
hourly	毎時
house	宅|家屋|ハウス|家
house-cloth	雑巾
house-sitter	留守|留守番
house-sitting	留守番|留守
house-watching	留守番
household	世帯|家庭|盆|一族
housekeeper	家政婦
housekeeping	家政|世帯
housewife	主婦
housework	家事
housing	ハウジング|住宅|キャビネット|収容
how-to	ハウツー
howl	吠える|泣く|唸る
hp	馬力
hr	人事
hubris	自惚れ
huddle	スクラム
hue	色|色彩|色合い
hug	抱っこ|抱く|抱擁
huge	巨大|膨大|多大|多額
hull	船体|殻|胴体|剥く
hullabaloo	嵐|旋風
hullo	ハロー
human	人的|人間的|ヒューマン|人間
human-caused	人為的
human-like	人間的
humane	人道的
humanism	人道主義|ヒューマニズム
humanitarianism	人道主義
humanities	文科|人文科学
humanity	人道|人情|人間性|人文
humankind	人間
humble	謙虚|卑しい|粗末|神妙
humdrum	マンネリ
humid	蒸し暑い|湿っぽい
humidity	湿気|水分
humiliated	恥ずかしい
humiliation	屈辱
humility	謙遜
humor	ユーモア|機嫌
humorous	ユーモラス|滑稽
humour	機嫌|ユーモア
hunch	予感|直感
hunchback	猫背
hundreds	何百
hunger	飢え|空腹|飢餓|欲
hungry	ハングリー
hunt	探索
hunter	狩人|猟師|ハンター
hunting	狩り|狩猟|猟|ハンチング
huntsman	猟師
hurdle	ハードル|難関|関門
hurdles	ハードル
hurl	投げる|放る|飛ばす
hurricane	ハリケーン|台風
hurried	慌ただしい|性急|忙しい
hurriedly	急遽|急に|早々
hurry	急ぐ|急かす|急ぎ|慌てる
hurrying	急行
hurt	痛む|痛める|損なう|損ねる
hurtful	痛ましい
husband	夫|婿|配偶者|旦那
husband-to-be	結婚相手
hush	静けさ|沈黙
hushed	閑散
husk	殻|皮
huskie	ハスキー
husky	ハスキー
hustle	ハッスル
hut	小屋|山小屋|ハット
hybrid	ハイブリッド
hydrogen	水素
hygiene	保健|衛生
hygienic	衛生的|健康的|清潔
hymn	賛歌
hyper	ハイパー
hyperbole	誇大
hypertension	高血圧
hypertrophy	肥大
hypnosis	催眠
hypocenter	震源
hypocentre	震源
hypothec	抵当
hypothesis	想定|仮説|仮定|前提
hysteria	ヒステリー
hysteric	ヒステリック
hysterical	ヒステリック
hz	ヘルツ
i-adjective	形容詞
ibid	同上
ice	氷|アイス
iceberg	氷山
icecream	アイスクリーム|アイス
icon	アイコン|アイドル
icy	冷たい
id	身元|身分証明書
idea	思想|発想|観念|心当たり
ideal	理念|理想|理想的|絶好
ideals	理想
identical	同じ|等しい|一様
identification	指摘|識別|確認
identifying	判明|特定
identity	アイデンティティ|氏名|正体|身分
ideologist	主義者
ideologue	主義者
ideology	イデオロギー|思想|理念
idiom	慣用句|熟語
idiosyncrasy	特色|個性|特性|性癖
idiosyncratic	個性的
idiot	馬鹿|惚け|阿呆|間抜け
idiotic	間抜け
idle	遊休|怠惰
idleness	無為|無駄
idling	空転
idol	偶像|本尊|スター|アイドル
ignition	起爆|発火|点火
ignorance	無知
ignoring	黙殺|スルー|無視|不問
ikebana	生け花
ill-advised	無謀
ill-tempered	意地悪
ill-treat	苛める
ill-treatment	虐待
illegal	違法|非合法|不法|裏口
illegality	不正
illegible	読みにくい
illiberality	偏狭
illicit	違法|裏口
illinois	イリノイ
illiteracy	盲
illness	病気|疾病|病|疾患
illogical	不合理|不条理
illuminate	照らす
illumination	照明|イルミネーション|明かり|啓発
illusion	イリュージョン|幻想|幻覚|幻
illusionist	マジシャン
illustrating	図示
illustration	挿絵|イラスト|実例|図版
illustrator	イラストレーター
image	映像|画像|像|偶像
imaginary	架空
imagination	想像|仮想|想像力|思い
imagine	思い描く|偲ぶ
imbalance	不均衡|不釣合い|アンバランス|凹凸
imbecility	虚弱
imbibe	吸い込む
imbroglio	泥沼
imbue	注ぎ込む
imitate	倣う|似せる|真似る|準える
imitating	真似
imitation	偽|模擬|模倣|模造
immaculate	清潔
immaterial	無形
immature	稚拙|若い|未熟|幼稚
immaturity	モラトリアム
immeasurable	無量|計り知れない
immediacy	直感
immediate	早急|即座|直接|即時
immediately	即刻|忽ち|直ぐ|直に
immense	絶大|広大|夥しい|莫大
immerse	浸す
immigrant	移民
immigration	移民|入植|移住
imminence	目前|切迫
imminent	目の前
immoderate	過度|法外|荒い
immoderately	無闇に
immodest	端たない
immoral	不潔
immorality	不徳|不倫|悪徳
immortal	不朽
immortality	不死身|永遠
immovable	不動|不変
immunisation	免疫|予防接種
immunity	免疫
immunization	免疫|予防接種
immutable	不変
impact	インパクト|衝撃|迫力|震動
impactful	印象的
impairment	障害
impart	伝える|授ける
impartial	無色
impartiality	不偏不党|平等|公平|公明
impasse	行き詰まり|袋小路
impassioned	暑い
impatience	焦り|焦燥|短気
impatient	歯痒い|性急
impeachment	弾劾|訴追
impediment	障害|差し支え|支障|阻止
impel	駆る
impending	当面
imperative	急務
imperfect	不完全|不全|不十分
imperfection	不備
imperialism	帝国主義|帝政
imperil	脅かす
imperishable	不朽
impersonal	事務的
impertinence	失敬
impertinent	生意気
impetuous	性急
impetus	刺激|衝動|切っ掛け|誘い水
implacability	執念
implant	注ぎ込む|植える
implantation	打ち込み
implausible	怪しい
implement	道具|器具|用具|器物
implementation	実現|実施|実践|実行
implication	含み|意味合い|連座|含蓄
implicit	暗黙
implicitly	暗に
implore	伺う|願う
imply	仄めかす
impoliteness	非礼|失礼|無礼|失敬
import	輸入|インポート|内容|渡り
importance	重き|重要性|重点|力点
important	重要|大切|大事|重大
importation	輸入|渡来
imported	舶来|外来
importing	渡り
importunate	諄い|煩い
importune	強請る
importunity	督促
impose	科する|課する|強いる|押し付ける
imposing	立派
imposition	賦課|天下り
impossible	不可能|不能|あり得ない|論外
imposter	詐欺師
impounding	没収
impoverishment	疲弊
impregnable	険しい
impregnate	注ぎ込む
impregnation	受精
impress	印象付ける
impression	印象|感激|イメージ|インパクト
impressions	感想
impressive	印象的|荘厳|厳か
impressiveness	迫力
imprison	閉じ込める
imprisonment	禁錮|留置|幽閉|入所
improbable	あり得ない
impromptu	即座|即席
improper	端たない|不可|不相応|不適切
impropriety	不当|不倫|不適当|不正
improve	持ち直す|立ち直る|開ける|直る
improvement	改良|上達|改善|改修
improvisation	即興
improvised	即席|俄
imprudent	軽はずみ|軽率|不用意|下手
impudent	厚かましい|図々しい|生意気|横着
impulse	衝動|弾み
impulsive	無謀
impure	不純
impurity	不浄
imputation	転嫁|帰属
in-flight	機内
in-group	内輪
in-house	社内|場内|自社
inability	無能|不能|困難
inaccessible	険しい
inaction	沈黙
inactive	低調|閑散|不景気
inactivity	沈滞|無為|運動不足|不振
inadequacy	不適当|不備
inadequate	不十分|劣悪|浅い|貧しい
inadvertent	不用意
inadvertently	何気なく
inadvisability	不利益
inadvisable	不可
inane	間抜け
inanimate	無情
inanity	空虚
inappropriate	不相応|場違い|不適切
inappropriateness	不適当
inari	稲荷
inattention	不注意|油断
inaugural	新任
inauguration	発足|就任|開設|開場
inauspicious	不吉|忌まわしい
inauthentic	不確実
inborn	先天的
incandescence	白熱
incapable	不能
incapacity	失格|無能
incarceration	禁錮|幽閉
incendiary	挑発的|火付け役
incense	香料
incentive	インセンティブ|動機|刺激|励み
incessant	頻繁
incessantly	絶え間なく|頻りに
incidence	度数|発生
incident	出来事|事故|ハプニング|事件
incidental	付帯|偶発|付属
incidentally	序でに|不図
incineration	焼却
incisiveness	切れ味
incite	唆す|扇ぐ
incitement	扇動|奨励|誘導|教唆
inclination	傾斜|性向|偏り|性癖
incline	傾ける|坂|偏る|勾配
include	含める|盛り込む|組み込む|交える
included	付属
including	付き|網羅|共に
inclusion	包括|包含|含み|内包
incognito	覆面
incoherent	目茶苦茶
incombustible	不燃物
income	収入|所得|上がり
incompatibility	抵触
incompetence	無能|不能
incompetent	無力
incomplete	不全|不完全|未完成|中途半端
incompleteness	不始末|半端
incompletion	未完成
incomprehensible	不可解|分かりにくい|珍紛漢紛
inconsiderate	無神経
inconsistency	矛盾|抵触|斑
inconsistent	不合理
inconstancy	不定|浮気
inconvenience	不便|不自由|迷惑
inconvenient	不都合
incorporate	盛り込む|組み込む
incorporation	編入|挿入|合同|合併
increase	増加|増殖|増額|増える
increased	増益
increasing	アップ
increasingly	愈々|益々
incredible	不思議|物凄い
increment	増加
incretion	内分泌
incubation	潜伏
incumbent	現職
incursion	侵入
indebtedness	負い目
indecent	下品|見っともない|見苦しい|不潔
indecision	躊躇|迷い|優柔不断
indecisiveness	優柔不断|不断
indeed	実に|誠に|如何にも|なる程
indefatigable	逞しい
indefinable	何とも言えない
indefinite	無期|有耶無耶|不確か|頼りない
indefinitely	何時までも
indemnification	代償
indemnify	償う
indemnities	賠償金
indemnity	償い|賠償|損害賠償|弁償
independence	独立|自主|自立|分立
independent	無所属|自主的|主体的|インディペンデント
indescribable	何とも言えない|言いようがない
indestructible	不変
index	指数|指標|索引|インデックス
india	印度
indian	インディアン
indiana	インディアナ
indicate	物語る|指し示す|告げる
indication	指示|表示|気配|表明
indicator	指標|指針|ウインカー|バロメーター
indices	指標
indictment	告発|起訴|訴追
indifference	中性|知らん顔
indifferent	無関心|冷淡|無縁|冷ややか
indigence	窮乏
indignation	憤慨|憤り|激怒|怒り
indigo	藍
indirect	間接的|婉曲
indirection	間接
indirectness	間接
indiscreet	不用意
indiscreetly	無闇に
indiscretion	過ち|罪
indiscriminate	矢鱈|無差別
indiscriminately	手当たり次第|無闇に
indiscrimination	無差別
indispensable	不可欠|必須|無くてはならない|マスト
indisposition	不快
indistinct	仄か|不明|微か
individual	個人|個々|個体|銘々
individuality	個性|パーソナリティー|人格
individually	一人一人|口々に
indivisibility	不可分
indoctrinate	吹き込む
indolence	無精
indolent	怠惰
indomitability	不屈
indomitable	逞しい
indoor	室内|屋内|インドア
induce	引き起こす
inducement	奨励|勧誘|誘導
inducing	誘発
induction	誘導|推論
industrial	インダストリアル
industrialist	企業家|実業家
industrious	勤勉
industry	産業|工業|実業|勧業
ineffective	無効|虚しい
inefficiency	無能
inequality	不平等|不均衡|凸凹|凹凸
inert	鈍い
inertia	惰性|弾み
inescapable	不可避
inestimable	計り知れない
inevitability	必然
inevitable	不可避|必然的|余儀ない|仕方がない
inevitably	余儀なく
inexcusable	済まない|申し訳ない
inexpediency	不便|不利益
inexpedient	不都合
inexpensive	安い|安価
inexperienced	不慣れ|未熟
inexplicable	不可解
inexpressible	何とも言えない
infamy	汚名
infancy	幼少|幼稚
infant	乳児|幼子|赤ちゃん|小児
infantile	幼稚
infantry	歩兵
infantryman	歩兵
infants	乳幼児
infarction	梗塞
infeasibility	困難
infection	感染|感染症|伝染
infer	察知|割り出す|推す|計る
inference	推論|推理|推量
inferior	劣悪|下等|二流|下手
inferiority	劣勢
inferiors	目下
infertile	不毛
infertility	不妊
infidelity	背信|不審|浮気
infield	内野|ダイヤモンド
infielder	内野手
infiltration	潜入
infimum	下限
infinitude	無限
infinity	無限
infirmary	診療所|病院
infirmity	老衰
infixing	挿入
inflammability	可燃性
inflammables	可燃物
inflammation	炎症
inflammatory	挑発的
inflate	膨らます
inflation	インフレ|水増し
inflection	抑揚|活用|アクセント
inflict	科する
influence	勢力|影響|感化|影響力
influencing	操作
influential	有力
influenza	インフルエンザ|風邪
influx	流入
inform	告げる|報じる|聞かす|知らせる
informal	非公式|略式|手軽|内々
informant	犬
information	情報|報|見聞|報知
informer	裏切り者|犬
informing	発信
infrastructure	インフラ|基盤
infringe	背く|侵す
infringement	侵害|抵触|反則|侵犯
infuse	注ぎ込む
infusion	投入
ingathering	収穫
ingenious	巧妙|巧み|器用
ingenuous	淡泊
ingestion	摂取
ingratiation	迎合
ingredient	素材|成分
ingredients	材料|原材料|具
inhabit	棲む|住む|住まう
inhabitant	住民|居住者|住人
inhabiting	生息
inhalation	吸入
inhale	吸い込む|吸う
inherent	持ち前|先天的
inherit	受け継ぐ|継ぐ|引き受ける
inheritance	遺産|継承|相続|遺伝
inheriting	引き継ぎ
inheritor	跡継ぎ
inhibit	抑止
inhibition	禁止|阻害|制止|抑制
inhospitality	冷遇
inhuman	残酷
iniquity	不正
initial	初期
initially	当初
initials	頭文字
initiate	始める
initiating	創始
initiation	開始
initiative	主導|先制|主導権|取り組み
initiator	火付け役
inject	注ぎ込む
injection	注射|注入|噴射|投入
injure	害する|傷つける|痛める|損なう
injury	負傷|害|危害|怪我
injustice	不正|不当|不公平|無法
ink	インク
ink-cake	墨
inland	内陸
inlet	江|浦|内海|湾
inn	宿屋|宿|泊まり
innards	肝
innate	先天的|生まれつき
inning	イニング
innkeeper	亭主
innocence	無罪|無実|潔白|無心
innocent	無邪気|ナイーブ
innocently	何気なく
innocuous	無難
innovation	イノベーション|革新|変革|更新
innovative	斬新
innumerable	無数|夥しい|切りがない
inoculation	接種|予防接種
inoffensive	無難
inordinate	法外
input	入力|インプット
inquest	検視
inquire	問う|伺う|問い合わせる|尋ねる
inquiry	照会|査問|問い合わせ|質問
inquisitively	根掘り葉掘り
inquisitiveness	好奇心
insanity	狂気
inscription	碑文|賛
inscrutable	不可解
insect	虫|昆虫
insecticide	殺虫剤|虫除け
insecure	不確実|物騒|危うい
insecurity	不安定|不定|不安
insemination	受精
insensitive	無神経|鈍感|野暮
insentient	無心|無情
insert	組み込む|嵌める|差し込む|入れる
inserting	投入
insertion	挿入|掲載
inshore	沿海
inside	内側|内面|内部|奥
insider	インサイダー
insight	洞察|直感|眼鏡
insignia	旗印|マーク|記章|章
insignificant	零細|下らない|安っぽい|詰らない
insincere	軽薄
insincerity	不信
insipid	味気ない
insipidity	乾燥
insist	謳う
insistence	力説|主張|固執
insistent	諄い
insolence	無礼
insolent	傲慢|横柄
insolvency	倒産|破産
insomnia	不眠|不眠症
inspecting	チェック
inspection	査察|検査|視察|点検
inspector	監査役|監察
inspiration	インスピレーション|感化|鼓舞|感動
inspire	吹き込む|動かす
instability	不安定|斑
install	据え付ける|備える|備え付ける|入れる
installation	装置|設備|導入|就任
installing	装着|セッティング
installment	掛け金
instalment	掛け金
instance	引き合い
instant	一瞬|瞬時|インスタント|刹那
instantaneous	即座
instantly	一躍|即刻|直ぐに|一気に
instead	却って|寧ろ
instigate	唆す|煽てる|扇ぐ
instigation	教唆
instigator	火付け役
instill	注ぎ込む
instinct	本能|直感
instinctively	思わず
institute	学院
instituting	提起
institution	施設|制度|設置|機関
instruct	含める|授ける
instruction	訓示|教示|教習|啓蒙
instructions	説明書|指令|指図|訓令
instructive	教育的|有益
instructor	師範|インストラクター|先生|教員
instrument	道具|用具|器具|機械
instrumentalist	奏者
insubordination	反抗
insubstantial	空疎|貧弱
insubstantiality	無実
insufficiency	不足
insufficient	不十分|物足りない|少ない|手薄
insulation	断熱|絶縁
insulin	インスリン
insult	侮辱|恥辱|悪口
insurance	保険
insurgent	暴徒
insurrection	暴動|反乱|内乱|反逆
intake	摂取
intangible	無形
integer	整数
integrate	纏める|溶け込む
integrating	集約
integration	統合|インテグレーション|整合|一貫
integrity	保全|節操|清廉|忠誠
intel	インテル
intellect	知能|英知|頭脳
intellectual	知的|知識人|インテリ
intelligence	知性|知能|インテリジェンス|英知
intelligent	英明|インテリジェント|利口|賢明
intelligentsia	インテリ
intend	志す|企てる
intense	強烈|猛烈|甚だしい|凄まじい
intensely	無性に
intenseness	激甚
intensification	激化|深刻化
intensify	深める|深まる
intensifying	強化
intension	内包
intensity	強度|厳しさ|迫力
intensiveness	集約
intent	故意|意志|一途|前提
intention	意向|意思|志向|意図
intentional	意図的|意識的
intentionally	態と|敢えて|好んで|態々
intently	只管|一心に
inter	葬る
inter-	間
interaction	交流|対話|絡み
interactive	インタラクティブ
intercept	迎撃|迎え撃つ|遮る
interception	盗聴|傍受|迎撃|遮断
intercession	仲裁|斡旋
intercessor	仲人
interchange	互換|インター|交流|交換
intercourse	交通
interdependence	持ち合い
interdiction	厳禁|阻止
interdisciplinary	学際
interest	興味|利回り|興|利子
interesting	面白い|面白
interests	利害|権益|利害関係
interfere	差し支える
interference	干渉|口出し|お節介|妨害
interim	臨時
interior	内部|奥地|インテリア|中身
interlace	交わす
interlacing	交錯
interlocking	連動
interlude	隙
intermediary	橋渡し|仲人
intermediate	取り次ぐ
intermediation	仲介|取次|中継ぎ
intermission	休憩時間|休憩
intermittence	断続
intern	インターン
internal	国内|内部
international	国際|国際的|インターナショナル|世界的
internationalisation	国際化
internationalization	国際化
internet	インターネット|ネット
internment	抑留|拘禁|入所
interpellation	質疑
interpose	隔てる|挟む
interposition	介在
interpret	訳す|受け取る
interpretation	通訳|解釈
interpreter	通訳
interrelation	相関関係|相関
interrogation	審問|尋問|問い合わせ
interrupt	遮る|割り込む|割り込み
interruption	中断|不通|割り込み|断絶
intersect	交わる|交わす
intersecting	交錯|クロス
intersection	辻|交差点|交差|十字路
interstice	割れ目|狭間
intertwining	相関関係
interval	合間|狭間|音程|間
intervention	介入|干渉|介在|口利き
interview	会見|面接|接見|面談
interviewer	聞き手
intestines	内臓|臓器|腸
intimacy	親交|親密|親しみ|懇親
intimate	密接|仄めかす|親しい
intimation	予知|口ぶり
intimidate	脅かす
intimidation	威嚇
intolerable	堪らない|やり切れない
intolerance	偏狭
intonation	抑揚|イントネーション|アクセント
intone	詠む
intoxication	陶酔|酔い
intracellular	細胞内
intrepid	不敵
intricacies	魂胆
intricate	煩雑|複雑
intrigue	陰謀|企み
intriguing	面白い
intrinsic	本質的
intrinsically	本来
intro	イントロ
introduce	取り込む
introducer	紹介者
introducing	披露
introduction	導入|紹介|概論|序説
introspect	省みる
introspection	内省|反省
introversion	内向
introverted	内向的
intrude	押し入る|侵す
intrusion	侵入
intuition	直感|勘|感覚
inundation	浸水|水浸し|氾濫
invade	侵す|荒らす
invading	席巻
invalid	無効|病人|不当
invariable	定数
invariably	決まって|必ず
invariant	変わらない|不変
invasion	侵攻|侵入|侵略|侵犯
invent	企む|生み出す|作り出す|作り上げる
inventing	工夫
invention	発明|考案|創作|工夫
inventor	クリエイター|元祖|祖
inventory	在庫|目録
inverse	反対
inversion	逆しま|倒錯|反転|転倒
inverted	逆さ
inverter	インバーター
inverting	転倒
investigate	調べる|洗う|探る|尋ねる
investigation	調べ|調査|追及|究明
investigator	探偵|捜査官
investment	投資|出資|出金|投入
invigorate	興す
invigorating	爽やか|爽快
invincible	無敵
inviolability	不可侵
invitation	招待|招致|招き|勧誘
invite	誘う|招く|召す|請う
inviting	耳より
invocation	発動
invoke	呼ぶ|呼び出す
involuntarily	思わず
involuntary	不本意
involve	巻き込む
involvement	巻き添え|連座|絡み|コミット
invulnerability	不死身
ion	イオン
iraq	イラク
iris	アイリス
irksome	味気ない
irl	３次元
iron	鉄|アイロン
ironworker	鉄工
ironworking	鉄工
ironworks	製鉄所
irony	皮肉|風刺
irradiation	照射
irrational	不合理|理不尽|不条理
irrationality	非常識
irregular	不順
irregularity	不規則|変則|斑|反則
irrelevant	無縁|論外
irresistible	堪らない
irresistibly	無性に
irresolution	優柔不断
irresponsibility	無責任
irresponsible	いい加減|安易|適当
irrigation	灌漑|水利
irritability	短気
irritate	障る
irritated	歯痒い
irritating	鬱陶しい
irritation	炎症|焦燥
islam	イスラム教|イスラム
island	島
islands	島々
islet	小島
ism	イズム
isolate	隔てる
isolated	遠隔
isolation	孤立|隔離|遮断|孤独
isomerism	異性
issuance	発給|交付
issue	勝敗|発行|刊行|課題
issuing	発給
istanbul	イスタンブール
itchy	痒い
item	項目|種目|品目|一品
itemization	内訳
itemize	並べる
iteration	反復|繰り返し
itinerancy	遍歴
itinerary	道筋|道のり|予定表|行程
itself	その物|自体
iv	点滴
ivf	体外受精
ivory	象牙|アイボリー
izakaya	居酒屋
jab	ジャブ|注射
jack	ジャッキ|ジャック|十一
jacket	ジャケット|ジャンパー|上着
jaguar	ジャガー
jail	留置場|拘置所|別荘
jailer	看守
jakarta	ジャカルタ
jam	ジャム|詰める|詰め込む|混雑
jamming	妨害
jandals	ビーチサンダル
janitor	管理人
january	１月|正月
japan	大和|ジャパン|日本|漆
japanese	日本語|ジャパニーズ
japanese-american	日米
japanese-english	和英
japanese-korean	日韓
japanese-soviet	日ソ
japanese-style	和式
japonica	ジャポニカ
jar	瓶|壺|ジャー
jargon	隠語|珍紛漢紛
jarring	耳障り
jasdf	航空自衛隊
jasmine	ジャスミン
jassid	横ばい
jaunty	軽快
javelin	槍
jaw	顎
jazz	ジャズ
jazzmen	ジャズメン
jealous	羨ましい
jealousy	嫉妬|焼きもち|ジェラシー|僻み
jean	ジーンズ
jeans	ジーンズ|デニム
jeep	ジープ
jehad	ジハード
jello	ゼリー
jelly	ゼリー
jeopardize	脅かす
jerk	ジャーク
jersey	ジャージー
jest	冗談|巫山戯る|洒落|戯れ
jesuit	ジェスイット
jesus	イエス
jet	噴射|ジェット
jetty	岸壁|桟橋|波止場|乗り場
jewel	珠玉|宝石|石
jewellery	宝飾|ジュエリー
jewelry	宝飾|ジュエリー|アクセサリー
jgsdf	陸上自衛隊
jib	ジブ
jica	国際協力事業団
jihad	ジハード
jin	ジン
jinrikisha	人力車
jinx	ジンクス
jma	気象庁
job	職|仕事|働き口|職業
jobless	無職
jockey	騎手
jockstrap	サポーター
jodhpurs	パンツ
jogging	ジョギング
join	付ける|交わる|接続|混ざる
joining	加盟|加入|入団|中継ぎ
joint	関節|共立|節|ジョイント
jointly	共に
joist	梁
joke	洒落|巫山戯る|ギャグ|ジョーク
joker	ジョーカー
jolt	揺る|揺さぶる|揺する
jolting	揺さぶり
jordan	ヨルダン
josh	巫山戯る
jostling	目白押し
jotter	メモ帳
joule	ジュール
journal	雑誌|日誌|ジャーナル|日記
journalisation	簿記
journalism	ジャーナリズム
journalist	ジャーナリスト|記者|探訪
journalization	簿記
journey	行程|道のり|旅行|旅
jovial	陽気
joy	喜び|ジョイ|幸福
joyful	喜ばしい|愉快|嬉しい
joyous	喜ばしい|目出度い
joystick	レバー
jsdf	自衛隊
jubilee	ジュビリー
judaism	ユダヤ教
judge	判事|裁判官|選者|裁く
judgement	判定|鑑定|判断|判決
judging	審査|評価
judgment	判断|物心|判定|断
judgmental	批判的
judiciary	判事
judo	柔道
jueju	絶句
jug	ピッチャー
juggle	誤魔化す
juggling	魔術
juice	汁|ジュース|水分
juiciness	水気
juicy	瑞々しい
juke-box	ジュークボックス
juku	塾
july	７月
jumble	寄せ集め
jumbo	ジャンボ
jump	飛び込み|跳躍|跳ねる|ジャンプ
jumper	セーター|ジャンパー
jumping	躍り
junction	分岐点|ジャンクション|分かれ目|合流
juncture	際|区切り
june	６月
jungle	ジャングル|密林
junior	後輩|ジュニア|次席|年下
junkie	ジャンキー|気違い
jupiter	木星
jurisdiction	所管|管轄|管区|所轄
jurisprudence	法学
jury	陪審|ジュリー
justice	正義|公正|公平|大義
justifiable	正当
justification	弁解|大義名分
justly	当然
jute	麻
juvenile	少年|児童
juxtaposition	併設
k-car	軽自動車
kabuki	歌舞伎
kahn	カーン
kai	甲斐
kaizen	改善
kaki	柿
kamakura	鎌倉
kami	神
kamikaze	神風
kamishibai	紙芝居
kan	貫
kana	仮名
kangaroo	カンガルー
kanji	漢字
kannon	観音
kansai	関西
kansas	カンザス
kant	カント
karachi	カラチ
karat	カラット|品位
karate	空手
karma	因果
kart	カート
karuta	歌留多
karyokinesis	核分裂
kasbah	カスバ
katakana	片仮名
katana	刀
katsura	桂
kawasaki	川崎
kayak	カヤック
kea	ケア
keel	キール
keen	鋭利|鋭敏|切実|熱心
keenness	激甚
keep	保つ|飼う|預かる|持ち越す
keeper	飼い主|キーパー|守り
keeping	温存|守り
keepsake	形見|遺品
keiretsu	系列
keirin	競輪
keloid	ケロイド
kelp	昆布
ken	視界
kendo	剣道
kerfuffle	バタバタ
kern	カーン
kernel	中核|核心
kerosene	灯油|石油
ketchup	ケチャップ
kettle	薬缶|釜
key	鍵|キー|秘訣|調子
keyboard	鍵盤|キーボード
keychain	キーホルダー
keyman	キーマン
keynote	基調|本調子
keystone	要
keyword	キーワード
kick	蹴る|キック|反動
kick-boxing	キックボクシング
kickback	リベート
kickboxing	キックボクシング
kickoff	キックオフ
kid	キッド|小僧|巫山戯る|お子様
kidnap	連れ去る
kidnaping	誘拐
kidnapping	誘拐
kidney	腎臓
kill	殺す|キル|獲物|害する
killer	キラー
killing	殺害|殺し
kiln	窯
kilogram	キロ
kilogramme	キロ
kilowatt	キロワット
kimigayo	君が代
kimono	着物
kin	親類|一門|親戚
kindergarten	幼稚園
kindergartener	園児
kindheartedness	思いやり
kindle	焚く
kindling	薪
kindly	何卒
kindness	好意|厚意|懇意|人情
kinesiology	キネシオロジー
king	王|国王|王将|王者
king-size	特大
kingdom	王国
kingmaker	キングメーカー
kingpin	親分|大将
kinki	近畿
kiosk	キオスク|売店
kip	キップ|寝床
kiss	キス
kiswahili	スワヒリ語
kit	キット
kitakyushu	北九州
kitchen	台所|キッチン|厨房
kite	凧|カイト
kitten	子猫
kiwi	キウイ
kk	株式会社
klaxon	クラクション
klesha	煩悩
knack	呼吸|要領|調子
knapsack	ナップザック|リュックサック
knave	ジャック
knead	練る
kneading	練り
knee	膝|ニー
kneel	跪く
knickers	ニッカーズ|パンツ|ショーツ
knife	ナイフ|小刀|短刀|刀剣
knight	騎士|ナイト
knit	編む|ニット
knitting	編み物
knob	ノブ|摘み|取っ手
knock	ノック|打つ|叩く
knock-out	ケーオー
knockdown	打倒|ノックダウン
knocked-up	拙速
knocker	ノッカー
knocking	ノック
knoll	小山|丘
knot	ノット|節目
know-how	ノウハウ
knowing	ご存じ
knowingly	見す見す
knowledge	知識|承知|心得|学力
knowledgeable	詳しい
knuckle	ナックル|節
knuckleball	ナックル
knuckles	拳骨
ko	ケーオー
koala	コアラ
koban	交番
kobe	神戸
koeln	ケルン
koku	石
kombu	昆布
komeito	公明党|公明
kompa	コンパ
konbu	昆布
konpa	コンパ
kooky	クーキー
koran	コーラン
korea	朝鮮|コリア|半島|高麗
korean	韓国語
kotatsu	炬燵
koto	琴
kroon	クローン
kshana	刹那
kshitigarbha	地蔵
ksitigarbha	地蔵
kudzu	葛
kulak	クラーク
kun'yomi	訓読み
kurash	クラッシュ
kurd	クルド
kwangchow	広州|広東
kwangtung	広東
kwannon	観音
kyogen	狂言
kyoto	京都
kyoto-osaka	京阪
kyudo	弓道
lab	ラボ
label	荷札|ラベル|レッテル|タグ
labor	勤労|労務|労|労働力
laboratory	研究室|実験室|研究所|教室
laborer	労働者
labour	手間|労力|勤労|労務
labrum	上唇
labyrinth	迷宮|迷路
lack	欠如|不足|不備|貧困
lackadaisical	アバウト
lacking	乏しい|今一つ|貧しい|希薄
lacquer	塗る
lacquering	漆塗り
lacquerware	漆器
lacquerwork	漆器
lacrimator	催涙
lactation	保育
lad	少年|兄ちゃん
ladder	梯子|ラダー
laddie	お兄さん
lading	積載
ladle	汲む
lady	淑女|レディー|婦人
ladylike	女らしい|淑やか
lag	遅れ|ラグ
lagomorph	兎
lagoon	潟
laity	俗|信徒
lake	湖|湖沼|湖水|レーク
lamb	子羊|ラム|羊肉
lambent	軽妙
lame	寒い
lament	嘆く|悔やむ|悼む|哀悼
lamentable	遺憾|悲しい
lamentation	嘆き|悲嘆|号泣
lamenting	ヤンマ|泣き|嘆息
laminate	ラミネート
lamp	ランプ|灯|明かり
lance	矛|ランス|槍
land	陸|陸上|ランド|地
landfall	上陸
landing	上陸|着陸|水揚げ|着地
landing-stage	波止場
landlady	家主|大家|地主|主人
landlord	家主|大家|地主|管理者
landmark	ランドマーク|目当て|目印|目標
landowner	地主
landsat	ランドサット
landscape	風景|景色
landslide	山崩れ
lane	レーン|路地|道|区分
language	言葉|言語|語|ラング
languid	怠い
languor	倦怠|無気力
laozi	老子
lap	舐める|膝
lapel	襟|折り返し
lapping	ラッピング
lapse	経過|消滅|落ち度
larceny	窃盗
lard	ラード|脂|脂肪
large	大型|多額|大|大幅
large-scale	大規模|大掛かり|大型|大々的
large-sized	大型
largely	大半
largest	最多|最大
larva	幼虫
lascivious	嫌らしい|挑発的
lasciviousness	好色
laser	レーザー
lass	ラス
lassitude	無気力
lasting	持続
latch	ラッチ|留め金
late	レート|遅い
late-breaking	最新
lately	この間|近頃|この前|この頃
latency	遅延|潜在|潜伏
lateness	遅刻
later	後日
lateral	側面|外側
latest	最新|新しい
latex	ラテックス
lath	ラス
latin	ラテン語
latitude	緯度|含み|幅
lattice	格子
latticework	格子
latvia	ラトビア
lauan	ラワン
laudable	殊勝|健気
laugh	笑い|笑う
laughable	可笑しい|滑稽|馬鹿らしい
laughter	笑い声|笑い
launch	打ち上げる|打ち上げ|発売|発足
launching	打ち上げ|創刊|進出|発射
laundering	洗浄
laundry	ランドリー|洗濯物|洗濯
laurel	ローレル
laurels	栄冠
lava	溶岩
lavatory	ラバトリー|便所|お手洗い|トイレ
laver	海苔
lavish	豪華|盛大
law	法律|法学|法則|掟
law-abiding	合法的
lawbreaker	罪人
lawful	合法|合法的|適法|正当
lawlessness	無法
lawmaking	立法
lawn	芝|芝生|芝草
laws	法制|制
lawsuit	訴え|訴訟
lawyer	弁護士|法曹
lax	緩い|緩慢
laxness	退廃
lay	生む|据える|掛ける
layer	地層|階層|レベル
laying	敷設
layman	信徒|俗|素人|門外漢
layoff	レイオフ
layout	間取り|レイアウト|設計|配置
laziness	横着|無精
lazy	怠惰|適当
ld	レーザーディスク
ldp	自民|自民党
lead	鉛|音頭|率いる|リード
lead-in	枕
leader	領袖|重鎮|盟主|リーダー
leaders	幹部
leadership	主導|リーダーシップ|指導|主導権
leading	屈指|案内|誘導|有数
leaf	葉|葉っぱ
leafhopper	横ばい
leaflet	リーフレット
leaflets	散らし
league	連盟|リーグ|同盟
leaguer	リーガー
leak	漏る|リーク|漏洩|漏らす
leakage	漏洩
lean	偏る|傾ける|傾げる|希薄
leap	跳躍|跳ねる|踏み切る|飛ぶ
leapfrog	飛躍
leaping	飛躍|躍り
learn	身につける|学ぶ|教わる|習う
learning	学|習得|修道|ラーニング
lease	賃貸|リース
leasing	賃借
least	最低|最小|最少|最小限
least-worst	増し
leather	革|皮革|レザー
leave	残す|出る|帰休|預ける
leave-taking	告別
leaven	酵母
leaving	引き取り|退団|外出|退去
lechery	好色
lecture	講演|講義|レクチャー|講演会
lecturer	講師
lecturing	説教
lede	リード
ledge	棚
ledger	台帳|帳簿
lee	風下
leek	リーク
leeward	風下
leeway	余裕
left	左|レフト
left-handed	左腕
left-handedness	左利き
left-hander	左利き
left-over	残り
left-wing	左翼
leftovers	余り|落ちこぼれ
leg	行程|足
legacy	遺産
legal	法的|合法|法定|合法的
legend	伝説|神話|伝承|キャプション
legerdemain	奇術
leggings	スパッツ
legislation	立法|法制|法規
legislature	立法府
legitimate	正統|合法|合法的|適法
legs	下肢
legume	豆
leisure	余暇|レジャー|暇
leisurely	悠長|優雅
lend	貸す|貸し出す
lending	貸出|融通|貸し|貸与
length	長さ|長短|体長|レングス
lengthen	伸びる|伸ばす
lengthening	延長
leniency	容赦
lenient	寛大|緩い|温い|緩慢
lens	レンズ
lentigo	黒子
leotard	レオタード
leprosy	レプラ|ハンセン病
lesbian	レズ
lesbo	レズ
less	レス
lessen	退く
lesson	授業|教訓|課|示し
lethal	致死|致命的
lethargic	鈍い
lethargy	無気力
letter	手紙|文字|文|書簡
lettering	レタリング
letterpress	凸版印刷|凸版
lettuce	レタス
leucocyte	白血球
leukemia	白血病
leukocyte	白血球
levee	堤防
level	水準|レベル|切り崩す|段階
level-headed	冷徹
lever	レバー
leverage	生かす|倍率|影響力
levy	課する|賦課|徴収
lewd	嫌らしい|露骨
lewdness	好色
lexicon	辞典|辞書|語彙
lexis	語彙
liabilities	債務|負債|借金
liability	ライアビリティー|責任
liar	嘘つき
libel	中傷
liberal	リベラル
liberalisation	自由化
liberalism	自由主義|リベラリズム
liberalist	リベラリスト
liberalization	自由化
liberation	釈放|解放|リブ|リリース
liberty	リバティー|自由
librarian	司書
library	図書館|文庫|蔵書|図書室
libretto	歌詞|台本
licence	免許証|免状|ライセンス|免許
license	免許|ライセンス|認可|免許証
lick	舐める
lid	蓋
lie	嘘|偽る|ライ|虚偽
lied	リート
lien	抵当権
lieutenant	大尉
life	人生|生命|命|暮らし
life-support	延命
lifebuoy	ブイ
lifesaving	救命
lifespan	命
lifestyle	リビング
lifetime	生涯|一世|一代|命
lifework	ライフワーク
lift	リフト|高める|エレベーター
lifting	解除|排除
light	光|明るい|灯|明かり
light-hearted	軽快
lighter	ライター
lighthearted	気軽|快活|安易
lighthouse	灯台
lighting	照明|点火
lightning	雷|電光|稲妻
likability	好感度
like-mindedness	同志
likeable	好ましい
liked	好き
likelihood	可能性|公算|確率|見込み
likely	恐らく|有りそう|有力
liken	例える
likeness	似顔|肖像|似顔絵|相似
likewise	又
liking	好み|嗜好|趣味|好意
likud	リクード
lilac	リラ
lily	百合
lima	リマ
limb	枝
limber	柔らかい
limbs	手足|肢体
lime	石灰
limelight	脚光
limit	限界|限定|限度|限度額
limitation	制約|制限
limited	有限|乏しい|狭い
limitless	無制限
limits	区域|枠外|際限|限り
limousine	リムジン
limp	柔らか|柔らかい
linchpin	主軸
line	線|一線|一行|行
line-up	ラインアップ
lineage	家柄|系|系譜|由緒
linear	リニア
linen	麻布|麻
liner	ライナー
lineup	ラインアップ|顔ぶれ|メンバー|布陣
linger	粘る
lingerie	ランジェリー|肌着
linguistics	語学
lining	裏側
link	一環|リンク|組む|繋がり
linkage	絡み|リンケージ|連関|連係
linking	連係|連結|係
lion	獅子|ライオン
lips	唇|口先
lipstick	口紅|ルージュ|紅
liquefaction	液化
liquefying	溶解
liqueur	リキュール
liquid	液体|液|リキッド|水分
liquidating	解散
liquidation	解消|換金|清算|整理
liquor	シュナップス|酒類
lira	リラ
lisbon	リスボン
list	一覧表|リスト|列挙|表
listen	聴く
listener	リスナー|聞き手
listening	傍聴|聴聞|ヒアリング|聴取
listing	上場|羅列|紹介|記載
listless	怠い
literally	文字通り
literature	文学|文芸|文献
lithe	柔軟
lithium	リチウム
lithograph	リトグラフ|リス
lithuania	リトアニア
litigation	訴訟
litre	リットル
litter	担架
little	何だか|何分|リトル|少し
littoral	沿岸
live	生きる|暮らす|住む|住まう
livelihood	生計|生活|暮らし|産業
liveliness	活気|生き
lively	活発|元気|瑞々しい|旺盛
liver	肝|肝臓|レバー
livestock	家畜
livid	ブチ切れ
living	生活|生き|リビング|在住
llama	ラマ
load	荷|重荷|積み込む|込める
loading	搭載|積載|充填
loam	ローム
loan	借入金|貸付|借款|貸し
loaning	貸出
loanword	外来語
loathe	嫌う
loathing	憎悪|嫌悪
loathsome	大嫌い
lob	ロブ
lobbing	ロビング
lobby	ロビー
lobbying	運動
lobbyist	ロビイスト
lobster	海老
local	ローカル|市内|現地|国人
locality	局地|地方自治体|地方|土地
locate	位置付ける|見つける
location	所在地|ロケ|ロケーション|場所
lock	錠|ロック|閉ざす|鍵
lockdown	封鎖
locker	ロッカー|戸棚
locket	ロケット
lockout	閉鎖
locomotive	機関車
locust	蝉
lodge	泊める|ロッジ|刺さる|申し込む
lodging	宿|寝泊まり|宿泊|下宿
lodgings	下宿
loft	ロフト
lofty	崇高|高潔
log	丸太|ログ|日誌|ジャーナル
logarithm	ログ
logging	伐採
logic	論理|ロジック|道理|筋道
logical	論理的|合理的
logistics	物流
logo	ロゴ|マーク
loincloth	回し
loins	腰部
loiter	佇む|彷徨う|彷徨く
loneliness	孤独
lonely	寂しい|寂然|心細い
lonesome	寂しい
long	長い|長編|久しい|長らく
long-lasting	長持ち
long-term	長期|長期的
long-wearing	長持ち
long-winded	諄い
longed-for	待ち遠しい
longest	最長
longevity	長生き|長寿|寿
longing	憧れ|渇望|切望
longitude	経度
look	一見|一覧|目つき|眼差し
looking-glass	鏡
lookout	見張り|監視
looks	顔立ち|人相|顔つき|ルックス
lookup	探索
loom	織機|浮かぶ
loop	ループ|輪|循環
loophole	盲点
looping-the-loop	宙返り
loose	緩やか|緩い|ルーズ|大まか
loosen	緩める|弛む|解く|解ける
loot	盗品|獲物
looting	略奪
lop	斬る
lopsidedness	不均衡
lord	侯|殿様|主
lorry	トラック
lose	失う|負ける|亡くす|損する
loser	敗者|負け犬|屑
losing	負け
loss	損失|損|喪失|目減り
lost	行方不明
lotion	ローション
lottery	抽選|宝くじ|くじ引き|籤
lotus	ロータス|蓮
loud	声高|高らか|派手|騒々しい
loudhailer	拡声機
loudness	強弱
loudspeaker	ラウドスピーカー
louisiana	ルイジアナ
lounge	ラウンジ|ロビー
lousy	下手くそ
louvre	ルーブル
love	愛|恋|恋愛|愛情
love-making	恋愛
loveable	大好き
loved	好き
lovely	愛しい|素敵|可愛らしい|綺麗
lover	恋人|愛人|ラバー|ファン
low	低い|ロー|端たない|手薄
low-key	控えめ
low-level	低水準
low-priced	安価
lowborn	卑しい
lowdown	内幕
lower	低める|引き下げる|下ろす|垂れる
lowering	低下|下がり
lowest	最低|最小限|最少|梅
lowlands	低地
lowly	卑しい
loyal	忠実|ロイヤル
loyalty	忠誠|忠義|信義|ロイヤリティ
lozenge	錠剤|錠
lube	潤滑油
lubricant	潤滑油|オイル
lubricating	給油
lucid	明快
luck	運|幸せ|幸い
luckily	運良く|幸い
lucky	ラッキー
lucrative	有利
ludicrous	馬鹿らしい
luge	リュージュ
luggage	荷物
lukewarm	生ぬるい|温い|いい加減
lull	小康
lullaby	子守歌|ララバイ
lumbago	腰痛
lumber	木材|材木
lumbering	伐採
lumberyard	木場
luminance	輝度
luminescence	発光
luminol	ルミノール
lump	塊|団塊|瘤|一括
lunch	昼食|ランチ|お昼|昼飯
lung	肺|ルンゲ|ラング
lunge	突き
lurch	傾く
lure	ルアー|誘致|誘惑|魅惑
lurk	潜む
luscious	甘美
lust	欲望|性欲|好色
luster	精彩|艶|光沢|光彩
lustre	精彩|光沢|艶|光彩
lute	リュート
lux	ルクス
luxuriate	茂る
luxurious	豪華|ゴージャス
luxury	贅沢|華美
lyricism	叙情
ma	お母さん
mac	マック
macadam	マカダム|砕石
macaroni	マカロニ
macedonia	マケドニア
mach	マッハ
machine	機械|マシン
machinery	機材|機器
machining	加工
macintosh	マッキントッシュ|レインコート|マック
mackerel	鯖
mackintosh	レインコート|マッキントッシュ
macrame	マクラメ
macro	マクロ
macrocosm	大宇宙
macrocosmos	大宇宙
macroscopic	巨視的
mad	無謀
madam	夫人|奥様|奥さん
madame	マダム|女史
made-to-order	オーダーメイド
madeleine	マドレーヌ
madman	気違い
madness	狂気|気違い|狂乱
madonna	マドンナ
madras	マドラス
maelstrom	渦中|鳴門|渦巻き|渦
maestro	マエストロ|巨匠
mafia	マフィア
magazine	マガジン|雑誌|蔵
maggot	幼虫
magic	魔法|手品|奇術|マジック
magician	マジシャン
magistrate	奉行
magma	マグマ
magnanimity	寛容|大気|量
magnanimous	太っ腹|寛大
magnate	王
magnesium	マグネシウム
magnet	磁石|マグネット
magnetism	磁気|引力
magnification	拡大|倍率
magnificence	華美
magnificent	壮大|見事|偉大|華麗
magnitude	マグニチュード|等級
magnum	マグナム
mah-jongg	麻雀
mahjong	麻雀
maid	お手伝い|お手伝いさん|女中|メイド
maiden	少女|処女
mail	郵便|手紙|メール|便
mailbox	ポスト
mailing	郵送|投函
main	主たる|主要|目抜き|主
mainland	本土
mainline	主力
mainly	主に|主として|大概|大半
mainspring	発条
mainstay	基幹|中堅|重鎮|中枢
mainstream	主流|メジャー|本流
maintain	養う|保つ|賄う|構える
maintaining	確保
maintenance	維持|保守|整備|メンテナンス
maize	玉蜀黍
majestic	壮大|雄大|厳か
majesty	尊厳|威厳
major	少佐|メジャー|主たる|主要
majority	大半|過半数|成年|大部分
make-up	化粧|メイク|メイクアップ|体質
makeover	リフォーム
maker	メーカー|生産者|工作員
makeshift	間に合わせ
makeup	化粧|構造|構成|装い
making	作り|仕立て|作成
makings	素質
makkah	メッカ
malady	弊害
malaise	違和感
malaria	マラリア
male	雄|男|男性
malediction	呪い
malfeasance	背任
malfunction	狂う|障害
malice	悪気|恨み|悪意
malicious	悪質|意地悪
malignant	悪性|悪質
mall	モール
mallow	葵
malnutrition	栄養失調
malpractice	背任|不始末
malt	麦芽|麹
maltase	マルターゼ
maltreatment	虐待
mama	ママ
mambo	マンボ
mamma	ママ
mammoth	マンモス
man	男|男性|マン|男の人
man-made	人工|人造|人為的
man-to-man	マンツーマン
manacles	手錠
manage	取り締まる|手がける|治める|操る
management	幹部|経営|運営|管理職
manager	経営者|支配人|マネージャー|管理者
managing	やり繰り
manchester	マンチェスター
manda	道場
mandarin	蜜柑
mandatory	マスト
mandolin	マンドリン
maneuver	機動|マヌーバー|操る
maneuvers	演習
manga	漫画
mangaka	漫画家
mangrove	マングローブ
manhole	マンホール
manhunt	捜索
mania	マニア
maniac	マニアック
manicure	マニキュア
manifestation	現れ|表明|表示|発揮
manifesto	マニフェスト
manipulate	誤魔化す|使う
manipulating	操作
manipulation	操作|操縦
mankind	人類|人間
manliness	男前
manly	潔い|男らしい|男性的
manned	有人
mannequin	マネキン
manner	やり方|物腰|態度|風
mannerism	マンネリ|仕草|癖
manners	風俗|礼儀|作法|行儀
manoeuvre	機動|マヌーバー
manoeuvres	演習
manpower	労働力
mansion	邸宅|屋敷|大家
manslaughter	殺人
manteau	マント
mantle	マント|マントル|回し
manual	手動|マニュアル|説明書|手引書
manufacture	製造|製作|作製|拵える
manufacturer	メーカー|生産者|業者
manufacturing	加工|作業|作り|工作
manure	肥料|肥|肥やし|堆肥
manuscript	原稿|稿|草稿
many-sided	多角|多面|多角的
manzai	漫才
map	地図|マップ
maquette	模型
mar	損なう
maracas	マラカス
marathon	マラソン
marble	大理石|ビー玉|マーブル
marbling	霜降り
march	３月|行進|マーチ|行程
marching	出動
margarine	マーガリン
margin	欄外|マージン|余裕|余地
marihuana	マリファナ
marijuana	マリファナ|大麻|葉っぱ
marimba	マリンバ
marina	マリーナ
marine	マリーン
maritime	海運|臨海
mark	印|大台|目当て|目印
mark-up	値上げ
markdown	切り下げ
marker	マーカー
market	市場|マーケット|市|販路
marketing	マーケティング|販売
marketplace	市場
marking	採点
marks	点数|成績
marksmanship	射撃
marquess	侯爵
marquis	侯爵|侯
marriage	結婚|婚姻|嫁入り
married	既婚
marron	マロン
marrow	芯
marry	嫁ぐ
mars	火星
marsh	沼|沼沢|泥沼|湖沼
marshal	元帥
marshalling	結集
marshland	沼地
mart	マート
martin	燕
martyrdom	殉難
marvel	奇跡
marvellous	神妙
marvelous	不思議|神妙
marxism	マルクス主義
mascot	マスコット
masculine	男らしい
masher	痴漢
mask	仮面|覆面|マスク|面
masochism	マゾ
masochist	マゾ
masquerade	仮装|偽装
mass	団塊|質量|マス|集団
massachusetts	マサチューセッツ
massacre	虐殺
massage	あん摩|マッサージ|摩る|揉む
massager	あん摩
masses	庶民|民衆|衆
masseur	あん摩
masseuse	あん摩
massive	大量|重厚
mast	マスト
master	名人|親方|師匠|巨匠
master's	修士
masterful	巧み
masterhand	巨匠
mastermind	黒幕|首謀
masterpiece	名作|傑作|代表作|名曲
mastery	体得|制覇|制圧
masticate	噛む
mat	マット|茣蓙
match	試合|合わせる|合わす|競技
matcha	抹茶
matching	組み合わせ|コーディネート|対応
matchless	無敵
matchmaker	仲人
matchmaking	媒酌
mate	メート|仲間|運転士|大統領
material	物質|資材|材質|物的
materialisation	実現|現れ
materialise	現れる
materialism	唯物論
materialization	実現|具体化|成立|現れ
materialize	現れる
materials	資料|物資
maternity	母性
mathematics	数学
matriculation	入学
matrimony	婚姻
matrix	行列
matt	マット
matte	マット
matter	事項|件|案件|一件
matter-of-fact	ドライ
matting	茣蓙
mattress	マットレス|敷き布団
mature	大人っぽい|枯れる
maturity	成熟|満期|円熟|丸み
maul	モール
mauser	モーゼル
mawashi	回し
max	マックス
maxi	マキシ
maxim	諺|マキシ
maximum	最大限|マックス|最高|最大
maya	マヤ
maybe	若しかしたら|若しかすると|若しかして|或いは
mayhem	暴力|騒乱|混乱
mayonnaise	マヨネーズ
mayor	市長
maze	迷路|迷宮
mc	ナビゲーター
mcdonald's	マック
mcu	マイコン
md	ミニディスク
me-ism	ミーイズム
meadow	草原|牧場
meager	細やか|乏しい|貧弱|微か
meagre	細やか|乏しい|貧弱|微か
meal	食事|ミール|粉|料理
mean	卑劣|平均|醜悪|卑怯
meander	畝る
meandering	蛇行|畝り
meanderings	曲折
meaning	意味|意義|趣旨|趣
meaningful	有意義
meaningless	無意味
meaninglessness	空虚
meanness	卑屈
means	手段|手立て|仕方|仕様
meanwhile	そうこうしている内に|この間
measure	対策|措置|処置|計る
measurement	測定|測量|寸法|計測
measuring	計測|計量
meat	食肉|ミート|肉
mecca	メッカ
mechanic	メカニック|匠|メカ
mechanical	メカ
mechanics	力学|メカ
mechanisation	機械化
mechanism	機構|メカニズム|メカ|機械
mechanization	機械化
medal	賞牌|記章|メダル|勲章
medalist	メダリスト
meddler	お節介
meddlesomeness	お節介
meddling	お節介|口出し|干渉
media	メディア|媒体
mediation	口利き|媒介|橋渡し|調停
mediator	世話人|口利き|仲人
medication	投薬
medicine	薬|薬品|医|薬剤
medicines	薬物
mediocre	凡庸|凡|平凡
meditate	考える
meditation	瞑想|思索|反省
medium	媒体|並|巫女
medium-level	中堅
medium-term	中期
medley	メドレー|寄せ集め
medulla	骨髄
meek	神妙|素直|柔和|柔らか
meet	出迎える|出会う|会う|添う
meeting	会議|会合|集会|出会い
mega-	メガ
megahertz	メガヘルツ
megaphone	拡声機|メガホン
melancholy	憂鬱|陰気|湿っぽい
melanin	メラニン
melbourne	メルボルン
meld	混合|面子
melding	併合
melee	混戦
mellifluous	甘美
mellow	甘美|柔らかい
mellowness	円熟|丸み|艶
melodious	朗らか
melodrama	メロドラマ
melody	歌曲|旋律|メロディー|節
melon	メロン
melt	溶ける|溶く|溶かす
melting	溶解
member	会員|メンバー|員|一員
members	顔ぶれ
membrane	膜
memento	形見|遺品|遺物
memo	覚書|メモ|葉書
memoirs	回顧録
memorable	印象的
memorandum	覚書|手記|念書|手控え
memorial	メモリアル|追悼
memories	思い出
memorisation	暗記
memorization	暗記
memory	記憶|物覚え|メモリー|記念
memphis	メンフィス
menace	脅威|脅迫|脅かす|脅す
mend	繕う|継ぐ|改める
mending	修理|補修|修繕|修復
menial	卑屈
menopause	更年期
menses	メンス|生理|不浄
menstruation	月経|生理
mental	精神的|メンタル|心理的
mentality	心理|メンタリティー|気質|メンタル
mention	記載|述べる|持ち出す
mentor	恩師|指導者
menu	献立|メニュー
meow	鳴き声
mercenary	打算的|現金
merchandise	商品
merchant	商人
merciless	無残|残忍|残酷
mercilessly	容赦なく
mercury	水銀|水星
mercy	慈悲|情け|容赦
mere	単なる|本の|一介|儚い
merely	単に|僅か
merge	合う|合流
merger	合併|併合|混同
merging	併合|合流
meringue	メレンゲ
merit	良さ|長所|取り柄|特長
merits	優劣
mermaid	マーメイド
merry	メリー|ハイ|朗らか|陽気
mesh	メッシュ
mesopotamia	メソポタミア
mess	台無し|会食|乱雑|羽目
message	教書|メッセージ|ご連絡|連絡
messenger	使者|使い|お使い
messiah	メシア|救世主
messroom	食堂
messy	目茶目茶|雑|汚い
metabolic	メタボリック
metabolism	代謝|新陳代謝
metal	金属|メタル|金
metamorphosis	変身|変形|変化
metaphor	比喩|例え
metasequoia	メタセコイア
metastasis	転移
meteor	流れ星
meteorology	気象学
meter	計器|メーター|韻律|計
methane	メタン
methanol	メタノール
method	方法|仕方|仕様|風
methodical	几帳面
methodist	メソジスト
methodology	方法論
methyl-	メチル
meticulous	細心|丹念|周到|几帳面
meticulousness	凝り性
metre	韻律|メーター
metric	メトリック|計量
metro	メトロ
metronome	メトロノーム
metropolis	大都市|首都|中央
metropolitan	都立|メトロポリタン
mettle	気概
mexico	墨西哥
mext	文部科学省
mezzo-soprano	メゾソプラノ
mfn	最恵国
mg	ミリグラム
mhz	メガヘルツ
miami	マイアミ
mic	マイク
michigan	ミシガン
micro	ミクロ|微細|マイクロ
micro-	マイクロ
micro-controller	マイコン
micro-processor	マイコン
microbe	微生物
microchip	チップ
microcomputer	マイコン
microcosm	縮図
microcosmos	縮図
microfilm	マイクロフィルム
micron	ミクロン
micronesia	ミクロネシア
microphone	マイク
microscope	顕微鏡
microscopic	微小
mid-air	空中
mid-course	中途
mid-grade	並
mid-level	中堅
mid-stream	中流
mid-winter	寒中
midair	宙
midday	正午|昼|お昼
middle	中間|半ば|真ん中|ミドル
middle-age	中年
middle-ranking	中堅
middleman	口利き|仲人
midfield	中盤
midget	小人
midi	ミディ
midlife	中年
midnight	真夜中|ミッドナイト|零時
midpoint	真ん中
midsize	中堅
midst	真っ最中
midsummer	真夏
midway	中間|中途|半ば|途中
midwife	助産婦
midwinter	真冬|極寒
mighty	強大|偉大
migration	移行|移住|移動
mikado	帝
mike	マイク
miko	巫女
mild	和やか|温和|マイルド|温暖
mild-mannered	温厚|控えめ
mildew	黴
milestone	一里塚|坂
militant	闘士
militarism	軍国主義
military	軍隊
militia	民兵
militiaman	民兵
milk	牛乳|乳|ミルク|絞る
milking	搾乳|搾取
mill	工場
millennium	ミレニアム
millibar	ミリバール
milligram	ミリグラム
milliliter	ミリリットル
millilitre	ミリリットル
millimeter	ミリ
millimetre	ミリ
million	ミリオン
millionaire	長者|富豪|富者
milwaukee	ミルウォーキー
mime	パントマイム|マイム
mimic	真似る|ミミック
mimicry	真似|声色
mince	刻む|叩き
mincing	小刻み|刻
mind	精神|念頭|構う|心
mineral	鉱物|ミネラル|鉱石
mingled	交じり
mingling	交流
mini-skirt	ミニスカート|ミニ
miniature	ミニチュア|小型
minibuffer	ミニバッファ
minibus	マイクロバス|マイクロ
minidisc	ミニディスク
minimal	最小限|最小
minimum	最小限|最低限|ミニマム|最低
mining	採掘
miniskirt	ミニスカート|ミニ
minister	牧師|公使|神父|御所
ministry	内閣|奉仕
minivan	ワンボックスカー
mink	ミンク
minnesota	ミネソタ
minor	未成年|マイナー|未成年者|軽やか
minority	マイノリティー|少数
mint	ミント|造幣局|鋳る
minting	鋳造
minus	マイナス|負
minute	綿密|微細|緻密|分
minutely	細かく|逐一
minutes	議事録|記録
mir	ミール
miracle	奇跡|ミラクル|驚異|神業
miraculous	絶妙|不思議
mirage	ミラージュ
mire	泥
mirror	鏡|ミラー
mis-match	ミスマッチ
misapprehension	錯覚
misappropriation	横領|背任|乱用|流用
miscalculation	誤算
miscegenation	混合
miscellaneous	雑
miscellany	寄せ集め
mischief	悪戯
mischievous	腕白
misconduct	非行|不始末
miserable	惨め|情けない|ミゼラブル|悲しい
miserably	散々
miserly	狡い
misery	憂き目|哀れ
misfire	不発
misfortune	不運|厄|災難|不幸せ
misgivings	疑惑|危惧|疑念|憂い
mishap	間違い
mishmash	寄せ集め
misinformation	デマ|誤報|虚偽
misjudge	見損なう
mislay	無くす
mislead	惑わす
misleading	紛らわしい
mismanagement	不始末
mismatch	不釣合い
miso	味噌
misprint	誤字|ミスプリント|誤植
misread	見損なう
misrecognition	誤認
misrepresent	誤魔化す
misrepresentation	詐称
miss	欠かす|女史|見逃す|見失う
missed	恋しい|懐かしい
missile	ミサイル
missing	行方不明
mission	使命|ミッション|使い|お使い
missionary	宣教師
missive	手紙
missouri	ミズーリ
misspelling	誤字
misstatement	過言
mist	霞|霧|曇り
mistake	間違い|落ち度|錯誤|ミス
mistaking	誤認
mister	ミスター
mistreatment	虐待
mistress	主婦|愛人|二号|女
mistrust	不信
misunderstanding	誤解|勘違い|行き違い
misuse	乱用|悪用
miti	通産省
mitigation	緩和|低減
mitochondria	ミトコンドリア
mitt	ミット|グラブ|手袋
mitten	手袋
mitzvah	戒律
mix	交える|混ぜる|ミックス|溶く
mixed	混成|交じり|複雑|不純
mixer	ミキサー|コンパ
mixing	混合|混入|混同|交流
mixture	混ぜ物|交錯|混合|寄せ集め
ml	ミリリットル
moan	唸る
moat	堀|壕
mob	暴徒|群衆
mobile	機動|移動
mobilisation	動員|行動
mobilization	動員|行動|結集
mochi	餅
mock	揶揄う|疑似|見せ掛け
mock-up	モックアップ|モデル
modality	様相
modding	改造
mode	モード
model	型|機種|模型|規範
modeling	造形
modelling	造形
modem	モデム
moderate	適度|控えめ|和らげる|穏健
moderates	ドーク
moderation	節度|中道
moderator	司会者|司会
modern	近代的|今日的|モダン|ヌーボー
modernism	モダニズム
modernistic	現代的
modest	謙虚|簡素|細やか|淑やか
modesty	謙遜|遠慮
modification	変更|修正|変形|手直し
modifying	形容
modiste	モディスト
modulation	抑揚
moha	愚痴
moire	モアレ
moist	ウエット
moisten	潤す|濡らす|浸す
moisture	湿気|潤い|水気|水分
mold	黴|鋳型|ばい菌|握る
moldavia	モルドバ
molding	造形|形成
moldova	モルドバ
mole	黒子|防波堤
molecule	分子
molest	悩ます
molester	痴漢
mollification	軟化
molting	脱皮
mom	お母さん|ママ
moment	瞬間|つかの間|刹那|一瞬
momentary	儚い
momentous	重要
momentum	弾み|機運
momism	モミズム
mommy	ママ
monarch	王者|君主|国王|王
monarchy	王国
monastery	修道院|僧院
monaural	モノラル
monday	月曜|月曜日
money	金子|お金|金銭|貨幣
money-making	営利|金儲け|利殖
money-spinner	錬金術
moneymaker	錬金術
mongolism	モンゴリズム
monitor	モニター
monitoring	監視|モニタリング|傍受|チェック
monk	僧|坊さん|僧侶|お坊さん
monkey	猿|モンキー
mono	モノ|モノラル
monochrome	白黒|モノクロ|一色
monocropping	連作
monokini	トップレス
monolith	一枚岩
monologue	モノローグ|独り言
monomania	凝り性
monopetalous	一重
monophonic	モノラル
monopolising	独り占め
monopolization	独占|専売
monopolizing	独り占め
monopoly	独占|専売|専業
monorail	モノレール
monotone	モノトーン|単調
monotonic	単調
monotony	単調
monsoon	モンスーン
monster	怪獣|怪物|モンスター|お化け
monstrosity	モンスター
montage	モンタージュ
montana	モンタナ
month	月間
monthly	マンスリー|月々|毎月
monument	モニュメント
mood	ムード|気分|雰囲気|気持ち
moody	気難しい|気まぐれ
moon	ムーン|衛星
moonbeam	月光
moonlight	月光
moor	原野|野原|原
mooring	停泊
moose	ムース
moral	無形|教訓
morale	士気
morality	道義|モラル
morals	道徳|モラル|倫理
morass	泥沼
moratorium	モラトリアム|凍結
moreover	且つ|更に
morgue	モルグ
morning	午前|朝|昼前|モーニング
moron	馬鹿
morphine	モルヒネ
morphing	変身
morsel	一口
mortality	死亡
mortar	迫撃砲|モルタル
mortgage	抵当権|抵当|モーゲージ
mortification	無念
mortifying	悔しい
mortuary	モルグ
mosaic	モザイク
mosque	モスク|寺院
mosquito	蚊
moss	苔
mossad	モサド
mostly	大抵|殆ど|大概|大半
moth	虫
mother	母|母親|お母さん|母さん
mother-in-law	姑|義母
motherhood	母性
mothering	マザリング
motherland	祖国
motif	モチーフ|主題|テーマ|動機
motion	動|動議|モーション|提言
motionless	不動
motions	動作
motivation	気合|刺激
motive	動機|本音|理由|誘因
motocross	モトクロス
motor	モーター
motorbike	バイク
motorcar	自動車
motorcycle	オートバイ|バイク|モーターサイクル
motorisation	モータリゼーション
motorization	モータリゼーション
motorman	運転士
motorway	高速道路|高速
motto	標語|モットー|合言葉
mould	黴|鋳型|ばい菌|握る
moulding	造形
moulin	ムーラン
moulting	脱皮
mound	塚|マウンド|壇
mount	マウント|跨る|据え付ける|乗馬
mountain	山|マウンテン|岳
mountaineering	山登り
mountains	山岳|山々
mountainside	中腹
mounting	セッティング|装着
mourn	悔やむ|悼む
mourning	追悼|喪|弔意
mouse	鼠|マウス
mousse	ムース
moustache	髭
mouth	口|入口|口先
mouthful	一口
move	動かす|引っ越す|移る|動く
movement	動き|移動|進退|動態
movements	動作|動静|消息|足取り
movie	映画|ムービー|動画|活動
moving	移転|引っ越し|転移|転居
mow	刈り取る|刈る
mower	草刈り
mowing	草刈り
mozambique	モザンビーク
mozart	モーツァルト
mp	国会議員
much-discussed	喧しい
muck	汚物
mucus	滑り
mud	泥|土
muddle	乱雑
muenchen	ミュンヘン
muffler	マフラー|襟巻き
mufti	私服
mug	面
mugger	強盗
mulatto	ムラート
mulberry	桑
mulish	頑な
multi-	多
multi-colored	多彩
multi-coloured	多彩
multi-post	マルチ
multi-tenant	雑居
multifaceted	多面
multifarious	種類豊富
multilateral	多角的
multilayered	八重|重層
multimedia	マルチメディア
multinational	マルチナショナル
multiple	多重|複数
multiplex	多重
multiplication	相乗|掛け算|増殖|繁殖
multiply	増える|乗じる|乗ずる
multipurpose	多目的
multistoried	重層|高層
multistory	高層
multitude	群衆
mum	お母さん|ママ
mumble	口ごもる
mummy	ママ
mundane	有り触れた
munich	ミュンヘン
municipal	市立|都市
municipalities	市町村
municipality	自治体|地方自治体
munitions	軍需
mural	壁画
murder	殺人|殺し|他殺|人殺し
murderer	人殺し|殺し
murky	不透明|暗い
murmur	呟く|囁く|私語|騒めく
muromachi	室町
muscle	筋|筋肉
muscleman	力持ち
muse	ミューズ
museum	博物館|ミュージアム
mushroom	茸
music	音楽|ミュージック
musical	ミュージカル
musician	ミュージシャン|音楽家|アーティスト
mussels	ムール
must-have	マスト|必携
must-read	必読
mustang	ムスタング
mustard	辛子|マスタード
muster	奮う|糾合|点呼
musty	古臭い
mutation	変化|変移
muteness	無言
mutiny	反乱|反逆
mutter	呟く
mutton	羊肉
mutual	相互|同士|共通|交互
mutually	互いに|お互いに
mux	マックス
muzzling	口止め
myanmar	ミャンマー
myocardium	心筋
myopia	近視|近眼
myriad	万
mysteries	秘訣
mysterious	神秘的|ミステリアス|不可解|怪奇
mysteriousness	神秘
mystery	神秘|ミステリー|謎|迷宮
mystical	神秘的
myth	神話|作り話
naga	竜
nagamochi	長持ち
nagasaki	長崎
nagoya	中京|名古屋
nail	爪|釘|ネイル
naive	素朴|稚拙|目出度い
naivete	純情|童心
naked	ネイキッド
nakedness	裸
name	名|名前|氏名|名目
nameless	無名
namely	即ち
nameplate	表札|ネーム
namibia	ナミビア
naming	指名|呼称|命名|ネーミング
naniwa	難波
nankotsu	軟骨
nanny	子守
nap	昼寝
nape	襟元
naphtha	ナフサ
napkin	ナプキン
napoleon	ナポレオン
nara	奈良
narcissus	水仙
narcotic	麻薬
narcotics	ドラッグ
narrate	語る
narration	ナレーション|語り
narrator	語り手|ナレーター
narrow	窮屈|狭める|狭まる|狭い
narrow-minded	狭い
narrow-mindedness	偏狭
narrowcasting	ナローキャスティング
narrowly	危うく|辛うじて|漸く|漸と
narrowmindedness	少量
narrowness	偏狭
nascent	新生
nasda	宇宙開発事業団
nashi	梨
nasty	嫌らしい
nation	国民|国家|民族
national	国立|国民的|ナショナル|全国的
nationalism	民族主義|ナショナリズム
nationality	国籍|国民性
nationalsozialist	ナチ|ナチス
nations	列国
nationwide	全国的|国民的
native	土人|国人
native-born	生え抜き
nativity	生誕
natto	納豆
natural	当たり前|ナチュラル|持ち前|同然
naturalisation	帰化
naturalist	ナチュラリスト
naturalization	帰化
naturally	自ずから|元来|無論|生まれつき
nature	自然|天然|性質|資質
naughty	腕白
nausea	吐き気
nave	本堂
navel	臍
navigability	水利
navigation	ナビ|航海|航行|航法
navigator	ナビゲーター|ナビ
navy	海軍|ネイビー
nazi	ナチ|ナチス
nazism	ナチズム
neanderthal	ネアンデルタール
near	側|近い|近く|密接
near-elderly	初老
near-miss	ニアミス
nearby	手前|手元|すぐ側|間近
nearest	最寄り
nearly	殆ど|危うく|彼此|軈て
nearness	間近|近々
nearsightedness	近眼|近視
neat	格好いい|綺麗
nebraska	ネブラスカ
necessarily	必ずしも|余儀なく|必ず
necessary	必要|必需|マスト|大切
necessities	必需品
necessity	必要性|必然|米|必要
neck	首|襟元|ネック|襟
neckband	襟
neckerchief	ネッカチーフ
necklace	ネックレス|首飾り
necktie	ネクタイ|タイ
nectar	蜜
needle	指針|針|葉|葉っぱ
needless	不必要|無用|余計
needlework	裁縫
needs	ニーズ
needy	貧しい
negate	打ち消す
negation	打ち消し|否定|否決|否認
negative	消極的|負|陰性|ネガ
neglect	等閑|怠慢|疎外|怠ける
neglectful	疎か
neglecting	放置
negligence	怠慢|油断|等閑
negligent	疎か
negligently	見す見す
negotiation	折衝|商談|協議
negotiations	交渉
neighbor	隣人
neighborhood	付近|町内|界隈|近所
neighbour	隣人
neighbourhood	近所|近隣|辺り|近辺
nenbutsu	念仏
neo	ネオ
neo-nazi	ネオナチ
neologism	新語|造語
neon	ネオン
neoplasia	腫瘍
neoplasm	腫瘍
nephew	甥
neptune	海王星
nerd	オタク
nerve	神経|度胸|勇気|心臓
nerves	神経
nervous	神経質|ナーバス
nervously	恐る恐る
nervousness	過敏|緊張
nest	巣|ネスト|棲む
net	網
netherlands	阿蘭陀|蘭
netherworld	あの世
netting	網
network	ネットワーク|ネット
neuro-	ニューロ
neuron	ニューロン
neurosis	ノイローゼ
neuter	中性
neutral	無色
neutralisation	中和
neutrality	中立|中性|不偏不党
neutralization	中和
neutron	中性子
never	絶対に|何時も|遂に|誓って
never-ending	切りがない
nevertheless	尚且つ
nevus	痣
new-drama	新劇
newcomer	新顔|新人|新入|新手
newest	最新
newly-wed	新婚
newness	新
news	消息|便り|ニュース|知らせ
newscaster	キャスター
newsletter	ニュースレター|会報|時報
newspaper	新聞|新聞紙
newsprint	新聞紙
newton	ニュートン
nianfo	念仏
nic	ニック
nicely	良く
nick	ニック|欠く|刻み|傷
nickel	ニッケル
nickname	あだ名|ニックネーム|愛称|異名
nicotine	ニコチン
niece	姪
nigeria	ナイジェリア
night	夜間|ナイト|夜|晩
nightclothes	寝巻き
nightclub	クラブ|ナイトクラブ
nightdress	寝巻き
nightfall	暮れ
nightgown	寝巻き
nighthawk	夜更かし
nightingale	ナイチンゲール
nightmare	悪夢
nightscape	夜景
nighttime	夜間
nigirizushi	にぎり寿司
nihilistic	ニヒル
nihility	虚無|ニヒル
niigata	新潟
nikkei	日経
nikkeijin	日系
nil	皆無
nimble	手早い|軽快|身軽|素早い
nimono	煮物
nine	ナイン
ninefold	九重
ninja	忍者|草
nip	摘む
nipple	乳首
nisei	二世
nissan	日産
nit	ニット
nitrogen	窒素
no-no	禁物
nobility	品位
noble	貴族|高潔|ノーブル|高尚
nobleman	殿様
nock	筈
nod	頷く|会釈
nodule	団塊
noh	能
noise	騒音|雑音|ノイズ|音
noisily	バタバタ
noisy	騒々しい|騒がしい|喧しい|煩い
nomadism	遊牧|流浪
nomenclature	術語
nominal	名目|公称|呼称
nominate	推す|指す
nominating	指名
nomination	選任|ノミネート|任命|名指し
non-achiever	負け犬
non-alcoholic	ノンアルコール
non-attendance	欠席
non-celebrity	一般人|一般
non-confidence	不信任
non-drinker	下戸
non-governmental	民間
non-inflammables	不燃物
non-japanese	外国人
non-joking	リアル
non-official	民間
non-partisan	無所属
non-payment	不渡り|滞納
non-serious	軽やか
non-stop	直行
nonacceptance	辞退
nonaggression	不可侵
nonchalant	何気ない
noncommittal	適当
none	皆無
nonessentials	枝葉
nonexistent	皆無|無い
nonfiction	ノンフィクション
nonindictment	不起訴
noninterference	放任
nonpayment	不払い
nonprosecution	不起訴
nonsalaried	無給
nonsense	無意味|出鱈目|ナンセンス|馬鹿らしい
nonsensical	無茶苦茶|目茶苦茶|下らない
nonstop	無休|ノンストップ
nonuniformity	斑
noodle	ヌードル
noodles	麺|ヌードル
nook	隅|片隅|一隅
noon	正午|昼|零時|お昼
nordic	ノルディック
nori	海苔
norm	規格|標準|基準|規範
normal	平常|ノーマル|普段|正規
normalcy	正常
normalisation	正常化
normalise	ノーマライズ
normality	正常
normalization	正常化
normalize	ノーマライズ
normally	日ごろ|大概|普通|普段
norse	ノース
north	北|ノース
north-east	東北
north-north-east	北北東
north-northeast	北北東
northeast	北東
northland	北国
northward	北方
northwest	北西
nose	鼻|機首
nosebleed	鼻血
nosily	根掘り葉掘り
nosiness	お節介
nostalgia	郷愁|ノスタルジア|ノスタルジー
nostalgic	ノスタルジック|レトロ|懐かしい
notation	表記|記号|表現
notch	刻み|刻む
note	手記|備考|手控え|書簡
notebook	手帳|ノート|メモ帳|冊子
noted	著名|名高い
notepad	メモ帳
notepaper	便箋
notes	筆記|草稿|注釈|原稿
nothingness	虚無
notice	注目|告示|通知|告知
notification	通達|届け出|届|通知
notify	知らせる|届ける
noting	了承
notion	観念|概念|命題|コンセプト
nought	零
noun	名詞
nourishment	滋養|栄養
nova	新星
novel	小説|新しい|奇抜|斬新
novelist	小説家|作家
novelty	新
november	１１月
novice	素人|新米|雛
nowadays	現代|昨今|この頃|今時
nowhere	何処にも|何処にもない
nozzle	ノズル|火口|先
nuance	ニュアンス|意味合い|色合い
nucleus	中堅|原子核|基幹|主体
nude	ヌード
nudge	突く
nudie	ヌーディー
nudity	裸
nudnik	毛虫
nuisance	邪魔|厄介|迷惑
number	数|番号|号|曲目
numberless	無数
numbness	麻痺
numeral	数字
numerator	分子
numerics	数値
numerous	数々|多い
nun	尼|尼僧|シスター
nuptial	ブライダル
nuptials	結婚式
nurse	看護婦|ナース|看護師|看護
nursemaid	子守
nursery	ナーサリー|保育所|苗床
nursing	介護|保育|看護|看病
nurture	培養|育成|育む
nurturing	保育
nut	木の実|ナット|果実|実
nutrient	栄養素
nutrition	栄養
nutritionist	栄養士
nylon	ナイロン
nymph	精
oak	柏|オーク
oaks	オークス
oar	オール
oasis	オアシス
oasys	オアシス
oat	麦|オート
oath	宣誓|誓い|誓約|盟約
oats	オート
obedience	服従
obedient	素直|大人しい|神妙|順
obesity	肥満
obey	従う|靡く|守る
obeying	遵守
obi	帯
object	物体|対象|物件|当て
objection	反論|異議|抗議|異論
objectionable	不都合
objective	客観的|客観|使い道|目標
objectivity	客観|公平
oblast	州
oblation	奉納
obligation	任|義務付け|義務|責務
oblige	下さる
oblique	斜め
obliteration	抹殺
oblivion	忘却
oblong	長方形
oboe	オーボエ
obscene	エロ|不潔|嫌らしい
obscure	不明|不透明|マイナー|暈す
obscurity	不透明
observance	遵守|規律
observation	観測|観察|視察|立会い
observe	祝う|認める|従う|見る
observer	オブザーバー|立会い
observing	目撃|観戦|傍聴
obsession	執念|凝り性|執着|ノイローゼ
obsolete	古臭い
obstacle	障害|支障|邪魔|難関
obstetrics	産科
obstinacy	意地
obstinate	頑な|強情|頑固
obstruct	遮る|妨げる|阻む|詰まらせる
obstructing	ブロック
obstruction	阻止|妨げ|阻害|妨害
obtain	手に入る|手に入れる|得る|掴む
obtaining	確保|取得|入手|キャッチ
obtuse	鈍い
obvious	明白|言うまでもない|明らか|自明
ocarina	オカリナ
occasion	時点|節|序で|折
occasionally	折々|偶々|偶に|時には
occlusion	閉塞
occult	オカルト
occupancy	駐屯|占有
occupation	職業|占拠|進駐|占有
occupied	有人|忙しい
occupy	占める|乗っ取る
occupying	占領
occur	起こる
occurrence	出来|発生|暁
ocean	海洋|大洋|大海|オーシャン
oceanfront	臨海
oceania	オセアニア
ocr	光学式文字認識
octave	オクターブ
october	１０月
octopus	蛸
odd	奇異|奇妙|変|可笑しな
oddball	変人
oddity	一風
ode	オード
oden	御田
odious	憎らしい
odor	匂い
odour	匂い
oedipus	オイディプス
off-hand	無造作
off-key	音痴
off-limits	立ち入り禁止
off-road	オフロード
off-season	オフシーズン|シーズンオフ|閑散
off-side	オフサイド
off-the-cuff	即席
off-the-record	オフレコ
off-track	場外
offence	犯罪|攻め|立腹|違反
offend	逸らす
offender	犯人|罪人
offense	違反|犯罪|攻め|立腹
offensive	攻勢|耳障り|攻撃
offer	提供|供える|申し入れ|申し上げる
offering	売り物|供物|奉納|献金
offhand	手軽|俄
office	事務所|事務室|オフィス|任務
officer	士官|役員|運転士
official	公式|係員|公定|公
officials	官憲
officiousness	お節介
offload	下ろす
offset	相殺|偏り
offsetting	帳消し
offshore	沖合
offspring	子孫
offstage	舞台裏
often	度々|屡々|幾度|毎度
ogre	鬼|オーガ
ohio	オハイオ
oil	石油|油|オイル
oiling	給油
ointment	薬
okinawa	沖縄|沖
oklahoma	オクラホマ
okra	オクラ
old-fashioned	大時代|古風|大昔|レトロ
old-school	昭和
old-timer	元老|先輩
older	年上|年長
oldest	最長
oligomer	オリゴマー
oligopoly	寡占
olive	オリーブ色
olympics	オリンピック|五輪
ombudsman	オンブズマン
omelet	オムレツ
omelette	オムレツ
omen	前兆|縁起|兆し|ジンクス
ominous	不吉|不気味|忌まわしい
omission	中略|省略|不始末|落ち
omit	抜かす|省く|略す|抜く
omitting	抜き
omnibus	オムニバス
omnipotent	万能
omnipresent	普遍的|普遍
on'yomi	音読み
on-island	島内
on-site	現地
once	一回|一度|一旦|一遍
one-by-one	一々
one-man	ワンマン
one-of-a-kind	オリジナル
one-on-one	１対１
one-sided	一方的
one-to-one	１対１|マンツーマン
one-way	片道
oneself	自ら|一身|自身|自己
oni	鬼
onigiri	お握り
onion	玉ねぎ|オニオン
online	オンライン
onlooker	見物人
onlookers	観衆
onnagata	女形
onsen	温泉
onset	最初
onslaught	躍進|攻撃
onus	責任
opacity	不透明
opaque	不透明
open	露骨|開く|開ける|繰り広げる
open-hearted	オープン
open-minded	虚心
open-mindedness	寛容
openhanded	大まか
openhearted	率直
opening	開放|開き|幕開け|開通
openly	手放し
openness	公明|風通し|ガラス張り
opera	歌劇|オペラ
operate	操る|営む|取り扱う|働く
operating	運航|運転|稼働
operation	運転|操作|操業|稼働
operational	業務
operations	営業|事業|業務
operator	オペレーター
operetta	オペレッタ
ophthalmologist	眼科医
ophthalmology	眼科
opinion	意見|見解|視点|オピニオン
opponent	敵
opportune	適時
opportunity	契機|機運|折|序で
oppose	逆らう|楯突く|歯向かう|阻む
opposing	対面
opposite	裏腹|対|向い|逆
opposition	反対|反発|対抗|反抗
oppress	虐げる
oppression	弾圧|迫害|制圧|横暴
oppressive	重苦しい|切ない
optics	光学
optimal	最適
optimism	楽観
optimist	楽天家
optimistic	楽観的|楽天的|呑気
optimum	最適
option	オプション|選択|取捨
optional	任意|随意
options	選択肢
opulence	富裕
opulent	豪華
opus	作品
oracle	託宣|オラクル
oral	口頭
orang-utan	オランウータン
orange	オレンジ|橙色|オレンジ色
orangutan	オランウータン
orangutang	オランウータン
oratorio	オラトリオ
oratory	雄弁
orb	玉
orbit	軌道
orc	オーク
orchard	オーチャード|園
orchestra	楽団|管弦楽団|オーケストラ|オケ
orchid	蘭
ordeal	試練
ordeals	受難
order	体制|秩序|命令|注文
ordering	発注
orderliness	整頓
orders	指令|指図
ordinance	布告|条例
ordinarily	常時|大抵|普通
ordinary	経常|常識的|只|平凡
ordination	任命
ordnance	武器|兵器|砲
ore	鉱石
organ	器官|オルガン|機関紙|機関
organic	有機
organisation	団体|組織|機構|制
organiser	オルグ
organising	主催|オルグ
organism	生体|生物
organization	団体|組織|機構|制
organizational	組織的
organize	設ける
organized	組織的
organizer	オルグ|幹事
organizing	主催|新設|オルグ
orient	オリエント
oriental	オリエンタル
orientalism	オリエンタリズム
orientation	オリエンテーション|方向|向き|志向
orienteering	オリエンテーリング
orifice	口
origami	折り紙
origin	元|始まり|発端|起源
original	独自|オリジナル|実物|独創的
originality	独創|オリジナリティー|創意
originally	本来|元来|抑|元より
originate	始める
originator	発起人|元祖|張本人|宗家
orion	オリオン
ork	オーク
ornament	装飾|置物|飾り|飾る
ornamentation	粉飾
ornate	凝った
orphan	孤児|遺児
orphanage	孤児院
orthodox	オーソドックス|正統|本格的|本格
orthodoxy	正教
orthography	表記|綴り
orthopaedics	整形外科
orthopedics	整形外科
osaka	大阪
osaka-kobe	阪神
oscar	オスカー
oscillation	振動|動揺
osechi	おせち料理|お節
osmosis	浸透
ossification	硬直
ostensible	表向き
ostentation	誇示|見栄
ostracism	排斥|疎外
otaku	オタク
others	余人|他者|他人
otiose	余計
otolaryngology	耳鼻科
ottawa	オタワ
ounce	オンス|欠片
ousting	放逐|追放
out-of-place	場違い
outage	目減り
outbreak	発生
outbuilding	別棟
outburst	爆発
outcome	成否|成果|勝敗|所為
outcry	叫び|騒動
outdated	古臭い
outdistance	引き離す|追い越す|追い抜く
outdoors	野外|屋外|戸外|路地
outer	外側
outfield	外野
outfielder	外野手|外野
outfit	装い|衣装|身なり
outfitting	整備
outflow	出
outgoings	経費
outgrowing	脱却|卒業
outgrowth	副産物
outhouse	納屋|別棟
outing	外出|行楽|遠足|デート
outlays	経費
outlet	アウトレット|販路|出口
outline	大筋|概要|大体|粗筋
outlook	概況|展望|旗色|前途
outpatient	外来
outpouring	爆発
output	出力|産量
outrage	暴行|暴挙|無法
outrageous	論外|法外|理不尽|とんでも無い
outrider	先駆
outriding	先駆
outrival	勝る
outrun	逃げ切る
outsail	追い抜く
outset	手始め|最初|当初|冒頭
outside	外部|野外|外側|屋外
outsider	門外漢|第三者|外人
outskirts	近郊|町外れ|周辺|外れ
outspoken	率直
outstanding	偉大|優秀|屈指
outstrip	優れる|追い越す|追い抜く
outweigh	勝る
ovary	卵巣
oven	オーブン
over-	過ぎ
over-familiar	馴れ馴れしい
overabundance	過剰
overall	全体的|総
overbearing	強引|傲慢
overcoat	オーバー
overcome	押し切る|乗り越える|乗り切る
overcoming	克服|脱却|征服|突破
overcrowding	過密
overdo	し過ぎる|過ごす
overdue	未払い|延滞
overeagerness	勇み足
overeat	食べ過ぎる
overestimate	見損なう
overexcitement	オーバーヒート
overfishing	乱獲
overflow	溢れる|零れる|埋まる
overflowing	氾濫|パンク
overground	地上
overhang	張り出す
overhaul	リニューアル
overhead	頭上|高架|架空
overheating	オーバーヒート|過熱
overhunting	乱獲
overjoyed	嬉しい
overland	陸路
overlap	オーバーラップ|打ち合わせ
overlapping	重複
overlie	張り出す
overlook	臨む|見落とす|見下ろす|見晴らす
overlooking	看過|容赦|不問
overman	超人
overnight	一夜|一躍|一晩
overpass	陸橋
overrun	オーバーラン
overseas	在外|海外
oversee	取り締まる
overseeing	総理
overseer	総理|監督
oversensitivity	過敏
overshoot	乗り越す|オーバーラン
oversight	手落ち|落ち度
oversleep	寝過ごす
oversleeping	寝坊|朝寝坊
overstatement	過言
overstaying	長居
overstep	オーバーステップ
oversupply	氾濫
overt	明白
overtake	追い越す|追い抜く|抜かす
overtaking	追及
overthrow	打倒|滅ぼす|転覆|覆す
overtime	残業
overture	序曲|申し込み
overturn	覆す|返す
overturning	転覆|転倒
overuse	酷使
overview	概要
overwhelming	圧倒的
overwhelmingly	無性に
overwork	過労
overwrite	書き換える
oviduct	卵管
ovule	卵子
ovum	卵子
owner	持ち主|飼い主|オーナー|所有者
ownership	所有権|所有
owning	所持|持ち
ox	牛
oxford	オックスフォード
oxidation	酸化
oxidization	酸化
oxygen	酸素
oyster	牡蠣
ozone	オゾン
pa	お父さん|父さん|休憩所
pace	足並み|歩調|緩急|ペース
pacemaker	ペースメーカー
pacesetter	ペースメーカー
pachinko	パチンコ
pacific	パシフィック
pacify	宥める
pacing	続き
pack	包む|連中|詰める|箱
package	パッケージ|小包|包み|荷物
packaging	パック|梱包|容器
packing	包装|荷造り|パッキング|パック
pact	協定|条約|盟約|約束
pad	パッド|部屋
padding	パッド|綿|水増し
paddle	パドル|ラケット|漕ぐ
paddock	パドック
padlock	錠
padre	神父
paean	賛歌
page	頁|欄
pager	ポケットベル
paging	呼び出し
pagoda	パゴダ|塔
paid	有料
pail	桶|バケツ|ペール
pain	痛み|苦しみ|苦痛|苦しめる
pain-in-the-ass	怠い
painful	痛い|苦しい|切ない|辛い
painkiller	鎮痛剤
pains	苦心|労|丹精|苦労
painstaking	丹念
paint	絵の具|塗る|ペンキ|ペイント
paintbrush	筆
painter	画家
painting	絵画|塗装|絵|彩色
paints	塗料
pair	両者|双|対|ペア
pairing	ペアリング|組み合わせ
pajamas	パジャマ|寝巻き
pal	相棒|友
palace	宮殿|殿堂|御殿|パレス
palanquin	御輿
palate	味覚
pale	青白い|ペール|淡い|薄い
paleograph	古文書
palestine	パレスチナ
palette	パレット
paling	柵|囲い
pallet	パレット
pallid	青白い|真っ青
palm	手のひら
palpitation	鼓動
palsy	麻痺
paltry	零細
pamper	甘やかす
pamphlet	パンフ|小冊子|パンフレット|冊子
pan	パン
pan-	汎
pan-american	全米
pan-americanism	パンアメリカニズム
panache	品格
panda	パンダ
pandering	迎合
pane	板
panel	羽目|パネル|委員会
panelist	パネリスト
panellist	パネラー
panic	恐慌|パニック|慌てる|恐怖
panko	パン粉
panmunjon	板門店
panorama	パノラマ
pansy	パンジー
panties	パンティー|パンツ|ショーツ
panting	息切れ
pantograph	パンタグラフ
pantomime	パントマイム
pants	ズボン|パンツ
panty	パンティー
papa	パパ|お父さん|父さん
papaya	パパイヤ
paper	紙|ペーパー|レポート|証書
paper-making	製紙
papermaking	製紙
papers	文書
par	パー|額面
para-	疑似
parable	比喩|例え
parabola	パラボラ
parachute	パラシュート
parade	パレード|行進|行列
paradigm	パラダイム
paradise	天国|楽園|パラダイス|浄土
paradox	逆説|パラドックス
paraffin	灯油|石油
paraglider	パラグライダー
paragraph	段落|一節|句|節
parallel	並列|類
parallelism	平行
paralympics	パラリンピック
paralysis	麻痺
parapet	欄干
parasite	寄生虫
parasitism	寄生
parasol	日傘|パラソル|傘
parcel	小包|包み
pardon	容赦|許し|赦免|勘弁
pare	剥く|削る
parent	親|保護者
parentage	家柄
parentheses	パーレン|括弧
parenting	子育て
parents	両親|父母|親|父兄
parity	等価|パー
park	公園|パーク|庭園|園
parka	パーカー
parking	駐車|パーキング|パーク
parliament	議院|議会
parliamentarian	代議士
parlor	パーラー|客間
parlour	パーラー|客間
parody	パロディー|捩る
parol	口頭
parse	解析
parsing	解析
parsley	パセリ
part	役割|部位|別れる|パート
part-timer	パートタイマー|パート
parterre	土間
partial	不全|部分的
partiality	不公平|贔屓
partially	稍
participant	参加者|メンバー
participate	加わる
participation	参加|関与|参与|加盟
particle	粒子|助詞|微塵|素粒子
particular	格別|特別|特殊
particularly	特に|別に|殊に|中でも
particulars	細目|経緯|詳細|細部
parting	別れ|決別|名残
partisan	パルチザン
partition	分割|仕切り|隔て|壁
partner	相棒|パートナー|相手|同類
partnership	協同組合|タイアップ|提携
parts	部品|用品
parturition	出産
partway	中途
party	党|宴|宴会|パーティー
party-internal	党内
pascal	パスカル
pass	峠|経る|過ごす|経つ
passable	無難
passage	経過|通行|通路|渡航
passageway	廊下
passbook	通帳
passenger	乗客|旅客|客|お客様
passing	一過|パス|パッシング|合格
passion	情熱|パッション|感動|激情
passionate	熱烈|熱い|コア|暑い
passive	消極|受動的|消極的
passiveness	受身
passivity	受動|受身
passport	旅券|パスポート
password	合言葉|パスワード|暗号
past	過ぎ|身元|曰く|此の
pasta	パスタ
paste	糊|貼り付ける|張る|くっ付ける
pastel	パステル
pasteurised	無菌
pasteurized	無菌
pastime	趣味|悪戯
pasting	貼付
pastor	牧師
pastries	パン
pasturage	放牧
pasture	牧草|牧場
pasturing	野放し
pat	摩る|撫でる|叩く
pataka	旗
patch	継ぐ
patching	継ぎはぎ
patchwork	パッチワーク
pate	パテ
patent	特許
path	道筋|道|ルート|進路
pathetic	可哀想|悲壮|情けない|哀れ
pathfinder	草分け
pathology	病理|病状
pathos	哀愁|ペーソス|哀れ
pathway	通路
patience	根気|辛抱|我慢|忍耐
patient	患者|病人
patina	寂
patio	パティオ
patois	訛り
patriot	国士
patriotism	愛国|パトリオティズム
patrol	パトロール|巡回
patron	パトロン|恩人|顧客|保護者
patronage	賛助|贔屓|保護|取り立て
patroness	パトロン
pattern	模様|柄|文様|パターン
patternless	無地
patting	パッティング
paulownia	桐
pauper	貧乏人
pause	休止|間|区切り|合間
pavement	舗装
pavilion	パビリオン
paving	舗装
paw	足
pawl	歯止め
pawn	ロボット
pawnshop	質屋
pawpaw	パパイヤ
pay	給与|支払う|払う|ペイ
payback	払い戻し
paying	有利
paymaster	主計
payment	支払い|給付|納入|納付
pe	体育
peace	和平|平和|平安|安らぎ
peaceable	穏便
peaceful	安らか|円満|閑静|穏やか
peacefully	仲良く
peacetime	平時
peach	桃|ピーチ
peak	峰|岳|ピーク|盛り
peanut	ピーナッツ
pearl	真珠|パール
peas	豆|ピース
peasant	農民|百姓
peat	泥炭
pebble	小石
pebbles	砂利
peculiar	特異|特殊|奇妙|変
peculiarity	独特|一風|特徴|特性
pedal	ペダル|漕ぐ
pedestal	台
pedestrian	歩行者
pediatrics	小児科
pedigree	由緒|系図|家柄|系譜
pedometer	ペドメーター
pee	小便
peek	覗く|ピーク
peel	剥く|皮
peer	貴族
peking	北京
pelican	ペリカン
pelt	皮|毛皮
pen	ペン|檻|筆|書く
pen-name	ペンネーム|号
penalise	罰する
penalize	罰する
penalty	刑|ペナルティー|罰金|罰則
pencil	鉛筆
pendant	ペンダント
pending	未決|未定|未解決
pendulum	振り子
penetrate	徹する|入り込む|染みる|貫く
penetrating	貫通
penetration	浸透|突破|進入|貫徹
penguin	ペンギン
penicillin	ペニシリン
peninsula	半島
penis	息子
penitence	謹慎
penitentiary	刑務所
penmanship	習字|書き方|筆|字
pennant	ペナント
pennsylvania	ペンシルベニア
pension	民宿|恩給|ペンション|年金
pensioner	シルバー
pentagon	ペンタゴン
penurious	貧乏
penury	貧困|窮乏
people	人々|国民|民|民族
people-mover	ワンボックスカー
pepper	胡椒
peppermint	ミント
pepsin	ペプシン
perambulator	乳母車
perceive	感じ取る|悟る|気がつく|気づく
percent	パーセント
percentage	パーセント|割合|比率|歩合
perception	勘|知覚|認識
perceptron	パーセプトロン
perchance	若しかしたら
percussion	打診|パーカッション
perfect	完全|完璧|パーフェクト|絶好
perfection	万全|パーフェクト|充実|円熟
perfectly	ジャスト|真っ当|十分
perfidy	裏切り
perforating	貫通
perforation	穴
perform	行う|演ずる|演じる|為る
performance	出演|上演|本番|履行
performer	芸能人|仕手|芸人|俳優
performing	披露
perfume	香水|芳香|香料
perfunctory	いい加減|事務的|適当
perhaps	多分|恐らく|若しかしたら|若しかすると
peril	危険
perilous	険悪|危ない|危うい
period	時代|期間|時限|ピリオド
periodic	定期的
periodical	雑誌
peripheral	周辺
perish	滅びる|果てる
peritonitis	腹膜炎
perjury	偽証
perk	特典
perl	パール
perm	パーマ
permanence	恒久|永続|永代|長久
permanent	常設|常任|不変
permeate	染みる
permeation	充満|浸透
permission	許可|許容|認可|許し
permit	許す|免許|免許証|可能にする
permitted	可
pernicious	悪性
perpendicular	直角|垂直
perpetrate	犯す
perpetrator	加害者|張本人
perpetually	年中
perpetuity	永遠|恒久|悠久|長久
perplex	惑わす
perplexity	難問|困惑|当惑|迷い
persecute	虐げる|苛める
persecution	迫害
perseverance	忍耐|根気|我慢
persevere	頑張る|粘る
persevering	粘り強い
persist	頑張る|踏ん張る|粘る|食い下がる
persistence	不屈|執念|耐久|持久
persistency	飽くまでも
persistent	不断|粘り強い|頑強|持続的
persistently	根掘り葉掘り
persisting	持続
person	人物|一員|人間|法人
personage	人物
personal	個人的|パーソナル|人的|私的
personality	人柄|人格|風格|パーソナリティー
personally	自ら
personhood	人格
personnel	要員|人員|顔ぶれ|職員
persons	方々
perspective	遠近法|見通し|次元|パース
perspiration	汗|発汗
perspire	掻く
persuade	諭す|説く
persuasion	説得|勧誘
persuasiveness	説得力
pert	生意気
pertinent	適切
perusal	閲覧
pervasion	浸透
perversion	倒錯|悪用|病気
pervert	痴漢
pessary	ペッサリー
pessimism	悲観
pessimistic	悲観的|ペシミスティック
pest	害虫|毛虫
pester	強請る|集る|責める
pestering	嫌がらせ
pesticide	殺虫剤
pestilence	疫病
pet	ペット|気に入り|可愛い
petal	花びら|花
petite	小柄
petition	訴状|陳情|請願|申請
petrifaction	化石
petrification	硬直|化石
petrol	ガソリン|ベンジン
petroleum	ペトローリアム|石油|オイル
phallus	ファルス
phantom	幻|幻影|ファントム|妖怪
pharmaceuticals	薬|医薬品
pharmaceutics	薬学
pharmacist	薬剤師
pharmacy	薬局|薬学
phase	様相|時期|段階
phd	博士
phenomenon	現象|事象|象
pheromone	フェロモン
phial	瓶
philadelphia	フィラデルフィア
philanthropist	篤志家
philanthropy	慈善|博愛
philharmonic	フィルハーモニー|フィル
philosopher	哲人
philosophy	哲学|コンセプト
phobia	恐怖症
phoenix	フェニックス
phon	フォン|ホン|ホーン
phone	電話
phony	偽
photo	フォト|写真
photobook	写真集
photocopier	コピー機
photocopy	コピー
photograph	写真
photographer	カメラマン|写真家
photographing	撮影
photography	撮影|写真撮影
photogravure	グラビア
phrase	フレーズ|文句|言葉|句
phraseology	言い回し|辞令|用語
phrases	語句
phrasing	言い方
physical	物理的|肉体的|物的|物質的
physician	医師|医者
physics	物理|物理学|理学
physiognomy	人相
physiology	生理|生理学
physique	体格|スタイル|体型|骨格
piaget	ピアジェ
pianist	ピアニスト
piano	ピアノ
piazza	広場
picasso	ピカソ
pick	摘む|ピック|精鋭|候補
picket	杭|ピケ
pickiness	好き嫌い
picking	採取|選|狩り
pickings	落ちこぼれ
pickle	漬ける
pickpocket	掏摸
picnic	ピクニック
pictogram	絵文字
pictograph	絵文字
picture	絵|ピクチャー|映像|絵画
pie	パイ
piece	駒|一個|切れ|断片
piecework	出来高
pier	桟橋
pierce	刺す|染みる|突き刺す|貫く
piercing	貫通
pig	豚
pig-keeping	養豚
pigeon	鳩
pigeonholing	棚上げ
pigheaded	頑固
pigheadedness	石頭
pigment	色素
pigmentation	沈着
pike	矛
pilaf	ピラフ
pilchard	鰯
pile	積み重ね|堆積|杭
piles	痔
pileus	傘|笠
pilgrim	巡礼
pilgrimage	巡礼|行脚|遍歴
pill	錠剤|ピル|薬|錠
pillage	略奪|強奪
pillar	柱|旨|中枢
pillow	枕
pilot	飛行士|パイロット
piloted	有人
piloting	操縦
pimento	ピーマン
pimiento	ピーマン
pimp	紐
pimple	面皰|吹き出物
pin	ピン|針|釘
pinch	摘む|ピンチ|危機
pinch-hitting	代打
pineapple	パイナップル
ping-pong	ピンポン|卓球
pink	ピンク|桃色
pinky	小指
pinnacle	最高峰
pinpoint	ピンポイント
pinpointing	特定
pioneer	先駆け|開拓者|パイオニア|元祖
pioneering	開拓
pip	種|核
pipe	管|筒|パイプ|笛
piping	配管
pique	ピケ
piranha	ピラニア
pirate	海賊
piri	ピリ
pisher	蠅
piss	小便
pistol	短銃|ピストル|拳銃
piston	ピストン
pit	ピット|核|種子|落とし穴
pitch	調子|勾配|音程|ピッチ
pitcher	投手|ピッチャー
pitching	投球|ピッチング|動揺
pitfall	落とし穴
pith	骨子|芯|神髄
pitiable	可哀想|情けない|惨め|可憐
pitiful	痛ましい|気の毒|可哀想|悲惨
pity	情け|哀れ|労る|哀れむ
pivot	要|中軸|枢軸|中枢
pizza	ピザ
placard	プラカード|掲示
placation	懐柔
place	場所|位置|余地|箇所
placement	位置付け
placenta	胎盤
placid	平ら
placidity	余裕
plagiarism	盗作|盗用
plague	ペスト|疫病
plaid	チェック
plain	野|地味|平野|無地
plaintiff	原告
plait	編む|プリーツ
plaits	プリーツ
plan	計画|構想|設計|計
plane	平面|削る|プレーン
planet	惑星|星
planetarium	プラネタリウム
plank	板
plankton	プランクトン
planned	計画的
planner	プランナー
planning	企画|立案|プランニング|首謀
plans	予定|段取り|図面
plant	植物|事業所|植える|プラント
plant-eating	草食
plantation	農園|園|畑
planter	プランター
planting	作付け
plants	草木
plasma	プラズマ
plaster	塗る
plaster-of-paris	ギプス
plastic	プラスチック
plastron	胴
plate	皿|図版|プレート|着せる
plateau	台地|高原|高地
plateauing	頭打ち
platform	壇|教壇|プラットホーム|ホーム
platinum	プラチナ
platter	皿|円盤
plausible	尤もらしい|有力
play	芝居|遊ぶ|戯れ|弾く
play-off	プレーオフ|決戦
playboy	プレイボーイ
player	選手|プレイヤー|奏者|俳優
playfellow	遊び相手
playgirl	プレイガール
playground	遊び場|校庭|運動場
playhouse	芝居小屋|劇場
playing	遊び
playlist	プレイリスト
playmate	遊び相手
playoff	プレーオフ
plaything	玩具
playwright	作者
plaza	プラザ|広場
plea	アピール|願い
plead	強請る
pleading	弁護
pleasant	快適|愉快|快い|心地よい
pleasant-smelling	香ばしい
pleased	嬉しい
pleasing	取り込み
pleasure	娯楽|快楽|楽しみ|興
pleat	プリーツ|折
pleats	プリーツ
plebeian	庶民的
plectrum	ピック|爪
pledge	言質|盟約|語らう|宣誓
plentiful	豊富|豊か
plenty	沢山|多く|十分
plethora	氾濫
pliable	柔軟
pliant	柔らかい
plight	羽目
plot	陰謀|企み|構想|敷地
plotting	首謀
plough	耕す
plover	千鳥
plow	耕す
pluck	摘む|度胸|千切る|肝
plug	プラグ|栓|詰める
pluggers	ビーチサンダル
plugging	充填
plumage	羽毛
plumbing	配管
plume	羽
plump	丸々|豊満
plunder	略奪|強奪|獲物
plunge	飛び込み|転落
plunger	ピストン
plural	複数|多元的
pluralistic	多元的
plus	プラス
plutonium	プルトニウム
plywood	ベニヤ板|合板|ベニヤ
pmo	総理府
pneumonia	肺炎
poach	引き抜く
poaching	密猟
pochette	ポシェット
pocket	ポケット|懐
pocket-size	ポケットサイズ
pockmark	クレーター
pod	殻
podcast	ポッドキャスト
podium	壇|教壇|台
poem	詩|ポエム
poems	詩歌
poet	詩人|歌人
poetry	詩歌
point	要旨|要領|指す|先
point-blank	端的
pointed	鋭い
pointer	指針
pointlessness	無駄|空虚
points	点数|等級|ポイント|点
poise	兼ね合い
poison	毒|毒薬
poisoning	中毒|毒殺
poisonous	有毒
poke	突く|一撃
poker	ポーカー
polarisation	偏り
polarization	偏り
pole	棒|ポール|竿|ロッド
police	警察|ポリス
policeman	警官|巡査|警察官
policewoman	警察官
policing	規制|警備
policy	方針|施策|ポリシー|政策
policymaker	為政者
polio	ポリオ
polis	ポリス
polish	磨き|琢磨|洗練|磨く
polished	上品
polishing	推敲|研磨
polite	丁寧|丁重|淑やか
politeness	エチケット
political	政治的
politician	政治家|為政者
politics	政治|政界
polka	ポルカ
poll	投票|ポール
pollen	花粉
pollination	受精
pollinosis	花粉症
pollute	汚す
pollution	汚染|公害|汚濁
polo	ポロ
polyethylene	ポリエチレン|ポリ
polygonal	多角
polymer	ポリマー
polynesia	ポリネシア
polyp	ポリープ
polypropylene	ポリプロピレン
pomp	華美
pompano	鯵
pompon	ポンポン
pompons	ポンポン
pompous	気障
pond	池|沼
ponder	考える
pondering	思案
pontoon	フロート
ponytail	ポニーテール
pool	プール|合弁|ビリヤード
poor	苦手|貧しい|可哀想|貧弱
poor-looking	憎い
poor-quality	悪質
pop	ポップ|お父さん|父さん
pope	法王
populace	民衆
popular	通俗的|庶民的|ポピュラー|人気のある
popularity	人気|受け|評判|好評
popularization	普及
popularize	広める
population	人口|住民
porcelain	陶器|陶磁器|磁器|瀬戸物
porch	ポーチ|縁側|玄関|ベランダ
porgy	鯛
pork	豚肉|豚
porn	ポルノ
porno	ポルノ
pornographic	エロ|ピンク
pornography	ポルノ
port	ポート|港
portable	ポータブル
portent	前兆|兆|前触れ
porter	ポーター|ボーイ
portfolio	ポートフォリオ
porting	移植
portion	部分|分|分け前|量
portrait	似顔|肖像|似顔絵|ポートレート
portray	映し出す
portrayal	写生|描写
portugal	葡萄牙
pose	ポーズ|姿勢|見せ掛け|格好
poser	ミーハー
posing	設定
position	立場|地位|拠点|働き口
positioning	ポジショニング
positive	積極的|陽|ポジティブ|積極
positively	断じて|必ず
positivity	陽性
posse	追っ手
possess	擁する|有する|持つ
possessing	持ち
possession	保有|所持|領有|所蔵
possessor	持ち主
possibility	ポシビリティー|可能性|見込み|可否
possible	可能|将来的
possibly	到底|若しかすると|若しかして|所詮
post	役職|カキコ|柱|杭
post-	終了後
post-natal	生後
postage	送料
postbox	ポスト
postcard	葉書
poster	ポスター|張り紙
posterity	後世|子孫
posthumously	没後
posting	郵送|投函|駐在|配備
postmark	消印
postoperative	術後
postpone	先送り|遅らす|見合わせる
postponement	延期|猶予|繰り延べ|遅れ
postponing	後回し
postscript	追伸|後書き
posture	姿勢|体勢|態勢|格好
pot	ポット|壺|鍋|鉢
pot-au-feu	ポトフ
potage	ポタージュ
potassium	カリウム
potato	じゃが芋|ポテト|芋
potency	勢力|効力
potent	強い|有力
potential	ポテンシャル|可能|将来的|仮想
potentiality	可能性|潜在|底力
pothook	自在
potpourri	ポプリ
potter	陶工|窯元
pottery	窯元|瀬戸物|陶器|陶磁器
pouch	ポシェット|袋|ポーチ
poultry	鶏肉|鳥
pound	ポンド|打つ
poundage	留置|歩合
pour	注ぐ|注す|流す|汲む
pouring	注入
pout	不機嫌|膨れる
poverty	貧困|困窮|窮乏|不自由
poverty-stricken	貧乏
powder	白粉|パウダー|火薬|粉
power	権力|権限|威力|動力
powerful	強力|力強い|パワフル|強大
powerhouse	強豪
powerlessness	無力
pr	広報
practicable	可能
practical	実用的|技術的|事務的|ドライ
practically	殆ど
practice	練習|演習|実践|実習
practicum	実務
practising	演習|慣れ|稽古|修練
pragmatic	現実的|実用的
pragmatism	プラグマティズム
prague	プラハ
prairie	野原|原|荒野|草原
praise	賞賛|賛|賛美|褒める
praiseworthy	健気|感心|立派
praising	評価
prajna	知恵
pram	乳母車
prance	跳ねる
prank	悪戯
prawn	海老
praxis	実践
pray	祈る|祭る|願う
prayer	願|祈り|祈念|祈願
pre-	プリ
pre-era	紀元前
pre-existing	在来
pre-order	予約注文
preach	説く
preaching	説教|伝道
preamble	前置き|前書き|前文
prearranged	既定
precarious	危ない|危うい
precaution	予防|用心|警戒
precede	進む
precedence	優先|順位
precedent	前例|判例|先例|事例
preceding	先行
precept	戒律|教訓|訓|戒め
precincts	境内|構内
precious	貴重|尊い|惜しい|大切
precipice	崖
precipitate	早める
precipitation	降水量|降水
precipitous	険しい
precise	的確|精密|明確|几帳面
precisely	丁度|ジャスト
precision	精度
precocity	早熟
preconception	先入観
precursor	先駆|前兆
predecessor	先人|先代
predestination	宿命
predetermined	既定
predicament	窮地|苦境|ピンチ
predict	占う
predictability	パターン
prediction	予測|予断|予言|予報
predisposition	体質
predominance	優位|優勢
predominant	重点的
predominately	大半
preeminence	卓越|抜群
preeminent	屈指
preemption	先制|阻止
prefab	プレハブ
prefabrication	プレハブ
preface	前置き|前書き|序文
prefectural	県立|府立|県下
prefecture	県
prefectures	都道府県|府県
prefer	好む
preferable	増し|ベター|望ましい
preferably	いっその事
preference	優先|志向|嗜好|趣味
preferences	好き嫌い
preferential	優先的
pregnancy	妊娠
prejudgment	予断
prejudice	偏見|僻み|先入観|偏り
preliminaries	予備
prelude	プレリュード|序曲|前哨戦
premature	時期尚早|早い
premier	総理|総理大臣|首相
premises	構内|家宅|邸内|屋敷
premium	プレミアム|景品|掛け金
premonition	予感|予知|前兆
preoccupation	先取
preparation	準備|用意|備え|支度
preparations	手配
prepare	設ける|作る|揃える|整える
prepared	良い
preparedness	心構え|覚悟|態勢|気持ち
preparing	作成
prepayment	前払い
preponderance	優勢
preponderate	勝る
preposterous	とんでも無い|目茶苦茶|馬鹿らしい
prerequisite	前提|条件
prerogative	特典
presbyopia	老眼
preschool	保育園
prescribe	定める
prescribed	一定
prescription	時効|処方|処方箋|規定
presence	同席|立会い|臨場感|出席
present	現行|贈り物|配り物|現有
present-day	現代
presentation	提出|提示|贈呈|進呈
presenter	アナウンサー|司会
presentiment	予感|前兆
presenting	発表
presently	ただ今
preservation	保全|保存|温存|維持
preserve	保つ|漬ける
president	会長|大統領|総裁|総長
press	押す|報道機関|促す|急かす
pressing	催促|プレス|至急|当面
pressure	圧力|圧迫|締め付け|切迫
prestige	威信|名誉|面目
presume	察する
presumption	推定
presupposition	予断
pretend	偽る|称する|装う
pretense	見せ掛け|偽装|出し|名目
pretension	自惚れ|自任
pretensions	見栄
pretentious	気障
pretext	曰く|理由|口実|大義名分
pretoria	プレトリア
pretty	綺麗|プリティ|美しい|割に
prevail	行き渡る|蔓延る
prevalence	流行
prevent	阻む|妨げる|食い止める|封じる
prevention	防止|予防|阻止
preview	試写|予告
previous	以前|この前
previously	先に|未然|前もって|予め
prey	獲物
price	価格|値段|代金|値
priceless	尊い
prices	物価
prick	突く|刺さる|刺す
prickle	刺
pride	誇り|自慢|自負|プライド
priest	僧侶|僧
priestess	尼僧
primarily	本来|主に|主として
primary	一級|予選|原発
prime	最盛期|盛り
primer	手引書|入門|手引き
primeval	原生|原始
primitive	原生|未開|幼稚|原始
primogenitor	元祖
primordial	原生|原始
prince	王子|公爵|プリンス
princess	姫|王女|妃殿下|プリンセス
principal	校長|元本|目抜き|原資
principle	原則|原理|旨|理
print	刷る|プリント|打ち出す|活字
printer	プリンタ
printing	印刷|染め|プリント|版
prioritized	重点的
priority	優先|重点|ウェイト
prism	プリズム
prison	刑務所|拘置所|監獄|別荘
prisoner	捕虜|囚人
pristine	原生
privacy	プライバシー|内緒|秘密|プライベート
private	民間|私立|私的|非公開
privation	辛酸|窮乏|欠如
privatisation	民営化
privatization	民営化
privilege	特権|特典|権利|光栄
prize	賞|賞品|褒賞|懸賞
prizing	珍重
pro-japanese	親日
proactive	積極的|主体的
probability	公算|確率|見込み
probable	有りそう
probably	多分|恐らく|先ず|大抵
probation	見習い|試練
probationer	見習い
probe	探査|見極める
problem	問題|問題点|悩み|題
problem-free	大丈夫
proboscis	口先
procedure	手続き|手順|手術|順序
proceed	行く
proceedings	議事|手続き
proceeds	売上金|収益|売り上げ|売上高
process	過程|手順|工程|プロセス
processing	処理|加工
procession	行列|列
processor	プロセッサー
proclaiming	喝破
proclamation	宣言|公表|発令|声明
procrastination	遅滞|延滞|怠慢
procure	仕入れる|手に入れる|得る
procurement	購買|買い上げ|調達
prod	突く
prodigy	天才|秀才|驚異
produce	作る|青果|生じる|生ずる
producer	演出家|プロデューサー|生産者|メーカー
producing	作り|作成
product	産物|積|物産|プロダクト
production	生産|演出|プロダクション|製造
productivity	生産性
products	産品
profession	職業|公言|稼業
professional	プロ|プロフェッショナル|玄人|ビジネスライク
professions	口先
professor	教授|教官
proficiency	熟練|力
proficient	堪能|上手|達者
profile	横顔|プロフィール|側面|断面
profit	利益|採算|得|利潤
profitable	有益|有利|美味しい
profits	利回り
profound	重厚|深い
profundity	深さ|厚み
progenitor	祖|先輩|元祖
prognostication	予言
program	番組|演目|プログラム|日程
programme	段取り|番組|演目|プログラム
progress	進展|進歩|運び|進み
progression	展開|発展
progressive	積極
prohibit	禁じる
prohibition	禁止|差し止め|禁制|戒め
project	事業|映し出す|張り出す|映す
projection	突出|投射|投影|突起
projector	プロジェクター
prolapse	脱出
proletarian	プロレタリア
proliferation	急増|増殖
prolog	プロローグ
prologue	プロローグ|序幕
prolongation	引き延ばし|延長
prolonged	長い
promenade	遊歩
prominence	突起
prominent	有数|有力|立派
promise	約束|見込み|将来性|言質
promising	有望|好調|輝かしい|頼もしい
promontory	崎
promote	売り込む|プロモート|興す|促す
promoter	プロモーター|発起人
promoting	増進
promotion	促進|振興|昇進|昇格
prompt	即時|早急|速やか|至急
prompter	プロンプター|後見
promptly	直ぐさま|咄嗟に|早速|早々
promulgation	公布|普及
prong	刃
pronoun	代名詞
pronouncement	宣告|言い渡し
pronouncing	発声
pronunciation	発音|読み方
proof	証明|証|証拠|裏付け
proofreading	校正|校閲
prop	支柱|突っ張り|支える|柱
propaganda	プロパガンダ|宣伝|プロパー
propagandist	プロパー
propagate	広める|伝える
propagation	布教|増殖|繁殖|伝送
propane	プロパン
propeller	プロペラ|スクリュー
propensity	偏向|性癖|気味
proper	順当|穏当|プロパー|真っ当
properly	宜しく|碌に|良く
properties	小道具
property	資産|財産|性質|物件
prophecy	予言
propitious	目出度い
propjet	プロップジェット
proportion	比例|比率|比|割り
proposal	提案|提言|申し入れ|申し出
propose	申し入れる|申し込む|企てる|言い出す
proposition	命題|建議|提案|発案
propping	支持
proprietary	特許
proprietor	経営者|主人|持ち主|マスター
proprietorship	所有権
proprietress	主人|主
propriety	可否|作法
proptosis	脱出
propulsion	推進
prorate	割り当てる
prose	散文|文章
prosecution	起訴|訴追|告発|公訴
prosecutor	原告
proselytizing	伝道|布教
prosody	韻律
prospect	眺望|見晴らし|候補|展望
prospective	将来的
prospects	将来|前途|形勢|当て
prosper	栄える|賑わう
prosperity	繁栄|隆盛|繁盛|得意
prosperous	盛ん|盛大|黄金
prostitute	売春婦|娼婦
prostitution	売春
prostration	衰弱
protagonist	主人公|仕手|主体
protect	守る|庇う|囲う
protecting	守り
protection	保護|守り|防護|擁護
protector	保護者
protein	タンパク質
protest	抗議|抗告|デモ|デモンストレーション
protestant	プロテスタント
protocol	調書|議定書|手順|規約
proton	陽子
prototype	原型|試作
protracted	長い
protrude	はみ出す
protrusion	突出|隆起
protuberance	突起|隆起|瘤
proud	傲慢
prove	裏づける
proverb	諺
provide	備え付ける|設ける|備える|定める
providence	摂理|守り
provider	提供者|大黒柱
providing	提供
province	州|藩|県|郷土
provincialism	方言|訛り
proving	判明
provision	支給|供給|調達|供与
provisional	暫定|臨時|仮設|試験的
provisionally	仮に
provisions	兵糧|糧食|食糧|条文
provocation	挑発|刺激|触発
provocative	挑発的
provoke	怒らせる|引き起こす
prowl	彷徨う|彷徨く
proximity	間近|側
proxy	替え玉|代理人|代理|代人
prudence	分別|心がけ
prudent	慎重|細心|賢明|用心深い
prune	刈り込む|刈る
pryingly	根掘り葉掘り
ps	追伸
pseudo	疑似
pseudonym	仮名|別名|筆名
psi	サイ
psychiatry	精神科
psychokinesis	念力
psychological	心理的
psychology	心理学|心理
pub	パブ|酒場
puberty	思春期
public	公共|公的|公立|人前
publication	発行|出版|掲載|刊行
publicity	宣伝|パブリシティー|広報
publicizing	広報
publish	発刊|著す
publisher	出版社|本屋
puckery	渋い
pudding	プリン
puff	吹く
puffing	息切れ
pull	引っ張る|引く|引きずる|コネ
pull-up	懸垂
pulp	パルプ
pulpit	壇
pulsar	パルサー
pulsation	脈拍|鼓動
pulse	脈|脈拍|パルス
pulverisation	粉砕
pulverization	粉砕
pump	ポンプ|汲む
pump-priming	呼び水
pumpkin	南瓜
pumps	パンプス
pun	洒落
punch	パンチ|殴る|打つ|迫力
punching	パンチ
punctual	几帳面
punctuate	区切る
punctuation	区切り
puncture	パンク
pundit	専門家
punish	罰する
punishment	罰則|罰|処罰|受刑
punk	チンピラ
pupil	生徒|弟子|瞳|門下生
puppet	人形|ロボット
puppy	子犬
purchase	購入|買取|買い入れる|買う
purchasing	買い付け|買い上げ|買い入れ
pure	純粋|清浄|ピュア|清らか
purge	粛清|パージ|追放|浄化
purging	一掃
purification	浄化|精製
purity	純度|潔白|清浄
purple	紫|紫色|パープル
purport	称する|旨
purpose	目的|使い道|意思|用途
purposeless	駄目
purposely	敢えて
purse	財布|手提げ|ハンドバッグ
pursue	辿る|追う|追っかける|追いかける
pursuer	追っ手
pursuing	従事
pursuit	追求|追撃|追跡|追っかけ
push	押し|押す|プッシュ|突く
pushchair	ベビーカー
pusher	後押し
pushing	後押し|押し
pushy	強引
put	置く|預ける
putrefaction	腐敗
putrescence	腐敗
putt	パット
putter	パター|彷徨う|彷徨く
putting	パッティング
putty	パテ
puzzle	パズル|謎|謎々|惑わす
pyjamas	パジャマ|寝巻き
pyongyang	平壌
pyramid	ピラミッド
pyrexia	発熱
pyro-	高熱
qasbah	カスバ
qilin	麒麟
qso	クエーサー
quack	インチキ
quadrangle	中庭
quadrilateral	四角
quagmire	泥沼
quaint	昭和
quake	震える
quaker	クエーカー
qualification	条件
qualifications	資格
qualified	適格
qualifying	形容
qualitative	質的
qualities	資質|素質
quality	質|品質|良し悪し|クオリティ
quandary	泥沼
quantitative	量的
quantity	数量|高|量|分量
quarantine	検疫|隔離|遮断
quarrel	口論|喧嘩|口げんか|争議
quarry	猟
quart	クオート
quarter	四半期|方面
quarterly	季刊
quarters	巷
quartet	カルテット
quartz	石英
quasar	クエーサー
quasi	疑似
quasi-	簡易
quaver	八分音符|震える
quay	岸壁|波止場
quebec	ケベック
queen	女王|王妃|クイーン|国王
queer	奇異|奇妙|異様|変
quell	抑える
query	問い|訊く|問い合わせ|照会
quest	探求
question	問題|質問|質疑|問い
questionable	疑わしい|怪しい|如何
questioner	聞き手
questioning	尋問|追及|聴取
questionnaire	アンケート
queue	行列|列
quick	速やか|迅速|素早い|クイック
quick-tempered	性急
quicken	早める|促す
quickening	胎動
quicklime	石灰
quickly	颯と|急に|早く|早々
quickness	敏速|速さ|切れ味
quiet	静か|穏健|閑静|穏やか
quietness	静寂
quintessence	神髄
quintessential	典型的
quintet	クインテット
quippu	キープ
quipu	キープ
quirk	個性
quisling	売国奴
quit	辞める|止める|辞す|退く
quite	極|丸で|実に|誠に
quitting	卒業
quiver	微動|震える
quiz	クイズ|テスト
quorum	定数
quota	ノルマ|定員|員数|分け前
quotation	引用|抄録|見積もり
quote	クオート
quotient	商
qur'an	コーラン
quran	コーラン
rabbit	兎
race	人種|競走|種族|レース
racecourse	競馬場
racehorse	競走馬
racer	レーサー
racewalking	競歩
rachmaninoff	ラフマニノフ
racing	空転
rack	ラック|台|棚
racket	ラケット
radar	レーダー
radial	ラジアル
radiance	輝き
radiant	眩しい
radiation	放射線|放射|照射|発光
radiator	ラジエーター
radical	部首|ラジカル|抜本的|過激
radio	無線|ラジオ
radioactive	放射性
radioactivity	放射能
radium	ラジウム
radius	半径
radon	ラドン
raffle	抽選|籤
raft	ラフト|フロート
raga	貪欲
rage	激怒|怒り|暴れる|ブーム
raid	遊撃|来襲|殴り込み|侵す
rail	レール
railing	欄干|手すり|柵|垣
railroad	鉄道|線路
railway	鉄道|線路
rain	雨|降雨|レーン
rainbow	虹
raincoat	レインコート
raindrops	点滴|雨垂れ
rainfall	雨量|降雨|降水|雨降り
rainstorm	暴風雨|風雨
raise	上げる|高める|起こす|訴える
raising	提起|飼育|高揚|掲揚
rakugo	落語
rally	巻き返し|糾合|ラリー|持ち直す
ramen	拉麺
ramification	分岐
rampage	暴走
rampant	奔放
ranch	牧野|牧場
random	無作為|ランダム|任意|矢鱈
range	射程|レンジ|距離|焜炉
ranger	レンジャー
rank	序列|ランク|順位|位置付ける
ranking	ランキング|上位
rankness	繁茂
ranks	列
rape	レイプ|婦女暴行|暴行|菜
rapeseed	菜種|菜
rapid	急速|高速|急激|迅速
rapidity	快速|速さ
rapidly	急に|早く
rapids	滝川|早瀬|激流|滝
rapport	触れ合い
rapprochement	和解
rapture	喜び|満悦
rare	珍|稀|レア|希少
rarefied	希薄
rarely	滅多に|偶に
rarified	希薄
rarity	暁星
rash	軽率|気触れ|性急|軽はずみ
rashly	無闇に
rashness	勇み足
rasping	耳障り
rat	鼠|犬
rate	割合|割り|歩合|率
rather	却って|寧ろ|いっその事|未だしも
ratification	批准
rating	格付け|等級|評価
ratings	視聴率
ratio	比率|比|割合|割り
ration	定額
rational	合理的
rationalisation	合理化
rationalise	合理化
rationality	合理
rationalization	合理化
rationalize	合理化
rationing	割り当て|配給
rations	食糧
rattling	バタバタ
raucous	騒々しい
raven	烏
ravine	谷間|峡谷|渓谷|狭間
ravioli	ラビオリ
raw	生|生々しい
ray	光
rayon	レーヨン
razor	剃刀|レザー
razz	揶揄う
rbi	打点
re-creation	レクリエーション
re-election	再選|改選
re-examination	再検討
re-examine	見直す|見返す
re-flotation	引き上げ
re-think	思い直す
re-use	流用
reach	及ぶ|達する|届く|リーチ
reaching	到達|成立
reaction	反応|反動|反作用|リアクション
reactionary	後ろ向き
reactions	感想
read	読む
reader	読者|読本|リーダー
readily	中々|直に
readiness	覚悟|心構え|態勢|気持ち
reading	読書|読み|読み取り|リーディング
reading-book	読本
ready	無造作|レディー|良い
ready-made	既製
reaffirmation	再確認
reagent	試薬
real	リアル|本格的|実質的|真の
realisation	体得|貫徹|成就|実現
realise	気がつく|気づく
realism	リアリズム|臨場感
realistic	現実的|リアル
reality	現実|実際|如実|実相
realization	換金|体得|貫徹|成就
realize	気がつく|気づく|果たす|目覚める
realm	分野|天地|国土|場
realtor	不動産屋
reap	取り入れる|刈り取る|刈る
reappearance	再現
reappointment	再任
reappraisal	再検討
rear	背後|後部|後列|リア
rearing	育成|養育|棒立ち|保育
rearrange	並び替える|立て直す
rearrangement	組み替え
reason	理由|理|由|理性
reasonable	適正|リーズナブル|当たり前|合理的
reasoning	推理|推論
reasons	事情|事故
reassess	考え直す
reassuring	心強い|力強い
rebar	鉄筋
rebate	リベート|割引
rebellion	造反|反発|暴動|騒動
rebirth	新生|更生|復活
reboot	再起動
rebound	リバウンド|弾み
rebounding	反発
rebuilding	再建|改築|復興|更生
rebuke	叱る|小言|咎める|問責
rebuking	喝破
rebuttal	反論|反証
recapitulation	反復|再演
recapture	奪回|奪還
recede	退く
receipt	受領|領収|レシート|受取り
receipts	収入
receive	受け取る|受ける|引き取る|貰う
receiver	受話器|受信機|レシーバー|受け皿
receivership	管財
receiving	受け入れ|受信|受取り|頂戴
recent	新しい|生々しい
recently	先だって|先頃|この前|昨今
receptacle	容器|器物|入れ物|受け皿
reception	受付|応接|享受|受容
receptive	虚心
recess	休み|休憩|隅|休憩時間
recesses	奥
recession	リセッション|不況|不景気|低迷
recharging	チャージ
recipe	製法|秘訣|処方
recipient	受取人
reciprocal	相互|交互
reciprocally	互いに|お互いに
reciprocation	応酬
reciprocity	交換
recital	リサイタル|語り|独奏|演奏会
recitation	朗詠|朗読|謡
recite	唱える|語らう|詠む|語る
reciter	語り手
reckless	無謀|滅多|呑気|乱暴
recklessly	無闇に
recklessness	蛮勇
reckoning	計算|会計|勘定
reclaim	救出
reclamation	開拓|開墾|造成
reclassification	組み替え
recline	倒す
recognise	認める|気づく|見分ける
recognition	承認|認識|認知|認め
recognize	認める|気づく|見分ける
recoil	反動
recoiling	反発
recollect	偲ぶ
recollecting	回顧
recollection	回想|記憶|見覚え|述懐
recollections	思い出
recombination	組み替え
recommence	やり直す
recommend	推す|勧める
recommendation	推薦|勧め|推奨|選奨
recompense	償い|報酬|報いる|償う
recomposition	組み替え
reconciliation	和解|講和|仲直り|融和
reconciling	ノーサイド
reconfirmation	再確認
reconnaissance	偵察|内偵
reconsider	考え直す
reconsideration	再考|見直し|反省|再検討
reconstruction	再建|復興|改築|復元
record	記録|記録的|レコード|成績
record-breaking	前代未聞
recorder	レコーダー|笛
recording	録音|録画|採録|レコーディング
records	文書
recover	持ち直す|治る|取り返す|取り戻す
recovery	奪回|奪還|立ち直り|回収
recreation	レクリエーション|気晴らし|プレイ|休養
recruit	リクルート|募る
recruiter	リクルーター|スカウト
recruiting	求人
recruitment	募集|徴兵|採用
rectangle	長方形
rectangular	四角い
rectification	直し|矯正|更正
rectify	正す
rectifying	是正
recuperation	療養|保養|休養|回復
recurrence	再燃|再発|回帰|反復
recurring	去来
recursion	反復
recusation	忌避
recycling	リサイクル|流用
red	赤い|赤色|レッド|赤
redecoration	新装|リフォーム|衣替え
redeem	償う
redemption	償還|償却|買い戻し|返済
redesign	衣替え
redevelopment	再開発
redirecting	回送
redirection	転送
redo	やり直す
redoing	やり直し
redoubtable	手ごわい|恐るべき
redress	矯正|正す
redressing	是正
reduce	狭める|縮める|引き下げる|下げる
reduction	引き下げ|縮小|減反|減額
redundancy	重複
reef	暗礁|岩礁
reel	繰る|リール
reemergence	再現
reenactment	再現
reexamination	再審
referee	行司|レフェリー|主審|審判
refereeing	審判
reference	参考|参照|言及|引き合い
referral	推薦|紹介
refill	お代わり
refilling	補充
refinance	リファイナンス
refine	練る|晒す|絞り込む|磨く
refined	上品|優雅|高尚|凝った
refinement	教養|優美|洗練|風流
refining	精製|研磨
reflect	映す|考える|振り返る|映し出す
reflecting	反映|反射的
reflection	反省|反映|反射|自省
reflector	レフ
reflex	反射
reflexes	反射
reflexive	反射的|再起
reflexively	思わず
reflorescence	返り咲き
reflowering	返り咲き
reflux	還流
reform	改革|革新|刷新|改良
reformation	維新|改新|改革|再生
refrain	控える|繰り返し|差し控える|慎む
refraining	遠慮
refresh	リフレッシュ|晴らす|晴れる
refreshed	清々しい
refreshing	清々しい|爽快|清涼|涼しい
refreshment	気分転換|持て成し|お持て成し
refrigerate	冷やす|冷やかす
refrigeration	冷却|冷蔵|冷凍
refrigerator	冷蔵庫
refueling	給油
refuge	山小屋|ネスト
refugee	難民
refugees	避難民
refund	払い戻し|返済|還付|払い戻す
refurbishment	新装
refusal	拒否|拒絶|辞退|反発
refuse	断る|拒む|塵|蹴る
refutation	反論|反証
regain	取り返す|取り戻す
regard	見なす|尊重|思いやり
regatta	レガッタ
regeneration	再生|回生|新陳代謝|更生
reggae	レゲエ
regime	領域
regiment	連隊
regimentation	結集
region	地域|地方|部位|辺
register	登載|レジ|レジスター|名簿
registrant	登録者
registration	登録|登記|届|書留
registry	登記|記帳|書留
regression	回帰
regret	悔い|無念|後悔|悔いる
regrettable	遺憾|心外|惜しい|残念
regular	正規|レギュラー|常任|正
regularisation	本格化
regularised	一定
regularity	秩序
regularization	本格化
regularized	一定
regularly	決まって
regulate	取り締まる
regulation	規制|統制|調節|調整
regulations	条例|心得|規律
rehabilitation	復権|更生|社会復帰|リハビリ
rehash	蒸し返す
rehearsal	リハーサル
reheat	蒸し返す
reign	統治
reigning	君臨
reimburse	払い戻す
reimbursement	弁償|返済|弁済
reimport	逆輸入
reimportation	逆輸入
reincarnation	再来
reinforcement	増強|補強|援軍|強化
reins	手綱
reinstatement	復権|返り咲き|復帰
reissue	復刻
reiteration	繰り返し
reject	断る|拒む|撥ねる|蹴る
rejection	否決|棄却|拒絶反応|排斥
rejoicing	喜び
rejuvenation	若返り|新陳代謝
relapse	再発|逆戻り|後戻り
relating	述懐
relation	関係|関連|仲|親類
relationship	間柄|関係|仲|絆
relative	親類|親族|相対的|親戚
relatively	割と|割に|比較的
relatives	身内|一族
relativity	相対
relax	寛ぐ|リラックス|憩う|弛む
relaxation	慰安|憩い|休息|気晴らし
relaxing	洗濯
relay	中継|リレー|交代|伝達
release	解放|開示|釈放|放出
releasing	発表
relegation	降格|左遷
relentless	冷酷|厳しい
relentlessly	容赦なく
relevance	関連
relevant	適切
reliability	信頼性
reliable	頼もしい|堅実|確実|着実
reliance	信頼|頼り|依存|頼み
relic	遺物|生き残り
relics	名残
relief	緩和|救援|救済|安心
relieve	替わる|和らげる|紛らす|緩める
religion	宗教
relinquish	返上
relish	味わう
relocation	移転|出向
reluctance	未練|抵抗
reluctant	不本意|名残惜しい|嫌
remain	余る|残る|止まる|宿る
remainder	余り|残高|余剰|落ちこぼれ
remaining	残留|残存|残り
remains	名残|遺構|亡骸|遺体
remake	リメーク|やり直す|塗り替える
remaking	更生
remark	発言|言|注釈|言葉
remarkable	顕著|目覚ましい|著しい|偉い
remarks	備考
remarriage	再婚|転嫁
rematch	リターンマッチ
remedy	矯正|療法|治療法|仕様
remembrance	見覚え|記憶|形見|メモリー
reminisce	偲ぶ|振り返る
reminiscence	思い出|回想|述懐|昔話
reminiscences	回顧録
reminiscing	回顧
remiss	疎か
remission	赦免|小康
remittance	送金|仕送り
remitting	送付
remnant	残り|半端|余り
remnants	遺構
remodeling	改造|改装|新装|一新
remodelling	改装|改造|新装|改築
remonstrance	勧告
remonstrate	諭す
remonstration	説教
remorse	後悔|反省
remorseful	済まない
remote	遠隔|ロケ|遥か|遠い
removal	除去|撤収|排除|解任
remove	外す|取り除く|除く|退ける
remuneration	報酬|謝礼|礼金|待遇
renaissance	ルネサンス|復興
rename	リネーム
rendezvous	待合|待ち合わせる|出会い|落ち合う
renew	書き換える|切り替える
renewal	更新|更改|新陳代謝|維新
rengo	連合
renovation	リニューアル|リフォーム|刷新|衣替え
renown	名声
renowned	名高い|高名
rent	家賃|賃貸|使用料|裂け目
rent-a-car	レンタカー
rental	レンタル
renting	賃借
renunciation	放棄|棄権|棄却
reopening	再開|開通
reorganisation	再編|改編|改組|改装
reorganization	再編|改編|改組|改革
reorganize	並び替える|立て直す
repaint	塗り替える
repair	修理|改修|補修|修繕
reparation	補償|代償|弁償
reparations	賠償|賠償金
repatriation	帰還|送還|復員
repay	払い戻す|報いる
repayment	返済|償還|償却|恩返し
repeal	廃止|撤廃|撤去|撤退
repeat	繰り返す|繰り返し|言い返す
repeatedly	度々|頻りに|屡々|呉れ呉れも
repeater	リピーター
repel	弾く
repent	悔やむ
repentance	悔い|後悔|反省
repercussions	波紋|反響
repertoire	レパートリー
repertory	レパートリー
repetition	繰り返し|反復|重複
repetitious	諄い
rephrase	言い換える
replace	換える|置き換える|替わる|改める
replacement	入れ替え|代わり|新陳代謝|切り替え
replacing	代わり
replenishing	充填
replenishment	補充|補給
replevin	回復
replica	レプリカ
reply	回答|返事|応答|返信
report	報告|報道|報告書|答申
reportage	ルポ|ルポルタージュ|ドキュメント|レポート
reporter	記者|リポーター|アナウンサー
reporting	報道|決算
repose	静止|休まる|安静|憩う
repository	宝庫
reprehensible	随分
represent	表す|替わる
representation	代理|代表|表明|象徴
representative	代表|代表的|典型的|代人
representing	代弁
repress	抑える
reprimand	懲戒|懲罰|問責|叱る
reprinting	複製|復刻
reprisal	報復
reproach	咎める|非難|責める
reproduce	写す
reproduction	生殖|複製|複写|復刻
reproof	問責
reprove	咎める
reptiles	爬虫類
republic	共和制|共和国
republican	共和
republicanism	共和制
republication	復刻
repudiation	否定|否認
repugnance	嫌悪|抵抗
repulsion	抵抗|反発
repulsive	醜悪
repurchase	買い戻し
reputation	評判|名声|信用|面目
request	依頼|頼む|頼み|リクエスト
requesting	指名
requests	ニーズ
requiem	レクイエム
require	要する|求める
required	所要|必修|必須|マスト
requirement	条件|要求|要件|必要
requirements	資格
requisite	必須|必需品|要件
requisition	要求
reread	読み返す
resale	再販|転売
rescinding	解除
rescission	撤廃
rescue	救出|レスキュー|救援|救い
research	探究|リサーチ|研究|探索
researcher	研究者|研究員|研究家
resemblance	類似|相似
resemble	似る
resent	恨む
resentment	恨み|憤り|ルサンチマン|憤慨
reservation	予約|保留|オーダー
reserve	予備|控え|積立金|遠慮
reserved	控えめ|内気|水臭い|地味
reserves	備蓄
reserving	留保|貸し切り|積立|準備
reservoir	貯水池
reshuffle	更迭|再編|異動|改組
reshuffling	改造
reside	住む|住まう
residence	住宅|居住|駐在|屋敷
resident	居住者|住民|住人
residing	在住|在留
residual	残留
residue	残り|余剰
resign	辞める|止す|辞す|退く
resignation	辞任|辞職|退陣|退社
resilience	体力|腰
resin	樹脂
resist	楯突く|耐える
resistance	抵抗|抗戦|耐性|レジスタンス
resistor	レジスター
resolute	果敢|潔い|逞しい
resolutely	思い切って|断然
resolution	決議|志|議決|決心
resolve	決める
resonance	共鳴
resort	リゾート
resound	響く|響めく|鳴る
resource	仕方|素材|仕様
resources	財源|資源|物資|富
respect	尊重|敬意|尊敬|重んじる
respectable	真っ当
respective	別々|各自
respectively	夫れ夫れ
respiration	呼吸
respite	休み|小康
resplendent	煌びやか
respond	応じる|応える|応ずる|言い返す
responding	呼応
response	答弁|手応え|レス|反応
responsibility	責任|負担|義務|役
responsible	主体的
rest	休み|休憩|休養|静養
restart	再起動
restarting	再スタート|再開
restaurant	料理屋|レストラン|飲食店|店
restful	平穏|安らか
restitution	損害賠償|復旧
restless	不穏|忙しい|騒々しい
restoration	回復|修復|復旧|還元
restore	返す|引き戻す|戻す|立て直す
restrain	抑える|引き止める|捕まえる|繋ぐ
restraining	セーブ
restraint	束縛|制限|抑制|拘束
restrict	限る|縛る
restricted	立ち入り禁止
restriction	制限|拘束|限定|制約
restroom	お手洗い|トイレ|便所|手洗い
restructuring	リストラ|改造
result	結果|成果|合否|当落
results	成績|業績|戦績|記録
resume	履歴書|やり直す
resuming	続行
resumption	再開
resurrection	回生|復活
resuscitation	再生|起死回生|回生|再燃
retail	小売
retain	保つ
retainer	家来|侍
retainment	温存
retaliate	報いる
retaliation	報復
retard	遅らす
retention	保持|保有|存続
rethink	考え直す
reticence	沈黙
reticent	無口|寡黙
retina	網膜
retinue	家来|供|付き添い
retire	辞める|辞す|退く
retiree	隠居
retirement	退職|引退|退任|隠居
retiring	就寝|廃業|リタイア
retorsion	報復
retort	口答え|レトルト|言い返す
retortion	報復
retouching	修正
retract	取り消す
retraction	撤回|後退
retreat	後退|退却|庵|退く
retreating	撤収
retrenchment	節減|緊縮
retrial	再審
retribution	罰|報復|報
retrieval	検索|回収
retrieve	取り出す
retro	レトロ
retrogression	逆戻り|後退|後戻り
retrogressive	後ろ向き
retrospection	回想|回顧
retrospective	後ろ向き
return	返還|復帰|再発|帰り
returning	戻し|帰途
returns	利潤|収益|収穫
reunion	再会
revalidation	再確認
reveal	打ち明ける|出す|明かす|表す
revealing	披瀝|披露
revelation	啓示|暴露|示し
revenge	雪辱|復讐|報復|お返し
revenue	税収|収入|収益
reverberate	響く
reverberation	余韻|反響|響き|反射
revere	敬う|仰ぐ
reverence	尊敬|恐れ
reverend	牧師
reverie	夢想
reversal	逆転|逆戻り|反転
reverse	逆|裏面|逆しま|裏腹
reversed	逆さ
reversing	後退|バック|転倒|後進
reversion	復元|帰属
review	見直し|復習|レビュー|批評
reviewer	評論家
revise	改める|変える
revision	改正|改定|改訂|校閲
revitalization	起死回生
revival	復活|復興|リバイバル|再燃
revive	生き返る|興す|立て直す|呼び戻す
revocation	撤去|撤退|撤回|取り消し
revoke	取り消す
revolt	反発|暴動|反乱
revolting	気持ち悪い
revolution	革命|旋回|回転|維新
revolutionary	画期的
revolutionizing	変革
revolve	回る|舞う
revolver	短銃|拳銃
revulsion	反感
reward	見返り|謝礼|報いる|褒美
rewind	巻き返し
reword	言い換える
rewrite	書き換える|書き直す|塗り替える
rhetoric	レトリック
rhyme	韻
rhythm	リズム|拍子|韻律|調子
rhythmical	リズミカル|軽快
ri	里
rib	リブ|畝
ribbon	リボン
rice	米穀|米|ライス
rice-sugar	飴
rich	濃厚|リッチ|裕福|豊富
riches	富|財|富裕
richness	潤い
rickshaw	人力車
riddle	謎|謎々
ride	ライド|乗り|乗り物
rider	ライダー|騎手|特約
ridge	棟|尾根|畝|峠
ridicule	揶揄う|嘲る
ridiculous	可笑しな|法外|可笑しい|馬鹿らしい
riding	乗り|馬術
rifle	小銃|ライフル|銃
rift	切れ目|亀裂|割れ目|裂け目
right	右|権利|権|正しい
right-click	右クリック
right-wing	右翼
righteous	正しい
righteousness	正義
rightly	当然
rights	利権
rightsholder	有権者
rigid	厳しい|厳格|厳重|窮屈
rigidity	硬直
rigor	緊密|硬直
rigorous	厳重|酷|厳格|過酷
rigour	緊密
rikishi	力士|相撲取り|相撲
rim	縁|リム
rime	韻
rin	厘
rind	皮
ring	輪|土俵|指輪|鳴らす
ringer	替え玉
ringing	鳴り|高らか
ringleader	元凶|張本人|首謀
ringside	リングサイド
rink	リンク
rinse	リンス|洗う
rinsing	水洗
riot	騒動|騒乱|暴動|動乱
rioter	暴徒
rip	破る|裂け目|破れる|割る
ripen	実る
ripeness	円熟|成熟
ripening	実り
riposte	応酬
ripple	波紋|波及|皺
rise	上がり|高まり|高まる|台頭
rising	上昇|新進|起床|出
risk	リスク|冒す|賭ける|危険
riskiness	危険性
risky	危ない
risotto	リゾット
rite	儀式
rites	式典
ritual	儀式
rival	ライバル|敵|並ぶ
rivalry	対抗|競争|競合|争い
river	川
riverbank	川端|川岸
rivers	河川
riverside	河畔|川岸
rivet	釘
rn	看護師
road	道|道路|街路|ロード
roadshow	ロードショー
roadside	沿道|道端
roadway	車道|通路
roaming	散策
roan	ローン
roar	爆音|鳴き声|鳴る|唸る
roast	ロースト|焼く
robber	強盗|ロバ|盗賊|泥棒
robbery	盗難|略奪|強盗|泥棒
robe	衣
robot	ロボット
robot-like	事務的
robust	丈夫|強壮|達者
rock	岩|岩石|ロック|揺る
rockabilly	ロカビリー
rocker	ロッカー
rocket	ロケット|ロケット弾
rococo	ロココ
rod	竿|ロッド|棒
rodeo	ロデオ
roe	卵
roentgen	レントゲン
roentgenoscopy	透視
roil	濁す
role	役|役柄|役回り|役目
roll	名簿|巻|転がす|転がる
roll-call	点呼
rollback	巻き返し
roller	ローラー|畝り
rolling	ローリング|動揺
rom-com	ラブコメ
romance	ロマン|ロマンス
romantic	ロマンチック|ムーディー|乙
rome	羅馬
ronin	浪人
roof	屋根|ルーフ
rooftop	屋上
rook	飛車
rookery	巣|ネスト
rookie	ルーキー|新人|雛
room	部屋|ルーム|室|空間
root	根|根本|根底|根源
rooting	声援|応援
roots	ルーツ
rope	綱|縄|ロープ
rope-jumping	縄跳び
ropeway	ロープウェイ
rosary	数珠
rose	薔薇|ローズ
rose-color	バラ色
rose-colour	バラ色
rosin	樹脂
roster	名簿|顔ぶれ
rostrum	演壇|壇
rot	腐る|腐食
rotary	ロータリー
rotate	回す
rotating	ロータリー
rotation	回転|持ち回り|回り|輪番
rotogravure	グラビア
rotor	ローター
rotund	丸々
rotundity	丸み
rouge	ルージュ|紅
rough	大まか|大雑把|雑|荒い
rough-and-ready	拙速
rough-mannered	荒っぽい
roughen	荒らげる
roughly	凡そ|一応|略|一通り
roughness	凸凹|凹凸
roulette	ルーレット
round	丸い|ラウンド|巡回
roundabout	ロータリー|婉曲
rounding	四捨五入
roundness	丸み
rounds	ラウンド
roundup	検挙
roundworm	虫
rouse	盛り上がる|動かす
rousing	壮行|呼び水|鼓舞|勇ましい
route	路線|進路|航路|途
routine	ルーチン|定番|定期的|日常
roux	ルー
roving	移動
row	列|漕ぐ|一行|行
royal	王立|ロイヤル
royalty	王族|印税|ロイヤリティ|皇族
rub	擦る|揉む|摩る|撫でる
rubber	消しゴム|ラバー|ガム
rubbing	摩擦
rubbish	塵|出鱈目
rubble	瓦礫
ruby	ルビー
ruck	ラック
rucksack	リュックサック|ナップザック
rudder	舵|ラダー
rude	粗野|荒々しい|粗暴|荒っぽい
rudeness	無礼|失敬
rudiments	初歩
ruefulness	未練
rug	ラグ|絨毯
rugby	ラグビー|ラガー
rugged	険しい|強い
ruggedness	凸凹|凹凸
rugger	ラガー
rugrat	砂利
ruin	荒廃|破滅|没落|滅亡
ruined	目茶目茶
ruins	廃虚|故郷|跡
rule	統治|政|規則|決まり
ruler	君主|物差し|定規|王
rules	条例|規約|憲法|心得
ruling	裁定|支配的|裁決
rum	ラム
rumble	鳴る
rumination	思案
rumor	噂|囁く
rumour	噂|評判|囁く
rump	尻|ラン
run	走る|営む|駆ける|滲む
runaway	暴走
rung	一段
runner	走者|ランナー|絨毯
runner-up	次点|二番|次席
running	出馬|走行|走り|ランニング
runs	点数|得点
runway	滑走路
rupture	絶交|決裂|破裂|不成立
rush	躍進|突進|殺到|ラッシュ
rushed	性急
rushing	急行|突貫
russia	露西亜
rust	錆|錆びる|腐食
rustic	粗野
rustle	騒めく|騒ぐ
ruthless	残酷|無残|冷酷|残忍
rv	キャンピングカー
rye	ライ
ryokan	旅館
ryotei	料亭
ryukyu	琉球
sa	休憩所
saccharinity	糖質
sack	袋|俵|塁
sacking	免職
sacred	尊い
sacredness	神聖|不可侵
sacrifice	犠牲|供える|身代わり
sacrificing	切り捨て
sad	悲しい|嘆かわしい|惨め|痛ましい
saddle	サドル|跨ぐ
sadism	サド
sadist	サド
sadistic	サディスティック
sadness	悲しみ|悲哀
safari	サファリ
safe	大丈夫|金庫|無難|セーフ
safeguard	保護|防御
safekeeping	保管
safely	無事
safety	安全|無事|安否|保安
sag	垂れる|弛む|萎む
sagacious	賢明
sagacity	知恵
sage	賢人|哲人|聖人
sai	才
sail	帆|走る
sailboat	ヨット
sailing	出動|航法|帆走|航海
sailor	船員|兵隊
saint	全人|聖人
saitama	埼玉
sake	日本酒|酒
sakoku	鎖国
salaciousness	好色
salad	サラダ
salaried	有給
salary	給料|手当|俸給|サラリー
salaryman	サラリーマン
sale	発売|売り|売り出し|セール
sales	販売|売上高|売れ行き|セールス
salesman	セールスマン|セールス
salesperson	販売員|店員
saliva	唾
sally	出撃
salmon	鮭|サーモン|鮎
salon	サロン
saloon	サルーン|サロン
salsa	サルサ
salt	塩|塩分
salt-and-pepper	霜降り
saltiness	塩味
saltpan	塩田
saltwater	海水
salty	塩辛い|辛い
salutation	挨拶|会釈
salute	挨拶|迎える
salvage	引き上げ
salvarsan	サルバルサン
salvation	救済|救い
salve	薬
sam	サム
samantabhadra	普賢
samba	サンバ
samisen	三味線
samjna	想
sample	見本|試料|サンプル|標本
sampler	サンプラー
sampling	サンプリング|抽出
samprayukta	相応
samsara	生死
samurai	武士|侍
sanatorium	保養所|療養所
sanction	決裁
sanctions	制裁
sanctity	尊厳|神聖|本気
sanctuary	サンクチュアリ|聖域|聖堂|神殿
sand	砂|サンド
sandal	サンダル
sandpaper	サンドペーパー
sandwich	サンドイッチ
sanforised	サンフォライズ
sanforized	サンフォライズ
sangha	僧
sanitary	サニタリー|衛生的|清潔|健康的
sanitation	公衆衛生|保健|衛生
sanskrit	サンスクリット
sap	汁|水分
sapling	苗木
sapphire	サファイア
sapporo	札幌
saprophagy	腐食
sarcasm	皮肉|風刺
sarcophagus	石棺
sardine	鰯
saree	サリー
sari	サリー
sarin	サリン
sarong	サロン
sash	サッシ
sashimi	刺身|刺し
satan	悪魔
satchel	鞄
satellite	衛星|サテライト
satiation	飽和|飽食|堪能
satin	サテン
satire	風刺|皮肉
satisfaction	満足|会心|堪能
satisfactorily	碌に
satisfactory	碌な|可|好調|十分
satisfy	満たす|応じる|添う|応ずる
satori	悟り
satsuma	蜜柑
saturation	飽和
saturday	土曜|土曜日
saturn	土星
sauce	ソース|垂れ
saucepan	鍋
saucer	受け皿
saucy	生意気
sauna	サウナ
sausage	ソーセージ
saute	炒める
savage	野蛮|残虐|未開
savagery	蛮行
savanna	サバンナ
savannah	サバンナ|草原
save	助ける|余す|セーブ|救う
saving	積立|節約|保存|エコノミー
savings	貯金|貯蓄|積立
savior	救世主
saviour	救世主
savor	味わう
savory-smelling	香ばしい
savour	味わう
savoury	香ばしい
saw	鋸
sax	サックス
saxophone	サクソフォン|サックス
saying	諺
scad	鯵
scaffold	足場
scaffolding	足場
scald	火傷
scalding	熱々
scale	規模|鱗|音階|スケール
scales	秤
scalp	地肌
scalpel	メス|刀
scam	詐欺
scampering	疾走
scan	スキャン|目を通す|検査
scandal	不祥事|醜聞|スキャンダル|事件
scandalous	スキャンダラス
scandinavia	北欧
scanner	スキャナー
scantron	マークシート
scanty	貧弱|乏しい|貧しい|微か
scapegoat	スケープゴート|犠牲|身代わり
scar	傷跡|傷|付く
scarce	希少|少ない|乏しい
scarcity	不足
scare	恐慌|脅かす|恐怖
scaredy-cat	チキン
scarf	スカーフ|マフラー|襟巻き|ストール
scarlet	朱|スカーレット|赤い|赤
scary	怖い
scathing	痛烈
scatter	散らす|撒く|ばら撒く|散る
scattered	疎ら|散漫
scattering	拡散|散らし|散発|散布
scatterings	落ちこぼれ
scavenge	漁る
scavenging	清掃
scenario	脚本|台本|場面|シナリオ
scene	場面|光景|眺め|シーン
scenery	風景|景観|景色|背景
scent	香り|匂い|手がかり
scepticism	懐疑|疑い
schedule	日程|スケジュール|予定表|時間割
scheduled	計画的
schema	図解|図式
schematic	図解
scheme	策略|企む|プラン|企み
scholar	学者|学究
scholarship	学問|奨学金|学識|スカラシップ
school	学校|流派|一派|スクール
schoolbook	教科書
schoolchild	生徒
schoolhouse	校舎
schooling	教育
schoolwork	学業
schoolyard	校庭
schubert	シューベルト
science	科学|学術|理科|理系
scientific	科学的
scientist	科学者
scissors	鋏
sclerosis	硬化
scoff	嘲る
scold	叱る|決め付ける|怒る|戒める
scolding	小言|喝破|説教
scoop	掬う|スクープ|スコップ
scooter	スクーター
scope	スコープ|規模|範囲|枠外
scorch	焦げる|焦がす
score	楽譜|戦績|スコア|得点
scoreboard	スコアボード
scoreless	無得点
scoring	得点|採点
scorn	軽蔑|侮蔑|蔑む|侮る
scotch	スコッチ
scoundrel	悪人|悪者
scout	スカウト
scouting	偵察|内偵|スカウト
scramble	スクランブル|争奪|溶く
scrap	スクラップ|断片|屑|切り抜き
scrape	擦る|傷
scrapping	廃棄
scratch	掻く|擦り傷|傷|踏切
scratchpad	メモ帳
scrawl	落書き|走り書き
scream	絶叫|悲鳴|叫び|叫ぶ
screeching	鋭い
screen	画面|スクリーン|網戸
screening	上映|選考|選別
screenplay	脚本|シナリオ
screentime	出番
screenwriter	シナリオライター
screw	スクリュー|ビス|捩る|螺旋
screwball	変化球
screwdriver	ドライバー
scribble	落書き
scribbling	走り書き
script	脚本|台本|シナリオ|本書
scripter	スクリプター
scriptwriter	シナリオライター
scrounge	漁る|集る
scrub	擦る|蠅
scrubbing	掃除
scrum	スクラム
scrummage	スクラム
scruples	疑念
scrupulous	克明|念入り|入念|厳密
scrutinizing	チェック
scrutiny	検討|吟味
scuba	スキューバ
scuffle	乱闘|喧嘩
scuffling	格闘
scull	スカル|漕ぐ
sculpt	彫る
sculpture	彫像|彫刻
scum	屑
sea	海|海面
sea-lane	シーレン
seabed	海底
seacraft	船舶
seafloor	海底
seafood	シーフード|魚介類|魚介
seal	封|封じる|判|判子
sealing	調印|シーリング
seam	縫い目
seamless	シームレス
seaplane	船
search	捜査|捜索|探求|探索
searching	探訪|模索
searchlight	サーチライト
seashell	貝殻|貝
seashore	海浜|浜|磯|海辺
seasickness	船酔い
seaside	臨海|海浜|海辺
season	時期|季節|利かせる|シーズン
seasonal	時々
seasoning	加味|味付け|調味料|塩梅
seat	座|席|座席|腰掛け
seatbelt	シートベルト
seating	収容
seawater	海水
seaweed	海藻|藻類|藻
secede	退く
secession	離脱|脱退
second	二次|二番|二つ目|乙
second-rate	二流|悪質
secondary	二の次|付帯|二次
secondly	次いで
secondment	出向
seconds	お代わり
secrecy	機密|内緒|秘密
secret	秘密|秘訣|密か|シークレット
secretariat	事務局|書記局
secretary	長官|秘書|書記官|参事
secretary-general	総長
secretion	分泌
sect	宗|宗派|宗門|一派
section	欄|区間|句|断面
sector	セクター|地区|扇形
secure	大丈夫|無難|手堅い|得る
securing	確保|固定
security	安保|担保|セキュリティ|安全
sedan	セダン
sedative	鎮痛剤
sedge	菅
sediment	土砂
sedimentation	堆積
sedition	扇動
seduce	丸め込む|丸める|誘う|惑わす
seducer	キラー
seduction	誘惑
seductiveness	色気
seductress	キラー
see	見る|見受ける|見かける|ご覧になる
seed	種子|種|シード|蒔く
seed-plot	苗床
seedbed	苗床
seedling	苗|苗木
seedy	見窄らしい
seedy-looking	貧相
seeing	拝見|面会
seek	探す
seeking	シーク
seem	見える
seeming	見せ掛け
seemingly	一見
seersucker	サッカー
seethe	煮る|炊く
seething	沸騰
segment	区間|コーナー
segmentation	区分
segmenting	分割
segregation	分立|隔離|分離
seiza	正座
seize	掴む|捉える|乗っ取る|捕まえる
seizing	掌握
seizure	押収|捕獲|収用|没収
seki	関
seldom	稀|偶々|滅多に|偶に
select	セレクト|選ぶ|選る|見出す
selection	選択|選考|選|選抜
selector	選者
self	自身|自己|自我
self-abandonment	自棄
self-accusation	自責
self-assured	強気
self-awareness	自覚
self-catering	自炊
self-centered	気まま
self-cleansing	自浄
self-condemnation	自責
self-confidence	自信|自負|意気地
self-consciousness	自覚
self-control	自律|我慢
self-defence	サンボ|自衛
self-defense	自衛
self-destruction	自滅
self-determination	自決
self-discipline	自粛
self-education	独学
self-effacement	無我
self-effacing	控えめ
self-employment	自営|自営業
self-evident	自明
self-examination	自省
self-explanatory	自明
self-government	自治
self-help	自助
self-importance	自尊
self-indulgent	我が儘
self-instruction	独学
self-interest	利己
self-interested	打算的|現金
self-introduction	名乗り|自己紹介
self-management	自己管理
self-portrait	自画像
self-proclaimed	自称
self-professed	自称
self-purification	自浄
self-recommendation	自薦
self-reliance	独立|自立|自助|自主
self-renunciation	無我
self-reproach	自責
self-respect	意気地|自尊|見識
self-restraint	自粛|我慢
self-salvation	自力
self-service	セルフサービス|セルフ
self-study	自習|独学
self-styled	自称
self-support	自給|自活
self-willed	勝手気まま
selfish	我が儘|打算的|気まま
selfishness	勝手|利己主義
selflessness	無我
sell	売る|売れる|売り込む
seller	売り手|セラー
selling	販売|売り|セールス|外交
sellotape	セロハンテープ|セロテープ
semaphore	信号機
semen	精液
semenarche	精通
semester	学期
semi-	半|稍
semi-governmental	半官半民
semi-official	半官半民
semicircle	半周
semicolon	セミコロン
semiconductor	半導体
semidemisemiquaver	六十四分音符
semifinal	準決勝
seminar	セミナー|ゼミ
sen	銭
senate	上院
senbei	煎餅
send	送る|寄越す|言付ける|届ける
send-off	送別
sendai	仙台
sender	差出人|贈り主
sending	送付|発送|送信|発
senescence	老朽
senile	老人性
senility	老衰|老齢|惚け
senior	先輩|年長|シニア|長老
seniority	古参|先進|高級
sensation	気味|センセーション|気持ち|感覚
sensational	センセーショナル
sense	感覚|念|察知|感じ
senseless	目茶苦茶|無茶苦茶
senselessness	非常識
sensible	賢明|常識的|利口
sensitive	敏感|デリケート|ナイーブ|神経質
sensitiveness	感性
sensitivity	感性|感受性|感度|情感
sensor	センサー|警報器
sensual	肉体的
sensuality	好色
sent	発
sentence	宣告|言い渡し|文|刑
sentiment	心情|情|感情|含み
sentimental	センチメンタル|感情的|ウエット|脆い
separate	別々|隔てる|離す|別途
separately	一々|口々に|別途|別に
separation	分離|決別|別居|分別
sepia	セピア
seppuku	切腹
september	９月
sequel	続編|余談|続き
sequence	系列|順序|一連|手順
sequential	順次
sequentially	逐次
sera	セラ
serenade	セレナーデ
serene	清澄
serenity	平静|冷静|安らぎ|静けさ
serge	セル
serial	直列
serialisation	連載
serialization	連載
seriatim	順次
sericulture	養蚕
series	一連|系列|直列|シリーズ
serif	セリフ|鱗
serious	深刻|重大|真剣|真面目
seriousness	本気|本腰|真
sermon	説教
serpent	蛇
servant	奴隷|使用人|家来
serve	盛る|仕える|サーブ|勤める
server	サーバ|鯖
service	勤務|奉仕|運行|勤め
services	貢献|功労|斡旋|尽力
servicing	整備|修理
serviette	ナプキン
servility	卑屈
serving	応対|サーブ|膳|皿
sesame	胡麻
session	会期|セッション|会議|コーナー
set	組|セット|据える|入る
set-off	相殺
set-up	体制
setback	挫折
setoff	相殺
setting	セッティング|場面|作曲|樹立
settle	決める|澱む|済ます|片付ける
settled	一定|落ち着いた
settlement	解決|入植|清算|決済
settler	開拓者
settling	収拾|定着
setup	準備|組織|設定
seven	セブン
sever	断つ|切る
several	数個|幾|複数
severance	切断|断絶
severe	過酷|重度|痛烈|厳しい
severely	散々|屹度
severity	厳しさ|激甚
sew	縫う
sewage	汚水|下水
sewer	下水道
sewerage	下水道|排水|下水
sewing	縫製|裁縫|仕立て
sex	セックス|性別|性的|性
sexiness	色気
sexlessness	中性
sexual	性的|肉体的
sexy	セクシー
shabby	見窄らしい|粗末|貧弱
shack	山小屋
shackles	束縛
shade	陰り|濃淡|日陰|陰
shadow	影|尾行|シャドー|日陰
shadowgraph	影絵
shady	アングラ|怪しい|曖昧
shaft	シャフト|軸|幹|円柱
shake	揺るがす|揺る|揺さぶる|揺れる
shake-up	更迭
shaker	シェーカー
shakes	悪寒
shaking	動揺|揺さぶり
shaku	尺
shakuhachi	尺八|笛
shakyamuni	釈迦|仏
shallow	浅い|浅はか|上っ調子|軽薄
shallows	瀬|高瀬|浅瀬
sham	模造|偽物|見せ掛け|疑似
shaman	シャーマン
shamaness	巫女
shame	恥|恥さらし|恥辱
shameful	見っともない|情けない|端たない|見苦しい
shameless	恥知らず|無恥|厚かましい|図々しい
shamisen	三味線|猫|竿
shampoo	シャンプー
shanghai	上海
shank	脛
shanty	山小屋
shape	格好|形状|シェイプ|形
shapeshifting	変身
shaping	造形
shard	破片|欠片
share	株式|分け前|株|シェア
share-alike	継承
shared	共通
shareholder	株主
sharing	分け|シェア|シェアリング|共同
shark	鮫
sharp	鋭い|鋭利|鋭敏|シャープ
sharpen	研ぐ|削る
sharpness	切れ味
shave	削る|剃る
shaver	シェーバー
shawl	ショール
sheaf	束
shear	刈る
shears	鋏
sheathe	束ねる
shed	納屋|小屋|零す|流す
shedding	脱皮
sheen	艶
sheep	羊|ミーハー
sheer	単なる
sheet	シーツ|シート|板
sheikh	首長
shelf	棚
shell	殻|砲弾|シェル|甲
shellfish	貝
shelling	砲撃
shelter	シェルター|物陰|囲う
shelve	葬る
shelving	棚上げ
shepherd	シェパード
sherbet	シャーベット
sherman	シャーマン
sherry	シェリー
shia	シーア派
shido	指導
shield	盾|シールド|囲う
shift	シフト|転じる|動かす|転向
shifting	転嫁
shikoku	四国
shill	桜
shilly-shally	優柔不断
shimane	島根
shin	脛|シン
shinbashi	新橋
shine	光る|照る|差す|射す
shingeki	新劇
shinkansen	新幹線
shinto	神道
shintoism	神道
ship	船|シップ|船舶
shipbuilding	造船
shipment	出荷
shipowner	船主
shipping	出荷|船舶|運送|発送
shipwreck	海難|遭難
shirk	怠る
shirking	横着|忌避
shirring	シャーリング
shirt	シャツ
shirttail	裾
shit	大便
shitamachi	下町
shitty	下手くそ
shiver	震える
shivering	身震い
shizuoka	静岡
shoal	浅瀬|遠浅|瀬
shock	衝撃|震動|ショック|打撃
shocking	ショッキング
shoddy	悪質
shoe	靴
shoemaker	靴屋
shoes	シューズ|靴|履物
shogi	将棋
shogun	将軍|御所
shogunate	幕府
shoji	障子
shoot	撃つ|射る|芽|放つ
shooting	銃撃|シュート|射撃|猟
shop	店舗|商店|舗|ショップ
shopfront	店頭|店先
shopkeeper	店主|商人
shoplifter	万引き
shoplifting	万引き
shopper	客|お客様
shopping	買い物|ショッピング|買い
shopwindow	店頭
shore	岸辺|陸|沿岸|沿海
shorebird	水鳥
shoreline	海岸線
short	短編|短い|ショート|遊撃手
short-haul	短距離
short-lived	儚い
short-run	目先
short-sighted	浅はか
short-term	短期
shortage	欠乏|欠損|不足|欠如
shortcoming	弱み|弱点|欠点
shortcut	ショートカット|近道
shorten	縮まる|縮める|減らす|詰める
shortening	短縮
shortest	最短
shorthand	速記
shorthanded	手薄
shorthandedness	無人
shortish	短め
shortly	間もなく|直|軈て|直に
shorts	ショーツ|ショートパンツ|パンツ
shortsightedness	近視|近眼
shortstop	遊撃手|ショート|遊撃
shot	一発|ショット|弾丸|シュート
shoulder	肩|担ぐ|担う
shouldering	負担
shout	叫ぶ|掛け声|叫び|叫び声
shove	突っ込む
shovel	シャベル|スコップ
show	示す|興行|発揮|見せる
showcase	ショーケース
showcasing	披露
showdown	対決
shower	シャワー
showiness	華美
showing	公開|上映|出品|表示
showpiece	目玉
showroom	ショールーム
showtime	見せ場
showy	派手|華やか
shoyu	醤油
shred	断片|刻む|欠片
shredder	シュレッダー
shrewd	機敏|利口|器用
shriek	悲鳴|絶叫|叫ぶ
shrill	甲高い|黄色い
shrimp	海老
shrine	当社|堂|殿堂|神殿
shrink	縮む|縮まる|縮める
shrinkage	緊縮|縮み
shrinking	収縮|萎縮
shrivel	萎む
shrivelling	萎縮
shroud	包む|巻く
shrub	木
shrug	ボレロ
shuddering	身震い
shunting	入れ替え
shut	閉ざす|閉じる|閉める|瞑る
shut-in	引きこもり
shutdown	休業|閉鎖
shutout	シャットアウト
shutter	シャッター|戸
shuttlecock	シャトル
shy	内気|シャイ|恥ずかしい
shyness	人見知り
siblings	兄弟
sick	シック
sickbed	病床|床
sickle	鎌
sickly	病弱
sickness	病気
sickroom	病室
side	側面|傍ら|横手|側
side-to-side	横
sidecar	サイドカー
sidelight	側面
sideline	副業
sidestroke	伸し
sidewalk	歩道|人道
siege	包囲|囲み
siesta	シエスタ|昼寝
sigh	ため息|嘆息
sight	照準|情景|シーン|光景
sighting	目撃
sightseeing	観光|見物|遊覧
sightseer	見物人|見物|客|お客様
sign	兆候|標識|合図|符号
signage	ポップ
signal	信号|シグナル|合図|電波
signaling	信号
signalling	信号
signature	署名|調印|サイン|記帳
signboard	看板
signed	サイン入り
signet	認め印|認め
significance	意味|意義|由|含蓄
significant	有意義|重大|大した
signify	表す
signing	サイン会|調印|加入
signs	兆し|雲行き
silence	沈黙|無言|静寂|静けさ
silencer	マフラー
silent	静粛|サイレント|静か|無口
silhouette	シルエット|影|影絵|輪郭
silhouetter	シルエッター
silicon	シリコン
silicone	シリコーン|シリコン
silk	絹|絹布|シルク
silkworm	蚕
sill	敷居
silliness	愚
silly	馬鹿らしい|浅はか|滑稽|下らない
silo	サイロ
silver	銀|銀色|シルバー
similar	同様|同じ
similarity	類似|相似
similarly	同じく
simile	比喩|例え
similitude	相似
simmer	煮る|煮込む|炊く
simple	簡単|単純|簡素|素朴
simple-minded	無邪気
simpleton	阿呆
simplicity	簡易|直
simplified	略式
simplistic	安易
simply	単に|穏便
simulation	シミュレーション
simulator	シミュレーター
simultaneous	同時|一斉
simultaneously	一斉に|同時に|中にも
sin	罪
sincere	誠実|真摯|切実|忠実
sincerely	呉れ呉れも|心から
sincerity	誠意|真心|信|忠誠
sinew	筋
sing	歌う|囀る|鳴く
singe	焦がす|焦げる
singer	歌手|シンガー|ボーカル
singer-songwriter	シンガーソングライター
singing	唱歌|歌唱|歌声|ボーカル
single	単一|シングル|独身|個室
single-minded	一途
single-mindedly	一心に|只管
single-use	使い捨て
singleness	単独
singles	シングルス|単
singlet	シャツ|肌着
singular	特異|異色|異例
singularity	単独
sinister	不吉
sink	流し|沈む|沈める|シンク
sinker	シンカー
sinking	沈下|沈没|撃沈|陥落
sip	一口|吸う
siren	サイレン
sirius	シリウス
sirloin	サーロイン|ロース
sissy	弱虫
sister	シスター|シス
sister-in-law	義姉|義妹
sisters	姉妹
sit	座る|腰掛ける
sit-in	座り込み
site	地点|敷地|用地|サイト
sitting	座り
situation	事態|状況|時局|旗色
sixty-nine	シックスナイン
size	大小|サイズ|大きさ|面積
skate	スケート
skater	スケーター
skates	スケート
skating	スケート|スケーティング|滑走
skeleton	骨格|骸骨|白骨
skepticism	懐疑|疑い
sketch	スケッチ|素描|似顔絵|描く
sketchbook	スケッチブック
sketching	写生
ski	スキー
skid	スリップ|歯止め
skier	スキーヤー
skiing	スキー
skilful	器用|上手い|鮮やか
skilfully	良く
skill	熟練|巧拙|腕前|巧者
skilled	上手|達者
skillful	巧み|上手|器用|上手い
skillfully	手際良く|良く
skillfulness	八丁
skimming	擦れ擦れ
skimping	手抜き
skimpy	貧しい
skin	肌|皮|皮膚|スキン
skint	金がない
skip	コンテナ|跳躍|抜かす|跳び上がる
skipper	スキッパー|船長
skipping	抜き|縄跳び
skirmish	前哨戦
skirt	スカート
skis	スキー
skit	コント
skull	頭骨
skunk	スカンク
sky	天|上空|空中|空
skyjacking	乗っ取り
skylark	雲雀
skyline	スカイライン
skyrocket	跳ね上がる
skyrocketing	暴騰
skyscraper	摩天楼
slab	板
slack	スラック|緩やか|低調|だらし無い
slacken	弛む|緩む|怠ける|緩める
slacks	スラックス
slalom	スラローム
slander	悪口|中傷|誹謗
slang	俗語|隠語
slant	傾斜|傾く|傾げる|傾ける
slanted	斜め
slanting	斜め|下がり
slap	打つ
slapdash	拙速
slate	スレート|鼠
slaughter	虐殺|殺す
slave	奴隷|スレイブ
slavery	奴隷
slay	殺す|切り捨てる
sledge	リュージュ
sleep	睡眠|寝|寝る|眠り
sleep-talking	寝言
sleep-wear	寝巻き
sleepiness	眠気
sleeping	眠り
sleeplessness	不眠|不眠症
sleepy	眠い|眠たい
sleepyhead	寝坊
sleeve	袖
slender	スレンダー|細い|スマート
sleuth	探偵
slice	斬る|スライス|切れ
slide	スライド|滑り台|滑る|スリップ
slider	スライダー
sliding	スライディング|滑走
slight	本の|些細|侮辱|侮蔑
slighting	軽視
slightly	一寸|稍
slim	スリム|繊細|痩せる|スマート
slime	滑り|ヘドロ
sliminess	滑り
slimy	ヌルヌル
sling	吊る
slingshot	パチンコ
slip	落ち|スリップ|失策|誤り
slipper	スリッパ
slippers	スリッパ
slippery	ヌルヌル
slipshod	拙速
slit	スリット|切り口|裂け目|割れ目
slogan	スローガン|標語|テーマ|合言葉
slope	坂|斜面|勾配|スロープ
sloping	斜め
sloppy	だらし無い|杜撰|雑|アバウト
slot	スロット
sloth	無精
slothful	怠惰
slouch	垂らす
sloughing	脱皮
slovakia	スロバキア
slovenia	スロベニア
slovenly	だらし無い|ルーズ
slow	遅い|緩慢|スロー|低調
slowcoach	鈍間
slowdown	失速
slowly	徐々に
slowpoke	鈍間
sludge	ヘドロ
slug	コイン
slugging	長打
sluggish	怠い|緩慢|低調|遅い
sluice	堰
slump	暴落|スランプ|不振|不況
slurp	吸う
slush	泥
sly	狡い|悪賢い
smack	嫌い
small	小型|細かい|細か|小さい
small-scale	小型
small-sized	小型
smallest	最小|最少
smallness	小
smallpox	天然痘
smart	スマート|粋|賢い|軽妙
smash	潰す|スマッシュ|砕く|キル
smashing	粉砕
smear	中傷|染み|塗る
smell	匂う|嗅ぐ|香り|匂い
smelly	臭い
smile	笑み|微笑|微笑む|スマイル
smiting	強打
smog	スモッグ
smoke	煙|噴煙|吸う|煙る
smoker	スモーカー
smokestack	煙突
smoking	喫煙
smoky	煙い|煙たい
smolder	煙る
smooth	円滑|滑らか|スムーズ|快調
smorgasbord	バイキング
smoulder	煙る
smudge	染み
smug	気障
smuggling	密輸|密売|密航
snack	スナック|摘み
snacking	間食
snake	蛇|スネーク
snaking	蛇行
snap	スナップ|切れる|弾く|折れる
snapshot	写真|スナップ
snare	罠
snatch	スナッチ
snatching	横取り
sneaker	スニーカー
sneakers	スニーカー
sneaky	狡い|卑怯
sneer	冷笑
sneeze	嚏
sniff	嗅ぐ
snip	摘む
snitch	犬
sno-cone	かき氷
snobby	気障
snooker	スヌーカー|ビリヤード
snoopy	スヌーピー
snore	鼾
snoring	鼾
snort	鳴らす
snot	鼻水
snout	口先
snow	雪|スノー|降雪
snowfall	降雪|雪
snowplow	ラッセル
snowslide	雪崩
soak	漬ける|浸す|濡らす
soaked	びしょ濡れ
soaking	浸透
soap	石鹸|ソープ
soapland	ソープランド|ソープ
soar	翔る|飛ぶ|聳える
sob	泣く
soba	蕎麦
sober	地道|真面目|地味|渋い
sobriquet	号
soc	社会資本
soccer	サッカー
sociability	愛想
sociable	社交的
social	社会的
socialising	付き合い
socialism	社会主義
sociality	社会性
socializing	付き合い
societal	社会的
societary	社会的
society	社会|世の中|人中|ソサエティ
sociology	社会学
sock	靴下
socks	靴下|ソックス
sod	芝|芝草
sodden	びしょ濡れ
sodium	ナトリウム
sofa	ソファ
soft	軟式|柔らかい|柔らか|柔軟
soft-boiled	半熟
soft-hearted	ウエット
soft-landing	軟着陸
soft-soap	煽てる
soft-top	オープンカー
softball	ソフトボール
soften	和らぐ|和らげる|解きほぐす
softening	軟化|緩和
software	ソフトウェア|ソフト
sohyo	総評
soil	土地|土壌|土|汚す
soixante-neuf	シックスナイン
sojourn	滞在
sol	ソル
solace	慰安|救い
solar	ソーラー
sold-out	売り切れ
soldier	兵|兵士|兵隊|戦士
sole	唯一|底|単一
solecism	破格
solely	単に|只管
solemn	厳か|荘厳|厳粛|重厚
solemnity	威厳
solicitation	請託|勧誘|募集
solicitude	心遣い|気配り|気遣い
solid	固体|固形|頑丈|堅固
solid-state	半導体|固体
solidarity	連帯|結束|団結
solidification	凝固|強化
solidify	固まる|固める
solidity	硬度
soliloquy	独り言
solitary	寂しい
solitude	孤独
solo	独奏|独演|ソロ
soloist	ソリスト
solution	溶液|解決方法|解決策|解決
somatotype	体型
sombre	渋い
someday	その内|その内に
somehow	何故か|どう言う|何だか|何とか
someone	何方か|一人物
somersault	宙返り
sometimes	時折|時として
somewhat	幾分|何だか|今一|稍
somewhere	何処か
somnolent	眠い
son	息子|子息|坊ちゃん|男の子
son-in-law	娘婿|養子|婿
sonata	ソナタ
song	歌|歌謡|歌唱|ソング
songbook	歌集
songs	唱歌
songstress	歌姫
sonny	兄ちゃん
sonorous	高らか|太い
sons	子弟
soon	直|間もなく|近々|その内
sooner	いっその事
soothe	宥める|労る
soothsayer	占い師
sophisticated	凝った|上品|粋
sophistication	伊達
soprano	ソプラノ|高音
sorceress	巫女
sorcery	魔術|魔法
sore	痛い
soreness	痛み
sorority	倶楽部
sorrow	悲哀|憂い|悲しみ|不幸
sorrowful	悲しい
sorrows	悩み
sorry	済まない
sortie	出撃
sorting	整理|順|分類|選別
sot	虎
soul	魂|霊|気迫|精神
sound	音|音響|鳴る|サウンド
soundproof	防音
sounds	物音
soundtrack	サントラ
soup	スープ|汁
sour	酸っぱい
source	源|源泉|源流|出典
sourness	酸味|酸
south	南
south-east	東南
south-west	西南
southeast	南東
southpaw	サウスポー
southward	南方
southwest	南西
souvenir	形見
sovereign	元首|王|君主|国王
sovereignty	主権
soviet	蘇維埃
sow	蒔く
soy	大豆|豆
soybean	大豆|豆
soyuz	ソユーズ
space	空間|間|宙|間隔
spacing	スペーシング
spacious	広い
spade	スコップ
spaghetti	スパゲティ
spain	西班牙
spam	スパム
span	スパン|広がり|全長|範囲
spanish	スペイン語
spar	桁
sparc	スパーク
spare	スペア|予備|控え|余す
spark	火花|スパーク|誘い水
sparking	触発
sparkle	輝く|閃く
sparring	スパーリング
sparse	疎ら|希薄
spasm	発作|引きつる
spats	スパッツ
spawn	卵
spawning	産卵
speak	仰る
speaker	スピーカー|議長
speaking	発声
spear	槍|スピア
spearhead	矛先|率いる|主導|先端
special	特別|特殊|スペシャル|格別
specialisation	専修|分化|分業
specialist	専門家|スペシャリスト|専属|本職
speciality	専門|名物
specialization	専修|分化|分業|科
specially	別に
specialty	専門|専業|名物|売り物
species	一種|種族
specific	具体的|詳細
specification	指定|明記|明示|仕様
specifics	詳細|明細
specifying	特定
specimen	個体|標本|見本|試料
speck	一点|点
spectacle	情景|スペクタクル|光景|有様
spectacles	眼鏡
spectacular	華々しい|目覚ましい|スペクタクル
spectating	観戦
spectator	見物人|観客|客|見物
spectators	観衆|観客
specter	幽霊|妖怪|化け物
spectra	スペクトル
spectral	スペクトル
spectre	幽霊|妖怪|化け物
spectrum	スペクトル
speculation	投機|思索|憶測|相場
speech	演説|言論|弁|言葉遣い
speed	時速|速度|速さ|スピード
speed-up	スピードアップ
speedos	ブーメラン
speedway	スピードウェイ
speedy	スピーディー|速やか
spell	綴る|呪い|魔力|魔法
spelling	綴り|スペル
spend	費やす|過ごす|明かす|暮らす
spent	使用済み
sperm	精子
spewing	噴出
sphere	球|分野|玉|範囲
spherical	丸い
spice	香辛料|スパイス|薬味
spices	香辛料|香料
spicy	辛い|乙
spider	蜘蛛
spigot	コック
spike	スパイク|釘|キル
spikes	スパイク
spill	零す|零れる|垂らす|流す
spin	紡ぐ|スピン|回す|繰る
spin-off	副産物
spinach	ほうれん草
spine	背筋|背骨|背|刺
spinning	紡績
spiral	螺旋|スパイラル|渦巻き
spire	塔|頂
spirit	気|精|気合|気迫
spirited	気鋭|元気
spirits	機嫌|テンション|威勢
spiritual	精神的|無形
spirulina	スピルリナ
spit	唾
spite	悪意
splendid	見事|立派|結構|華麗
splendor	華美|光輝|光彩
splendour	栄え|華美|光輝|光彩
splint	スプリント
splinter	破片|木片|欠片|刺
split	分裂|裂ける|スプリット|分ける
splitting	分配|分割
splurge	奮発
spoil	甘やかす|腐る|損なう|蝕む
spoilage	腐敗
spoiled	台無し
spoils	盗品|獲物
spoilt	台無し
spoke	スポーク
spoken	口頭
spokesman	スポークスマン|看板
spoliation	隠滅
sponge	スポンジ|集る
sponger	居候
sponsor	世話人|スポンサー|保証人|後ろ盾
sponsoring	提供
sponsorship	主催|提携
spontaneity	自発|天然
spontaneous	自発的|任意|自然
spontaneously	思わず
spoon	匙|スプーン
sporadic	散発|疎ら
spore	胞子
sport	スポーツ|戯れ|戯れる
sports	スポーツ|アスレチック|遊戯
sportsgun	猟銃
sportsman	スポーツマン
sportsmanlike	潔い
sporty	スポーティ
spot	スポット|地点|点|染み
spotlight	スポットライト
spots	現物
spouse	配偶者|結婚相手|伴侶
spout	水口
spouting	噴出
sprain	捻挫|筋違い
spray	スプレー|噴射|小枝|霧
sprayer	スプレー
spraying	散布
spread	広がり|広げる|波及|広まり
spreadsheet	表計算
sprightly	軽快|気軽
spring	春|泉|弾む|跳び上がる
springtime	プランタン|春
springy	軽快
sprinkle	撒く|振る
sprinkler	スプリンクラー
sprinkling	散布
sprint	疾走|スプリント|駆けっこ
sprinter	スプリンター
sprite	精|妖精
sprout	芽|新芽|萌える|芽生え
sprouting	発芽
spur	拍車
spurring	激励
spurt	スパート|奮発
sputtering	スパッタリング
sputum	唾
spy	工作員|スパイ|犬
squabble	喧嘩
squad	部隊|班
squall	スコール
squander	費やす
squandering	無駄遣い
square	四角い|正方形|平方|真四角
squash	スカッシュ|南瓜
squat	座る|蹲る
squawker	スコーカー
squealer	犬
squeeze	スクイズ|絞り込む|絞る|詰め込む
squid	烏賊
squirm	藻掻く
stab	突き刺す|突き|刺す|突く
stabbing	鋭い
stability	安定|座り|落ち着き
stable	強固|無風|平ら
stack	積む
stacker	ステッカー
stadium	スタジアム
staff	部員|幕僚|スタッフ|幹部
stage	舞台|ステージ|段階|宿駅
stagecoach	駅伝
stagger	蹌踉めく
staggering	横行|物凄い
staging	上演|主催
stagnate	澱む
stagnation	停滞|沈滞|不振|渋滞
stain	染み|汚点|汚れ|汚す
staining	染色
stair	段
staircase	階段|段々
stairs	階段|段々|梯子|階
stairway	階段
stake	杭|利害関係|賭け|賭ける
stale	陳腐|古臭い
stalemate	行き詰まり|足踏み
stalk	茎|柄
stalking	追跡
stall	失速|屋台|売店|個室
stalling	立ち往生
stamina	体力|スタミナ|エネルギー
stammer	吃る
stamp	切手|印鑑|印紙|スタンプ
stamping	足踏み|プレス|査証
stance	スタンス|体勢|姿勢|態度
stand	台|売店|立つ|耐える
stand-in	代役|身代わり|代わり
stand-offish	水臭い
standard	基準|標準|規格|本位
standard-bearer	旗手
standardisation	画一
standardised	一定
standardization	画一
standardized	一定
standards	マニュアル
standing	常任|身分|常設|ランク
standpoint	スタンス|立地|立場
stands	スタンド
standstill	停止|停滞|足踏み
stanford	スタンフォード
stanza	一節|節
staple	芯|定番|米
star	星|スター|恒星|名優
stare	凝視
starring	主演
start	開始|立ち上がり|始める|端緒
start-up	発足
starter	スターター|通し
starting	発足|始動|開演|発車
startle	脅かす
startling	恐ろしい
startup	起動
starvation	飢餓|餓死|飢え死に|飢え
starve	飢える
state	国家|州|状態|様子
state-of-the-art	最新鋭
statecraft	国政
stately	重厚|厳か
statement	発言|申し立て|陳述|ステートメント
stateroom	船室
states	列国
statesman	為政者|政治家
statesmanship	施政
static	雑音
station	ステーション|停留所|牧場|次
stationery	文具|文房具|便箋
stationing	駐留|駐屯|進駐|配置
statistics	統計
statue	像|偶像
stature	背丈|身長|丈|背
status	格|ステータス|地位|身分
stay	滞在|駐在|支柱|留める
stay-at-home	引きこもり
staying	在留|厄介
std	性病
steadfast	粘り強い|不動
steadily	徐々に|絶えず
steadiness	安定|落ち着き|持ち合い
steady	着実|地道|堅実|手堅い
steak	ステーキ
steal	盗む|盗塁|奪う|スチール
stealing	盗み|窃盗|横取り
stealth	ステルス
steam	蒸気|蒸す|湯気|蒸かす
steamboat	汽船|蒸気
steamer	汽船
steaming	蒸し
steamrollering	強行採決
steamship	汽船
steel	鋼|鋼鉄|スチール
steelworks	製鉄所
steep	漬ける|浸す|険しい
steeple	塔
steer	操る
steering	操縦|運用
stein	ジョッキ
stela	碑
stele	碑
stem	茎|食い止める|支える
stench	悪臭|匂い
stenography	速記
step	一歩|歩|段|ステップ
steppe	草原
stepping	足踏み
steps	段|段階|段々
stereo	ステレオ
stereotype	ステレオタイプ
stereotyped	紋切り型
stereotypical	典型的
sterile	不毛|無菌
sterilisation	殺菌|消毒
sterilised	無菌
sterility	不妊
sterilization	殺菌|消毒
sterilized	無菌
stern	後部|厳格|険しい|険悪
sternly	屹度
steroid	ステロイド
stew	シチュー|煮込む|煮る|鍋
stewardess	スチュワーデス
sti	性病
stick	張る|閊える|スティック|ステッキ
sticker	ステッカー|レッテル|張り紙|シール
stickiness	粘り|粘粘
sticking	定着|貼付
sticky	粘粘|ベタベタ|粘り強い
stiff	硬い|窮屈
stiffen	引き締める|突っ張る|引きつる
stiffening	硬直|勃起|硬化
stiffness	硬質|硬さ|硬直|突っ張り
stifling	重苦しい
stigma	汚名
stillness	静止|静けさ|沈静|静寂
stimulant	覚醒剤
stimulate	促す
stimulation	興奮|励まし|勧奨|呼び水
stimulus	刺激|励み|誘い水|弾み
sting	染みる|刺す
stinger	スティンガー
stinging	鋭い
stingy	細か|狡い
stink	悪臭|臭気|匂う
stinking	臭い
stipend	奨学金
stipulate	謳う|定める
stipulation	規定|明文化|約款
stipulations	条項
stir	混ぜる|動く|動かす
stir-fry	炒める
stirring	奮起|豪快|勇ましい
stitch	縫う|縫い目
stitches	段
stoa	ストア
stock	株|ストック|株式|在庫
stock-farming	牧畜
stockholder	株主
stocking	仕入れ|靴下|放流
stockings	ストッキング|靴下
stockjobbing	投機
stockpile	備蓄|在庫
stoic	ストイック
stoical	ストイック
stoicism	ストイチズム
stoke	焚く
stole	ストール
stomach	胃|胃袋|下っ腹|腹
stomping	足踏み
stone	核|石材|石|ロック
stonewashed	ストーンウォッシュ
stool	椅子
stoop	猫背
stop	止まる|阻む|打ち切る|途絶える
stopcock	栓
stopgap	穴埋め
stopover	泊まり
stoppage	停止|梗塞|中止|不通
stopper	栓|ストッパー
stopping	停車
stopwatch	ストップウォッチ
storage	貯蔵|収納|保存|保管
store	百貨店|蓄える|店|お店
storefront	店先|店頭
storehouse	倉庫|置き場|蔵|宝庫
storekeeper	店主
storeroom	物置
stores	百貨店
storey	階|レベル
storing	備蓄
storm	嵐|暴風|ストーム|暴風雨
storming	突入
stormy	険悪
story	講談|お話|ストーリー|小説
storyboard	コンテ
storyline	ストーリー
storyteller	語り手
stout	豊満|頑丈
stout-hearted	気丈
stove	窯|ストーブ|レンジ|暖炉
stovepipe	煙突
straddle	踏ん張る|跨る|跨ぐ
straggling	疎ら
straight	真っ直ぐ|ストレート
straightaway	一気に
straighten	整える|正す
straightforward	率直|単純|正直|地道
strain	力む|過労|緊迫|引き締める
strained	不自然|重苦しい
strait	瀬戸|海峡|水道
strange	妙|奇妙|変|見知らぬ
strangeness	異常|不審|見ず知らず
stranger	見ず知らず
strangle	絞める
strangling	絞殺
strangulation	絞殺
strap	緒|ベルト
stratagem	謀略|策略|策
strategy	戦略|謀略|作戦|戦法
stratosphere	成層圏
stratovolcano	コニーデ
stratum	地層|階層|レベル
straw	藁|ストロー
strawberry	苺|ストロベリー|フレーズ
streak	縞
streaker	ストリーカー
stream	小川|流れる|流れ|川
streaming	配信
streamlined	迅速
street	街頭|ストリート|町並み|街路
strength	強さ|強度|強弱|力
strengthen	強める|固める
strengthening	強化|補強|増強
strenuous	懸命
strenuously	奮って
stress	ストレス|圧力|力点|アクセント
stressful	苦しい
stretch	伸びる|ストレッチ|広がる|差し伸べる
stretcher	担架
stretching	伸し|伸び
strew	撒く
stria	線
strict	厳重|厳格|厳密|厳しい
strictness	厳しさ
stride	歩|足取り
striding	横行
strife	騒動|争い|紛争|摩擦
strike	殴る|スト|ストライキ|叩く
strikeout	三振
striker	ストライカー
striking	著しい|顕著|印象的|鮮烈
string	紐|糸|弦|緒
stringent	厳重|酷
strip	切れ
stripe	縞|ストライプ|線
stripes	ボーダー
stripper	ストリッパー
stripping	ストリップ
striptease	ストリップ
strive	励む|努める
striving	努力|労
stroboscope	ストロボ
stroke	一打|脳卒中|撫でる|画
stroll	散歩
stroller	ベビーカー
strolling	散策|流し
strong	強烈|強い|強力|強硬
strong-willed	逞しい
strongbox	金庫
stronger	有利
strongest	最強
stronghold	本拠|本塁|塁
strongly	頻りに
strongroom	金庫
strontium	ストロンチウム
structure	構造|仕組み|建造物|構造物
struggle	争奪|藻掻く|戦い|苦戦
strut	突っ張り
stub	スタブ|票
stubborn	頑固|頑強|頑な|強情
stubbornness	意地|石頭
stud	スパイク
student	学生|学徒|生徒|研究家
studies	学業
studio	スタジオ|工房|アトリエ
study	研究|勉強|学習|書房
studying	修業
stuff	球威|詰め込む|突っ込む|スタッフ
stuffing	芯|スタッフ
stumble	躓く
stump	根っこ|株|杭|苦しめる
stumping	遊説
stun	スタン
stupa	塔
stupefaction	失神
stupid	間抜け|愚か|鈍い|馬鹿らしい
stupidity	愚|無知
stupor	麻痺
sturdiness	剛健
sturdy	逞しい|強壮|頑丈|頑強
stutter	吃る
style	様式|作風|風格|タイプ
styling	スタイリング
stylish	スマート|粋|格好いい|上品
stylist	スタイリスト
stymie	スタイミー
styrofoam	発泡スチロール
sub	サブ
sub-	副
sub-branch	出張所
sub-zero	零下
subcommittee	分科会
subcontract	下請け
subcontractor	下請け
subdivision	細分|支部|区分
subdue	治める|従える|抑える
subdued	地味|柔らか|渋い
subheading	副題
subject	課題|科目|題材|主題
subjective	主観的|主体的
subjectivity	主観
subjects	民
subjugate	従える
subjugation	鎮圧|征服|克服
sublieutenant	少尉
sublime	崇高|荘厳|雄大
submarine	潜水艦|サブマリン|海底
submerge	沈む|沈める|埋める
submerging	潜水
submersion	水浸し|浸水|沈没
submission	提出|投稿|服従|降参
submissive	順
submit	差し出す|申し出る
submitting	出品|提起
subordinate	目下|二の次|付属|下部
subordinates	目下
subordination	従属
subpoena	召喚
subrogation	肩代わり
subscriber	登録者
subscribing	購読
subscription	定期購読|応募|加入|申し込み
subsequent	次
subsequently	次いで
subside	和らぐ|冷める|退く|静まる
subsidence	沈下|陥没|下降
subsidiary	子会社
subsidy	控除|補助
subsist	生きる
subsistence	存立
substance	実質|本体|実体|物質
substandard	低水準
substantial	実質的|本質的|大幅|具体的
substantiality	充実
substantiate	裏づける
substantiation	立証|実証|裏付け
substantive	本質的
substitute	代わり|代人|代役|身代わり
substituting	代わり
substitution	代替|代用|身代わり|入れ替え
substructure	下部
subterranean	地中
subtitle	副題|サブタイトル
subtitles	字幕|スーパー
subtle	微妙|デリケート|微細|繊細
subtraction	控除|引き算|差し引き|マイナス
subtropics	亜熱帯
suburb	郊外
suburbs	市外|野外
subvention	補助
subway	地下鉄|メトロ
succeed	継ぐ|替わる|受け継ぐ|襲う
succeeding	後続
success	成功|合格|盛況|奏功
successful	効果的|盛ん|上手い
successfully	無事
succession	後継|相続|立て続け|連続
successively	次々に|逐次
successor	後任|後継|跡継ぎ|代わり
succinct	簡潔
succumb	負ける
suck	舐める|吸う
sucker	鴨
suckling	保育
suction	吸収|吸引
sudation	発汗
sudden	急|急激|不意|俄
sudden-death	サドンデス
suddenly	一躍|不図|不意に|俄かに
suet	脂肪
suffer	苦しむ|浴びる|喫する
sufferer	被害者
suffering	苦難|苦悩|苦しみ
sufferings	受難
sufficiency	充足
sufficient	十分|沢山|満足|結構
sufficiently	碌に|十分
suffocating	切ない
suffocation	窒息
suffrage	参政権|選挙権
sugar	砂糖|糖|シュガー
sugared	甘い
sugariness	糖質
sugary	甘い
suggest	申し入れる|申し出る|提示|仄めかす
suggestion	示唆|発案|暗示|提案
suggestive	挑発的
suicide	自殺|自決
suing	提訴
suit	似合う|スーツ|適する|釣り合う
suitability	良し悪し|適性|対応
suitable	適当|相応|適切|適正
suitably	宜しく
suitcase	スーツケース|トランク
suite	組曲
sukhavati	極楽
sukiyaki	すき焼き
sulfur	硫黄
sullenness	不機嫌
sulphur	硫黄
sultry	蒸し暑い|暑い
sum	和|サム|通算|総計
sumi	墨
summarise	サマライズ
summarization	総括
summarize	サマライズ|纏める
summarizing	集約
summary	要約|総括|大筋|概要
summer	夏|サマー
summering	避暑
summertime	夏場
summit	山頂|サミット|頂点|峰
summiting	登頂
summon	呼び出す|召す|呼ぶ|引き出す
summoning	召喚
summons	喚問|召喚|招致|招集
summonsing	召喚
sumptuous	ゴージャス
sun	太陽
sun-tanned	黒い
sunbathing	日光浴
sunbeams	日光
sunblock	日焼け止め
sunburn	日焼け
sundae	サンデー
sunday	日曜|日曜日
sundown	暮れ
sundries	雑貨
sunglasses	サングラス
sunlight	日光|日差し|日照|日の目
sunny	朗らか
sunrise	日出|日の出
sunroof	サンルーフ
sunscreen	日焼け止め
sunset	暮れ|日没|日の入り|日暮れ
sunshade	日傘|パラソル
sunshine	陽光|サンシャイン|日光|日陰
suntan	日焼け
super-conductivity	超伝導
superabundance	過剰|過多
superabundant	余計
superannuation	老朽
superb	上々|絶妙|秀逸|素敵
superconductivity	超伝導
superficial	浅い|浅はか|軽薄|安価
superfine	飛び切り
superfluous	余計
superheating	過熱
superintendence	監理|主宰|監督
superintendent	館長|管理者|管理人|監督
superior	上位|優秀|上司|優良
superiority	優勢|優位|卓越
superiors	目上
superman	超人|スーパーマン
supermarket	スーパー|スーパーマーケット
supernumerary	エクストラ
superposition	重ね合わせ
superstar	スーパースター|巨星
superstition	迷信
supervise	取り締まる
supervision	監督|主宰|監修|主管
supervisor	スーパーバイザー|責任者|主管|親方
superwoman	超人
supper	サパー
supple	嫋か|柔らかい
supplement	補足|補う|サプリ|追加
supplementary	副
supplementation	補欠|補充|補完
supplication	祈り|祈願|懇願
supplier	サプライヤー|業者
supplies	用品|物資
supply	供給|調達|補給|賄う
supplying	補給|提供
support	支持|支援|後援|協賛
supporter	サポーター|助っ人|味方|有志
supporting	後押し|味方
suppose	見受ける
supposing	仮に|若し|若しも|仮令
supposition	想定|仮想|仮定|仮説
suppress	禁ずる|静める|断つ|殺す
suppressing	セーブ
suppression	制圧|鎮圧|弾圧|抑制
supremacy	至上|主権|優位|制圧
supreme	最高
supremum	上限
sure	確か|違いない|確実|間違いない
surely	誓って|嘸|如何しても|屹度
surety	保証人
surface	表面|表|地上|上部
surfacing	浮上|舗装
surfer	サーファー
surfing	サーフィン
surge	急増|湧く|波浪|急騰
surgeon	外科医
surgery	手術|外科
surly	冷ややか
surmise	計る|汲み取る|推す
surmount	乗り越える
surmounting	突破
surname	姓|苗字
surpass	優れる|勝る|秀でる|上回る
surplus	余裕|余剰|剰余金|黒字
surprise	驚き|驚かす|意表|サプライズ
surprising	意外|恐ろしい|案外
surprisingly	驚くほど|案外
surreal	シュール
surrealism	シュルレアリスム|シュール
surrender	投降|自首|降参|手渡す
surreptitious	密か
surround	囲む|取り囲む|取り巻く|サラウンド
surrounding	包囲
surroundings	周囲|近郊|辺り|四方
surveillance	サーベイランス|監視
survey	見渡す|観測|観察|アンケート
surveying	測量
survival	生き残り|残存|サバイバル|生存
survive	生き残る|助かる|食う|凌ぐ
surviving	生還
survivor	生き残り
susceptibility	感受性
susceptible	敏感
sushi	寿司
suspect	容疑者|被疑者|怪しむ|疑う
suspected	疑似
suspend	下げる|ぶら下げる|休める|吊る
suspense	サスペンス|不安
suspension	中止|不通|運休|サスペンション
suspicion	容疑|嫌疑|疑念|疑心
suspicious	怪しい|疑わしい|変|臭い
sustain	支える|保つ
sustainable	持続的
sustained	持続的
sustaining	持続
sutra	経
suture	縫い目
swagger	威張る|力む
swahili	スワヒリ語
swallow	燕|飲む
swamp	沼|沼沢|泥沼|沢
swampland	沼地
swan	白鳥|スワン
swap	スワップ|移す|取り替える
swarm	群がる|群れる|集る|密集
swarthy	浅黒い
sway	揺らぐ|揺れる|揺るがす|揺さぶる
swear	誓う
sweat	汗
sweater	セーター
sweating	発汗
sweatshirt	トレーナー
sweden	瑞典
sweep	掃く
sweeper	スイーパー
sweeping	掃除|払い
sweet	甘美|可憐|スイート|甘い
sweet-smelling	芳しい
sweet-tasting	甘い
sweetener	甘味料|賄賂
sweetening	甘味料
sweetfish	鮎
sweetheart	恋人
sweetness	甘味
sweets	菓子|お菓子|キャンディ|甘味
swell	膨れる|膨らます|盛り上がる|腫れる
swelling	肥大|膨張|余韻|瘤
swift	素早い|迅速|速やか|足早
swiftly	急に|早く
swim	泳ぐ
swimmer	スイマー
swimmers	水着
swimming	水泳|泳ぎ
swimsuit	水着
swindle	詐欺|詐取|誤魔化す
swindler	詐欺師
swing	振り|揺らぐ|鞦韆|スイング
swinging	振り
swirl	渦|渦巻き
switch	スイッチ|転向|乗り換える|ポイント
switching	交換|切り替え|入れ替え
switchover	転換|切り替え
switzerland	瑞西
swiveling	旋回
swoon	気絶|失神
swoosh	騒ぐ
sword	剣|刀|刀剣
swordsman	剣士
swordsmanship	剣道
swordswoman	剣士
sycophancy	甘言
symbiosis	共生
symbol	象徴|記号|シンボル|マーク
symbolic	象徴的|シンボリック
symbolist	シンボリスト
symmetry	対称|均整
sympathiser	シンパ
sympathizer	シンパ
sympathizing	呼応
sympathy	共感|同情|同調|情け
symphony	交響曲|交響楽|シンフォニー
symposium	座談会|シンポジウム|シンポ
symptom	兆候
symptoms	症状|症候|兆し
synagogue	会堂
synchronisation	シンクロナイズ
synchronization	シンクロ|シンクロナイズ
synchronous	同時
syndicate	シンジケート
syndrome	症候群|シンドローム
synergism	相乗
synonym	同義語|シノニム|代名詞|異名
synopsis	筋書き|概要|素描
synthesis	総合|合成|統合
synthesiser	シンセサイザー
synthesizer	シンセサイザー
synthetic	人造|ケミカル
syringe	シリンジ
syrup	シロップ
system	制度|制|体系|系統
systematic	組織的|計画的|正則
systemic	全身
systems	システムズ
t-joint	チーズ
t-score	偏差値
tab	付け
tabernacle	会堂|神殿
tabi	足袋
table	卓|テーブル|表|一覧表
tablecloth	クロス
tableland	高原|台地
tablespoon	大さじ
tablet	錠剤|錠
tabletop	卓上
tableware	食器
tabloid	タブロイド
taboo	タブー|禁物
tacit	暗黙
taciturn	無口|寡黙
tack	釘
tackle	取り組む|挑む
tackling	チャレンジ
tact	巧者|手際|遠慮
tactic	策略
tactics	作戦|戦術|戦法|戦略
tactless	不器用
tag	タグ|荷札|票|札
tai	鯛
tail	尾|尻尾|尾行
tailor	仕立てる|テーラー
tailoring	仕立て|調整
tails	裏面
tailwind	追い風
taiwan	台湾
take	取る|浴びる|撮る|捕る
take-away	テイクアウト|持ち帰り
take-out	テイクアウト|持ち帰り
takeaway	持ち帰り
takeoff	離陸
takeout	持ち帰り
takeover	乗っ取り|買収
taking	連行|持参|購読|攻略
takings	売り上げ|水揚げ|上がり|商い
talc	タルク
tale	物語|コント|お話|ストーリー
talent	能|才能|才|素質
talented	多才|有能
talents	資質
talk	談話|語らう|対談|語り
talkative	お喋り
talkie	トーキー
tall	高い|高層
tallow	脂
tally	開票|集計
talon	爪|舌
tame	慣らす
tamper	誤魔化す
tampering	細工
tan	日焼け
tanabata	七夕
tandem	タンデム
tangerine	蜜柑
tangible	具体
tangle	縺れる
tank	戦車|タンク|船
tanka	短歌
tankard	ジョッキ
tanker	タンカー|タンクローリ
tanned	浅黒い
tansu	箪笥
tantalised	歯痒い
tantalized	歯痒い
tanuki	狸
tanzaku	短冊
tanzania	タンザニア
tap	タップ|蛇口|叩く|打つ
tap-water	水道水
tape	テープ
taper	グラデーション
taping	テーピング
tapping	打診|傍受|タップ
tar	タール
tardiness	遅刻
target	対象|標的|ターゲット|目標
tariff	関税|税率
taro	芋
tart	パイ|渋い
task	タスク|用|任務|勤め
tasks	用事
tassel	房
taste	味覚|風味|風情|味わう
tasteful	粋|渋い
tasteless	野暮
tastes	好き嫌い|趣味
tasting	試食
tasty	美味しい|乙|上手い
tattoo	入れ墨|タトゥー|彫る
tattooing	入れ墨
taurus	トーラス
tavern	酒場
tawdry	安っぽい
tawny	茶色
tax	税金
tax-free	無税
taxation	課税|租税|徴税
taxes	租税
taxi	タクシー
taxiing	滑走
tea	お茶|茶|ティー
tea-towel	布巾
teacart	ワゴン
teach	伝える|授ける|育てる
teacher	先生|教師|教諭|教員
teaching	教示|授業|教育|教授
teachings	教訓
teacup	湯のみ|茶碗
teahouse	茶屋|喫茶
team	チーム|班|イレブン|ナイン
teamwork	チームワーク
tear	涙|破る|裂く|裂け目
tearoom	茶室|喫茶店|喫茶
tears	感涙|涙|露
tease	揶揄う|苛める
teasing	虐め
teaspoon	小さじ
teat	乳首
technical	技術的|専門的|テクニカル
technician	テクニシャン|技師|技術者
technique	手法|技|技法|取り口
techniques	取り口
technocrat	テクノクラート
technology	技術|テクノロジー|テク
tedious	諄い|詰らない
tedium	退屈|飽き|倦怠
tee	チーズ|ティー
teenage	１０代
tele-	遠距離
telecommunication	テレコム
telecommunications	交信|通信
teleconference	テレカンファレンス
teledrama	ドラマ
telegram	電報
telegraph	電信|テレグラフ
telegraphing	発電
telekinesis	念力
telemeter	テレメーター
telephone	電話機|テレホン|電話
teleprompter	プロンプター
telescan	テレスキャン
telescope	望遠鏡
televising	放映
television	テレビ|テレビジョン
telex	テレックス
telling	発信
telling-off	小言
telop	テロップ|スーパー
temper	気心|鍛える|機嫌|気性
tempera	テンペラ
temperament	気質|気性|資質|気象
temperance	禁酒
temperate	温和|温暖|適度|控えめ
temperature	温度|体温|熱
tempering	鍛錬|練り
tempest	嵐|荒れ
tempestuous	激しい
template	鋳型
temple	寺|堂|聖堂|神殿
tempo	拍子|テンポ|緩急
temporarily	一度|仮に|一旦
temporary	臨時|一時的|仮設|テンポラリー
tempt	唆す|誘う|釣る|惑わす
temptation	誘惑|誘い
tempter	キラー
tempting	耳より
temptress	キラー
tempura	天ぷら
ten	テン|両手
tenacious	粘り強い|頑強
tenacity	執念|頑張り|執着|根気
tenant	テナント
tendency	傾向|動向|性向|癖
tender	優しい|入札|提供|柔らかい
tender-hearted	情け深い|ウエット|脆い
tenderloin	ヒレ
tending	手入れ
tendon	筋
tenet	主張
tenets	要領|宗
tengu	天狗
tennessee	テネシー
tennis	テニス|庭球
tenor	テナー|テノール|論調|趣
tense	険悪
tension	緊張|緊迫|テンション|切迫
tent	テント
tentacle	角
tentative	暫定
tentatively	一応
tepid	生ぬるい|温い
term	期限|用語|期間|条件
terminal	端末|端末機|ターミナル|末期的
terminate	極まる
termination	満了|終了|終末|消滅
terminology	用語|術語|語彙
terminus	終点
terms	間柄
terrace	テラス|段々
terrain	地形
terrible	恐ろしい|凄い|恐るべき|甚だしい
terribly	酷く|大変|何とも|大層
terrific	凄まじい|物凄い|猛烈|凄い
terrifying	恐ろしい
terrine	テリーヌ
territory	領内|領地|テリトリー|領土
terror	テロ|恐怖
terrorism	テロリズム|テロ|脅迫
terrorist	テロリスト
tertiary	三次
test	試練|試す|試し|試験
testament	遺言|遺書
tester	テスター
testimonial	表彰状|メモリアル
testimony	証言|証明|供述|証
testing	吟味
tete-a-tete	相対
tether	絆
tetrachloroethylene	テトラクロロエチレン
texas	テキサス
text	本文|本書|条文|テキスト
textbook	教科書|テキスト|読本
textile	織物|繊維|呉服
texture	地合い|地肌|テクスチャ|肌触り
thailand	泰
thankful	有難い
thatch	草
thaw	溶ける
thawing	雪解け
theater	シアター|劇場|演劇|戦域
theater-going	観劇
theatre	劇場|演劇|芝居小屋|シアター
theatre-going	観劇
theft	窃盗|盗難|泥棒
theme	テーマ|課題|題材|主題
theology	神学
theory	理論|理屈|学説|説
therapy	療法|セラピー|治療
thereafter	以降|以後
thermometer	寒暖計|温度計
thermos	ジャー|水筒
thesaurus	シソーラス
thesis	論文|テーゼ|命題
thick	厚い|濃厚|太い
thick-skinned	鈍感|無神経
thicket	雑木林|林
thickheaded	鈍感|鈍い
thickness	厚さ|厚み|濃度
thief	泥棒|盗賊|泥
thigh	股|太もも
thin	希薄|細い|薄い|疎ら
thinking	考え|思考|思索
thinner	シンナー
third	三次|サード|三度
third-class	三流
third-rate	三流
thirst	渇き
thirsting	渇望
thong	緒|ソング
thongs	ビーチサンダル
thorium	トリウム
thorn	刺
thorough	徹底的|周到|念入り|綿密
thoroughbred	サラブレッド
thoroughly	散々|思う存分|根掘り葉掘り|十分
thoroughness	徹底|飽くまでも
though	仮令
thoughtful	懇切
thoughtfulness	思いやり|心遣い|配慮|遠慮
thoughtless	滅多|軽はずみ|軽率|無謀
thoughtlessly	無闇に
thoughtlessness	非常識|不注意
thoughts	感想
thousands	数千
thread	糸|筋道
threat	脅威|脅迫|脅し|威嚇
threaten	脅かす|脅す
threatening	不穏|険悪
three	三本
three-dimensional	立体的
three-of-a-kind	三本
threshold	敷居|閾値|狭間
thrice	三度
thrift	倹約
thrill	スリル|刺激
thriller	スリラー
thrilling	スリリング
thrive	蔓延る
thriving	繁栄|盛ん|隆盛|繁盛
throat	喉
throb	躍動
throbbing	鼓動
throne	王座|位
throng	雑踏|人だかり|群|群衆
through	直行
through-and-through	根掘り葉掘り
throughout	至る所
throw	放る|投じる|投げる|打付ける
throwaway	使い捨て
thrust	突き|突き刺す|刺す|差し伸べる
thumb	親指
thunder	雷鳴|雷
thunderbird	サンダーバード
thunderbolt	落雷|雷
thunderclap	雷鳴
thunderstorm	雷雨
thursday	木曜|木曜日
thus	斯う|然う
thwart	阻む
thyme	タイム
tibet	チベット
ticket	札|切符|券|乗車券
tickle	擽る
ticklish	擽ったい
tide	潮|風潮|潮流|大勢
tideland	干潟
tidings	便り|知らせ
tidy	綺麗
tie	結ぶ|縛る|締める|ネクタイ
tie-dye	絞り
tie-dyeing	絞り
tie-up	タイアップ|提携|停滞|不通
ties	絆
tiger	虎
tight	タイト|窮屈|硬い
tight-fitting	ボディコン
tighten	引き締める|突っ張る|締める|張る
tightening	引き締め|締め付け|締め
tightness	梗塞|突っ張り
tights	タイツ
tilde	チルダ
tile	タイル
till	耕す
tilt	傾げる|傾ける|傾斜|曲げる
tilted	斜め
timber	木材|材木|木
timbre	音色
time-consuming	遅い
time-honored	古来|古い
time-honoured	古来
time-out	時間切れ
time-stamp	タイムスタンプ
timely	適時|タイムリー
timepiece	時計
timer	タイマー
timetable	時間割|時刻表|定刻|ダイヤ
timeworn	古い
timid	弱気|臆病|内気
timidly	恐る恐る
timing	タイミング
timpani	ティンパニ
tin	缶|錫
tines	股
tinfoil	銀紙
tinge	色|色合い
tingle	痺れる
tinkering	手直し
tint	色|色合い
tints	色彩
tiny	小さい|小さな|零細
tip	チップ|末|端|先端
tire	タイヤ|疲れる
tiredness	疲れ
tiresome	面倒くさい|煩い|怠い
tiresomeness	飽き
tissue	ティッシュ|ティッシュペーパー
titanium	チタン
title	肩書き|題名|題|表題
titleholder	覇者
tnt	トリニトロトルエン
toast	トースト|祝杯|乾杯|焼く
toaster	トースター
toastmaster	司会者
tob	出塁
tobacco	煙草
toboggan	リュージュ
toddler	幼児
toe	トー|指|指先
toehold	足掛かり
toes	つま先
toffee	飴
tofu	豆腐
together	一緒|共に|一緒に|共々
tohoku	東北
toil	労作|辛苦|労働|労
toilet	便所|お手洗い|トイレ|トイレット
token	札|コイン
tokonoma	床の間
tokyo	東京
tolerance	寛容|包容力|耐性|容赦
tolerant	寛大
tolerate	受け付ける|許す
toleration	黙認
toll	トール|報酬
toluene	トルエン
toluol	トルエン
tomahawk	トマホーク
tomato	トマト
tomb	墓|墳墓|石室|塚
tombstone	墓石
tomoe	巴
ton	屯
tone	口調|論調|語気|トーン
tone-deaf	音痴
tone-deafness	音痴
tongue	舌|ベロ|弁
tonight	今晩|今夜|今宵
tonkatsu	豚カツ
tonne	屯
too	余りに|過ぎ|又
tool	道具|用具|具|ツール
tooth	歯
toothbrush	歯ブラシ
toothpaste	歯磨き
toothpick	爪楊枝
top	頂点|頂上|絶頂|トップ
top-notch	一流
topic	話題|トピック|テーマ|案件
topless	トップレス
toplist	ランキング
topography	地誌|風土|地形
toponym	地名
topper	トッパー
topple	倒れる
torch	懐中電灯|トーチ|灯
torii	鳥居
torment	苦しめる|悩ます|苛める
tornado	竜巻
toronto	トロント
torpedo	魚雷
torpor	冬眠
torque	トルク
torrent	瀬
torso	胴|胴体|体
tortoise	亀
torture	拷問
torus	トーラス
toss	トス|突き上げる|放る|投げる
total	通算|全面的|総数|全額
totalisation	集計
totalitarianism	全体主義
totalization	集計
totally	一向に|一向|丸っきり|全然
touch	接触|接する|触る|触れ合う
touching	涙ぐましい|劇的|痛ましい
touchstone	試金石
tough	タフ|手ごわい|ハードボイルド|苦しい
toughening	鍛錬|硬化
toughness	歯ごたえ
toupee	鬘
tour	周遊|ツアー|見学|巡回
touring	ツーリング
tourism	観光
tourist	ツーリスト|観光客|旅人|旅客
tournament	トーナメント|大会
toward	頃
towel	手ぬぐい|タオル
tower	塔|タワー|聳える
town	都市|町|タウン|市街
townscape	町並み
townsfolk	町人
townspeople	町民|町人|市民
toxic	有毒
toxicant	毒
toxicity	毒性
toy	玩具
trace	跡|痕跡|トレース|面影
traces	形跡|名残
trachea	気管
tracing	追跡
track	曲|線路|手がかり|トラック
tracking	追跡
tracks	跡
tract	一帯
tractor	トラクター
trad	トラッド
trade	貿易|売買|商売|商い
trade-in	買取
trademark	商標|トレードマーク
trader	業者|商人
tradesman	職人|商人
tradespeople	町人
trading	商い
tradition	伝統|伝説|伝承|内規
traditional	伝統的|旧来|トラッド|歴史的
traffic	交通|往来|トラフィック
trafficking	売買
tragedy	悲劇|惨事|ドラマ
tragic	悲惨|痛ましい|無残
trail	コース|手がかり|足取り
trailblazer	草分け
trailblazing	開拓
trailer	トレーラー|予告
trailing	後続
train	列車|電車|汽車|慣らす
trainee	見習い
trainer	トレーナー
training	研修|訓練|養成|教習
trait	特徴|特性|気質|習性
traitor	売国奴|裏切り者
trajectory	弾道|軌道
tramp	浮浪者
trance	失神|トランス|夢中
tranquil	平穏|長閑|安らか|閑静
tranquiliser	トランキライザー|鎮痛剤
tranquility	平安|安らぎ|沈静|安泰
tranquilizer	トランキライザー|鎮痛剤
tranquillity	平安|安らぎ|平静|沈静
transaction	商売
transactions	取引
transceiver	トランシーバー
transcendence	超越|卓越
transcendency	超越
transcendental	超越
transcribe	写す
transcript	謄本|写し
transcription	採録|表記|書き取り
transfer	譲渡|移籍|移譲|振替
transferring	授受
transfiguration	変貌|変化
transform	変える
transformation	変形|変容|変態|変革
transformer	トランス
transgress	反する|犯す
transgression	違反
transient	儚い|過渡
transit	トランジット|通過|渡り
transition	推移|移行|変遷|転移
transitivity	自他
translate	訳す
translation	翻訳|換算
translator	訳者
transmission	伝達|送信|伝送|通信
transmit	伝える|送る
transmutation	変移|変質
transparency	スライド|ガラス張り
transparent	透明
transplant	移植|植える
transplanting	移植
transponder	トランスポンダー
transport	輸送|運送|運搬|運ぶ
transportation	運輸|交通機関|搬送|交通
transposition	互換
trap	トラップ|落とし穴|罠|引っ掛ける
trapeze	鞦韆
trash	塵|廃棄物
trauma	外傷
travel	旅行|旅|トラベル|移動
traveler	旅人|旅行者|旅客
traveling	走行|移動
traveller	旅人|旅行者|旅客
travelling	走行|渡航|行脚|移動
travelogue	紀行
travels	遍歴
traverse	横切る|渡す
traversing	横断
trawl	トロール
tray	盆|トレー|盤
treachery	裏切り|反逆|野心
tread	歩む|溝
treason	反逆
treasure	宝|宝物|トレジャー
treasury	宝庫|蔵|金庫
treat	扱う|振る舞い|持て成し|お持て成し
treating	接待|ご馳走
treatise	論文
treatment	治療|扱い|取り扱い|待遇
treaty	条約
tree	木|樹木|ツリー
tree-planting	植樹
trees	木々|植木
trekker	トレッカー
trellis	棚
tremble	揺るぐ|揺らぐ|震える
trembling	動揺|身震い
tremendous	絶大|豪快|物凄い|凄まじい
tremor	揺らぎ|震動
trench	壕|溝
trend	動向|トレンド|傾向|流行
trends	流れ
trendy	トレンディー|ナウ|ヒップ
trespass	侵害|侵す|侵入
triage	選別
trial	裁判|審理|試し|トライアル
triangle	三角|三角形|トライアングル
triathlon	トライアスロン
tribe	族|部族|種族
tribulation	試練
tribune	トリビューン
tributary	支流
tribute	賛|哀悼
trichloroethylene	トリクロロエチレン
trick	騙す|トリック|手口|企み
trickery	インチキ
tricky	微妙|厳しい
trifling	零細|下らない|軽薄|詰らない
trigger	引き金|トリガー|契機|火種
triggering	起爆|誘発|触発
trilogy	三部作
trim	刈り込む|刈る|摘む
trimming	手入れ
trimmings	飾り
trinitrotoluen	トリニトロトルエン
trio	トリオ
trip	躓く|トリップ|旅行|旅
triple	トリプル|三塁打
tritagonist	連れ
trite	有り触れた|古臭い|月並み
triumph	得意|勝利
trivial	下らない|些細|自明|詰らない
troll	トロール|厨房
trolley	台車
trombone	トロンボーン
troop	一行|一団
trooper	トルーパー|騎兵
troops	隊員|軍|軍隊|部隊
trophy	トロフィー|賞品|獲物
tropics	熱帯
troubadour	演歌
trouble	悩み|苦労|迷惑|面倒
trouble-free	滑らか
troubled	物騒|騒がしい
troublemaker	火付け役
troubles	悩み|苦情|葛藤|荒波
troublesome	煩わしい|難しい|不都合|煩雑
trough	トラフ|船
troupe	劇団|一団|連中
trousers	ズボン|パンツ
troy	トロイ
truce	休戦
truck	トラック|台車
true	正|真の|純粋|実勢
true-to-life	生々しい
trueborn	生え抜き
truffle	トリュフ
truly	本当に|如何にも|実に|誠に
trumpet	トランペット|ペット
truncate	切り捨てる
truncation	打ち切り|切り捨て
trundle	転がす
trunk	幹|胴|胴体|トランク
trunks	トランクス|パンツ
trust	信託|信任|トラスト|信用
trustee	評議員|理事
trustworthy	頼もしい|着実|確か
truth	実|真相|真実|真理
truthful	正しい
try	試みる|心がける|トライ|努める
trying	試食|切ない
tryout	テスト
tse	東京証券取引所
tsubo	坪
tsukemono	漬物
tsuki	突き
tsunami	津波
tsundoku	積ん読
tub	桶|船
tube	チューブ|管|筒|パイプ
tuber	芋
tubercule	結核
tuberculosis	結核
tuck	上げ|タック
tuesday	火曜日|火曜
tuft	房|髭
tug	引く
tugboat	タグボート
tuition	学費
tulip	チューリップ
tumble	転落|転がる
tumbler	起き上がりこぼし
tumbling	転倒
tummy	ポンポン
tumor	腫瘍
tumour	腫瘍
tumtum	ポンポン
tumult	大騒ぎ
tumulus	古墳|塚
tuna	鮪|ツナ|チューナー
tundra	原
tune	調子|一曲|歌曲|旋律
tuner	チューナー
tunic	上着
tuning	調整|同調
tunnel	トンネル|坑道
tunny	鮪
turbid	不透明
turbine	タービン
turbo	ターボ
turbulence	激動
turbulent	不穏|騒がしい|騒々しい
turf	芝|芝草
turmoil	混迷|騒動|激動|渦中
turn	順番|転じる|回す|回る
turn-around	逆転
turn-up	折り返し
turncoat	裏切り者
turning	回転|旋回|屈折|角
turnout	出足|人出
turnover	売り上げ|商い
turtle	亀
tussis	咳
tut-tut	舌打ち
tutor	チューター
tutorial	学習
tuxedo	タキシード
tv	テレビ
twat	割れ目
tweaking	手直し
tweet	鳴き声|呟く
tweezers	ピンセット
twenty	二十歳
twice	倍|再度|二回|二度
twig	小枝|枝
twilight	日暮れ|トワイライト|黄昏|夕暮れ
twin	ツイン|双子
twinge	染みる
twinkle	瞬く
twins	双子|双生児
twist	捻る|捻挫|捩る|畝る
twisting	屈折
twitch	引きつる
twitter	囀る
two-fold	二重
tycoon	王
tying	結束
tympanum	中耳
tympany	ティンパニ
type	典型|タイプ|類|型
typeface	書体|字体
typewriter	タイプライター
typhoon	台風
typical	典型的|一般的|本格的
typist	タイピスト
typo	誤字|誤植
tyrannize	虐げる
tyranny	暴虐|ティラニー|横暴|専横
tyrant	ワンマン
tyre	タイヤ
ubermensch	超人
ubiquitous	普遍|普遍的
uchiwa	団扇
udder	乳房
udon	饂飩
ugly	醜い|醜悪|見苦しい
ukiyo-e	浮世絵
ukiyoe	浮世絵
ukulele	ウクレレ
ullage	目減り
ultimate	究極|最終的
ultimately	結局|到頭|詰まり
ultra	ウルトラ
ultraconservative	極右
ultrasound	超音波
umbrella	傘|パラソル
ume	梅
umeboshi	梅干し
umpire	審判
un	国連
unable	不能
unacceptable	無し
unaffected	素直
unaffiliated	在野
unaided	単身
unaltered	無修正
unamended	無修正
unanimity	満場一致
unanimously	異口同音|口々に
unanticipated	案外
unassuming	控えめ
unattended	無人
unattractive	醜い
unauthorised	越権
unauthorized	越権|裏口
unavailable	無効
unavaricious	無欲
unavoidable	余儀ない|やむを得ない|不可避|仕方がない
unavoidably	余儀なく
unawares	いつの間にか|知らず知らず
unbalanced	アンバランス
unbearable	堪らない|やり切れない|敵わない
unbeatable	無敵
unbecoming	見っともない
unbending	強硬
unbind	解く
unblemished	無傷
uncalled-for	余計
uncanny	不気味
uncensored	無修正
uncertain	不確実|不確か|疑わしい|不明
uncertainty	不定|疑い
uncertified	無資格
unchangeable	不変
uncharacteristically	何時に無く
uncivilised	未開|野蛮
uncivilized	未開|野蛮
uncle	伯父
unclean	不潔|汚い
uncleanliness	不浄
unclear	不明|曖昧|不確か
uncomfortable	不愉快
uncommon	レア
uncommunicative	寡黙
uncomplicated	簡単|単純|ナイーブ
uncompromising	強硬
unconcealed	露骨
unconcern	平気
unconcerned	何気ない
unconditional	無条件
unconditionally	一概に|絶対に|絶対
unconnected	無縁
unconsciously	思わず|知らず知らず
unconsciousness	無意識
unconstitutionality	違憲
unconventional	アングラ
unconvicted	未決
uncooked	生
uncouth	野性|野暮
undamaged	無傷
undecided	未定|未決|不定|有耶無耶
undefeatable	無敵
undependable	頼りない
underclothes	肌着
undercurrent	底流
undercutting	切り下げ
underdevelopment	アンダー
underdog	負け犬
underestimation	過小評価
underexposure	アンダー
underfoot	足元
undergraduate	学部
underground	地中|アングラ
underhanded	悪質
underlay	下敷き|支える
underline	アンダーライン
undermanned	手薄
undermentioned	左記
undermine	蝕む
underpants	パンツ
underquilt	敷き布団
undersea	海底
undersecretary	次官|事務次官
underselling	乱売
undershirt	シャツ
understand	心得る|分かる|聞き取る|飲み込む
understanding	理解|分かり|疎通|申し合わせ
understated	渋い
undersurface	裏|尻
undertake	遣る|請け負う|引き受ける|承る
undertaking	引き受け|請負
undertone	低調|地合い
undervaluation	過小評価
underwater	水中
underwear	下着|肌着
underwriting	引き受け
undeserved	不当|不相応
undesirable	悪い
undeveloped	未開
undisciplined	だらし無い
undisguised	露骨
undistinguished	平凡
undisturbed	円滑
undo	解く|開く|外す
undoing	帳消し
undoubtedly	屹度|大丈夫
undress	脱ぐ
undressing	脱衣
undulate	畝る|閃く
undulation	起伏|畝り
undying	不朽
uneasiness	不安|焦燥|危惧|心配
uneasy	重い
unedited	無修正|生
unemotional	ドライ
unemployed	無職
unemployment	失業
unendurable	堪らない
unequalled	飛び切り
unequivocal	明快
unevenness	斑|凸凹|凹凸
uneventful	平凡
unexpected	意外|予想外|思いがけない|予期せぬ
unexpectedly	案外|不意に|俄かに|不図
unexplored	未開
unexpurgated	無修正
unfair	アンフェア|不当|狡い|酷
unfairness	不公平|不正|不平等
unfaithfulness	浮気
unfamiliar	見知らぬ|不慣れ
unfamiliarity	見ず知らず
unfasten	解く|外す
unfathomable	計り知れない
unfavorable	損
unfavourable	不都合
unfeasible	難しい
unfeeling	冷たい
unfigured	無地
unfinished	中途半端|未完成
unfitness	不適当
unfold	繰り広げる|開く|広げる
unfolding	展開|発展
unforeseen	不慮|予想外|予期せぬ|不意
unfortunate	気の毒|惜しい|残念
unfortunately	生憎
unfriendliness	不親切
unfriendly	冷たい
ungrateful	恩知らず
unhandiness	不便
unhappiness	不幸|不幸せ|不満
unhappy	悲しい|惨め|不愉快
unharmed	無傷
unhealthy	不健康
unheard-of	前代未聞
unhurried	静か
unhurt	無傷
unidentified	不詳
unification	一元化|統括|統合|統一
uniform	一律|制服|一様|ユニフォーム
uniformity	画一|均一|均等|統一
unify	纏める
unilateral	一方的
unimportant	マイナー|詰らない
uninhabited	無人
uninhibited	奔放
uninjured	無傷
unintelligible	難解|分かりにくい
unintended	無作為|不本意
unintentional	無作為|不本意
unintentionally	何気なく|思わず|不図
uninteresting	詰らない|寒い
uninterrupted	円滑
union	連合|結束|ユニオン|同盟
unique	特異|異色|ユニーク|独自
uniqueness	独特|味
unison	同音
unit	単位|ユニット|部隊
unitary	一元|単一
unite	合う|合わせる|合わす
united	ユナイテッド
uniting	融合
unity	統一|団結|持ち合い|結束
universal	普遍|普遍的|ユニバーサル|一般
universally	一般に
universe	宇宙|ユニバース
universiade	ユニバーシアード
university	大学
unjust	不法
unjustifiable	済まない|無理|不可|不都合
unkind	意地悪|冷淡
unkindness	不親切
unknown	未知|未知数|不詳|見知らぬ
unlabelled	ノーマーク
unlace	解く
unlawful	不法|非合法|違法
unleashing	解放
unlicensed	無免許|無資格
unlikely	あり得ない|怪しい
unlimited	無制限|無期|限りない
unload	下ろす
unloading	荷揚げ|水揚げ
unlock	開ける
unlooked-for	不本意
unlucky	不吉|細い|忌まわしい
unmanned	無人
unmarked	ノーマーク|覆面
unmarried	未婚|独身
unmasking	摘発
unmistaken	紛れもない
unmixed	純粋
unmotivated	消極的
unnamed	無名
unnatural	不自然|無理|人工的|人為的
unnecessary	不要|不必要|までも無い|無用
unneeded	不要
unnoticed	いつの間にか
unobjectionable	問題ない
unobserved	ノーマーク
unobtrusive	地味
unofficial	非公式
unowned	無い
unpack	開く|解く
unpaid	未払い|無給|無報酬
unpalatable	不味い
unpardonable	済まない|気の毒
unpleasant	不愉快|嫌らしい|忌まわしい|嫌
unpleasantness	不快
unplug	抜く
unpolished	野性|硬い
unpopular	不人気
unpopularity	不評
unpossessed	無い
unprecedented	前代未聞|画期的|異例|破格
unprepared	不用意
unpreparedness	油断
unpretentious	ナイーブ|庶民的
unprocessed	生
unproductive	不毛
unprofitable	損
unpromising	心細い
unpublished	未発表
unqualified	無資格
unravel	解きほぐす|解ける|梳かす|解く
unravelling	解明
unrealistic	無茶苦茶
unreasonable	無理|理不尽|無茶|無茶苦茶
unreasonableness	不当|筋違い
unreasonably	無闇に
unrefined	野暮
unregistered	無記名|無届け
unrelated	無縁|無関係
unreliable	不確か|頼りない|不確実|適当
unremarkable	平凡
unremitting	不断
unreported	無届け
unresolved	未解決
unrest	乱れ|動揺
unrestricted	無制限
unripe	未熟|半熟
unrivaled	無敵
unrivalled	無敵
unroll	繰り広げる|広げる
unruly	腕白
unsanitary	不潔
unsatisfactory	遺憾|物足りない|無し
unsatisfied	物足りない
unsavory	不味い|忌まわしい
unsavoury	不味い
unscathed	無傷
unseal	開く
unseasonable	不順
unseemly	見苦しい|見っともない|醜い
unselfish	無欲
unsettled	未解決|流動的|物騒|不順
unsew	解く
unshakable	不動
unsightly	見苦しい|醜悪|醜い
unsigned	無記名|無名
unskilful	不味い
unskilled	下手くそ|弱い|未熟
unskillful	下手|稚拙|拙劣|不味い
unskillfulness	不器用
unsophisticated	野暮|素朴
unsparing	厳しい
unsparingly	容赦なく
unspeakable	何とも言えない
unspecified	不詳
unspoken	暗黙
unsteadiness	不規則
unstitch	解く
unsuitable	不適切
unsuited	不相応
unsure	怪しい
unsurprising	有り触れた
unsystematic	出鱈目
untactful	下手
untalkative	寡黙|無口
untangle	解きほぐす|梳かす
unthinkable	とんでも無い|心外
untidy	だらし無い|汚い
untie	解く
untruth	虚偽|嘘
unused	遊休
unusual	変わった|珍しい|異例|レア
unusually	何時に無く|人一倍|殊に|特段
unveiling	披露|発表
unversed	不慣れ
unwarranted	不法
unwavering	不動
unwilling	不本意
unwittingly	知らず知らず
unwontedly	何時に無く
unworthiness	不徳
unworthy	不肖
unwounded	無傷
unwrap	開ける|解く|広げる
unyielding	強硬
up-and-comer	新鋭
up-and-coming	新鋭|新進
up-to-date	今日的|ヌーボー|新しい
up-train	上り
upbringing	養育|仕込み|育児|教育
update	更新|リニューアル|修正
updating	リフォーム
upfront	素直
upgrading	格上げ|充実
upheaval	激変|動乱|激動|変革
uphill	上り坂
upholstery	内装
upkeep	営繕
uplift	高揚|隆起
uploading	アップ
upon	次第
upper	アッパー|高層
uppermost	最高
upright	真っ直ぐ|高潔|潔い|克明
uprightness	潔白
uprising	事変|暴動|反乱
uproar	騒ぎ|大騒ぎ|嵐|騒動
uproot	引き抜く
uprush	盛り上がり
upset	覆す|揺さぶる|逸らす
upsetting	心外
upside-down	上下
upstairs	二階
upstart	成金
upstream	川上
upsurge	高まり|高揚
uptrend	上向き
upturn	上向き|上り坂
upwind	風上
uranium	ウラン
uranus	天王星
urban	アーバン|都市
urea	ユリア
urge	促す|督促|意欲|欲求
urgency	緊急|切迫
urgent	至急|当面|早急|急
urgently	至急
urging	催促
urine	尿|小便
usa	米国
use	使う|使用|利用|採用
used	使用済み|ユーズド
useful	有用|有意義|実用的|重宝
usefulness	便利さ
useless	無用|役に立たない|駄目|無益
uselessness	無駄
user	利用者|使用者|ユーザー|持ち
using	持ち
ussr	ソ連
usual	通常|普段|平常|尋常
usually	常時|大抵|大概|決まって
usurp	乗っ取る
usurpation	奪取|横領|横取り
utah	ユタ
utensil	器具|道具|器物
uterus	子宮|母胎
utilisation	利用|使用
utilise	用いる
utilitarian	実用的
utility	実用|効用|万能|使い道
utilization	利用|使用
utilize	用いる
utmost	最善
utopia	ユートピア
utter	発する|云う|真の|真っ赤
utterance	発声|発言
utterly	到底|散々
v	対
vacancy	欠員|空虚|空席|空き
vacant	空っぽ|虚しい
vacate	立ち退く
vacation	バカンス|有給|休み
vaccination	予防接種|接種
vaccine	ワクチン
vacillation	躊躇|優柔不断
vacuum	真空|空|掃除機|空白
vagabond	バガボンド|浮浪者
vagina	割れ目
vagrancy	流浪
vagrant	浮浪者
vague	曖昧|散漫|有耶無耶|頼りない
vain	無益|味気ない|儚い|虚しい
vainglory	虚栄
valentine	バレンタイン
valiant	勇ましい
valid	有効|妥当
validation	確認
validity	効力
valley	谷|谷間|渓谷|沢
valor	勇気|武勇
valour	勇気|武勇
valuable	貴重|尊い|高価|有意義
valuables	貴重品
valuation	評価|見積もり
value	価値|値打ち|貴ぶ|価格
values	価値観
valve	バルブ
vampire	吸血鬼|ヴァンパイア
van	貨車|バン
vanguard	先陣|前衛|先頭|先端
vanilla	バニラ
vanish	消える|吹き飛ぶ
vanishing	消滅
vanity	虚栄心|虚栄|見栄
vapor	蒸気|気体|湯気
vapour	蒸気|気体|湯気
var	バー
variable	未知数
variance	分散
variant	異文
variation	バリエーション|変化|差|変形
varicolored	多彩
varicoloured	多彩
varied	様々
variegated	多彩
variety	種類|バラエティ|一種|多様性
variola	天然痘
various	様々|種々|色々|色んな
varnish	塗る
vary	違う|異なる|変わる|変える
vase	花瓶|壺
vast	広大|莫大|広い|膨大
vat	船
vault	金庫
vd	性病
vector	ベクター|ベクトル
vegetable	野菜|ベジタブル
vegetables	菜
vegetation	植物|草木|プラント
vehemence	激甚
vehement	熱烈|猛烈
vehicle	乗り物|車
veil	ベール|覆面
vein	静脈|血管|脈|筋
velocity	速度|速さ
velvety	滑らか
vendor	売り手|業者
veneer	ベニヤ|着せる
vent	ベンツ|出口
ventilation	換気|風通し|流通|排気
ventilator	風穴
venting	発散
venture	ベンチャー|冒険|投機|冒す
venue	会場
venus	金星|明星|暁星
veracity	真偽
veranda	縁側|ベランダ
verandah	ベランダ
verb	動詞
verbal	口頭
verbose	諄い
verdict	宣告|評決|判定
verdigris	緑青
verdure	緑色
verge	外れ|土俵際
verification	検証|確認|実証|証明
verify	糺す
vermilion	丹|赤い
vermillion	赤い
vermin	害虫|ばい菌
vermouth	ベルモット
vernier	スケール
versatile	多角
versatility	融通
verse	行|バース|節
version	バージョン|版|稿
versus	対
vertex	頂点
vertical	垂直
vertigo	目眩
vessel	船舶|器|容器|船
vessels	艦船
vest	チョッキ|ベスト
vestibule	玄関|前庭
vestige	痕跡
vestiges	面影|名残
vet	獣医
veteran	ベテラン
veterinarian	獣医
veto	拒否
vexatious	煩雑
vexed	歯痒い|喧しい
vexing	悔しい|心外|残念
viaduct	陸橋
vial	瓶
vibrant	瑞々しい|鮮やか
vibrate	響く
vibration	振動|震動
vice	悪徳|不徳|悪事
vice-	副
vice-admiral	中将
vice-chief	次長
vice-director	次長
vice-minister	次官|事務次官
viceroy	総督
vicinity	付近|辺|近隣|辺り
vicious	悪質
vicissitudes	栄枯|盛衰|変遷
victim	犠牲者|被害者|犠牲
victor	ビクター|勝者
victoria	ビクトリア
victory	勝利|勝訴|戦勝|ビクトリー
video	動画|ビデオ|映像
vie	競う|比べる
view	展望|視野|所見|見晴らし
viewer	視聴者
viewfinder	ファインダー
viewing	視聴|観覧|見物|観賞
viewpoint	見方|立場
views	見識
vigilance	警戒
vigilant	用心深い
vignette	エピソード
vigor	勢い|精力|剛健|気迫
vigorous	健やか|旺盛|活発|元気
vigour	剛健|勢い|気勢|精力
viking	バイキング
vile	卑しい
villa	ビラ|別荘
village	村|ビレッジ|集落
villager	村人|村民
villain	悪役|悪人|悪者
villainous	凶悪
vindication	釈明|弁明|証|擁護
vinegar	酢
vinyl	ビニール
viola	ビオラ
violate	侵す|反する|犯す
violation	違反|侵犯|侵害
violence	暴力|乱暴|暴挙|横暴
violent	激しい|荒っぽい|荒い|猛烈
violet	紫|紫色
violin	バイオリン
violinist	バイオリニスト
violoncello	チェロ
virgin	処女|バージン
virginia	バージニア
virility	剛健
virtual	バーチャル|仮想
virtually	先ず
virtue	仁義|美点|良さ|効き目
virtuoso	妙手
virtuous	高潔|清潔
virulence	毒性
virulent	悪性
virus	ウイルス
visa	査証|ビザ
visage	顔|形
viscera	臓|臓器|内臓
viscosity	粘り
viscous	粘粘
visibility	視界|見通し
vision	視覚|ビジョン|幻|視力
visions	夢幻
visit	訪ねる|見舞う|訪れ|参観
visitor	来客|ビジター|訪問者|客
vista	見通し
visual	ビジュアル
vital	肝要|元気|肝心
vitality	活力|生命力|バイタリティー|気力
vitalize	興す
vitals	急所
vitamin	ビタミン
vitrine	ショーケース
viva	ビーバー
vivacious	瑞々しい
vivid	鮮明|鮮やか|生々しい|鮮烈
vividness	精彩
vocabulary	語彙|単語
vocal	ボーカル
vocalisation	発声
vocalist	ボーカリスト|ボーカル
vocalization	発声
vocals	ボーカル
vocation	職業
vocoder	ボコーダー
vodka	ウォッカ
vogue	流行
voice	声|音声|ボイス
void	無効|虚しい|空虚|空白
voiding	破棄
volatile	険悪
volatilisation	揮発
volatilization	揮発
volcano	火山
volition	意志
volley	ボレー
volleyball	バレー|バレーボール
volt	ボルト
voltage	電圧|ボルテージ
volume	単行本|ボリューム|音量|数量
voluntary	随意|任意|自発的|自主的
volunteer	ボランティア|有志|篤志家
volunteering	志願
voluptuous	グラマー|豊満
vomit	吐く|吐き出す|戻す
vomiting	嘔吐
vortex	渦中|渦巻き|渦
vote	採決|票|表決|決議
voter	有権者|選挙人
voting	投票|表決
voucher	伝票
vow	誓い|誓約|誓う|願
vowel	母音
voyage	航海|渡航|船旅
voyager	ボイジャー
vs	対
vu	危急
vulcanisation	硬化
vulcanization	硬化
vulgar	下品|下等|粗野|端たない
vulnerable	危急
vulva	割れ目
wadding	綿
wafer	煎餅
waft	漂う
wagashi	和菓子
wager	賭ける|賭け
wages	賃金|給料|俸給|給与
waggon	台車
wagon	ワゴン|馬車|台車
wailing	号泣
wainscoting	羽目
wainscotting	羽目
waist	ウエスト|腰|腰部|胴
waistcoat	チョッキ
waistline	ウエスト
wait	待つ|待ち構える
waiter	ギャルソン|ボーイ
waiting	待ち
waitress	ウェイトレス|女中
waka	和歌
wakame	若布
wake	通夜|覚める|起こす
wakefulness	不眠|不眠症
waken	起こす
wales	ウェールズ
walk	散歩|歩行|遊歩|歩む
walker	歩行者
walking	徒歩|歩み|散策
walkway	歩道
wall	壁|塀|囲い|垣
wallaby	ワラビー
wallet	財布
wallpaper	壁紙
walnut	胡桃
wand	ステッキ|杖
wander	ワンダー|逸れる
wandering	放浪|流浪|散策|浮遊
wane	弱る|傾く|冷める
waning	下火|衰退|下り坂|後退
wanton	目茶苦茶
wantonness	浮気
wants	欲
war	戦争|戦|交戦|戦火
ward	区|病棟
warden	管理者
warder	看守
wardrobe	戸棚
ware	ウェア
warehouse	蔵|倉庫
warhead	弾頭
warm	温暖|暖かい|温める|暑い
warmth	温もり|潤い
warn	諭す
warning	警告|注意報|訓戒|警報
warp	反る|歪む|ワープ|曲がり
warping	屈折
warrant	令状|ワラント
warranty	保証
warrior	武士|侍|武者|戦士
warship	艦|軍艦|艦船
wartime	戦時
wary	用心深い
wasabi	山葵
wash	洗う|研ぐ
washer	パッキング
washi	和紙
washing	洗濯|洗浄|洗い物
washing-up	皿洗い
washroom	洗面所
wasp	蜂
waste	無駄遣い|浪費|屑|無駄
wasted	駄目
wasteful	勿体ない
wastefulness	不始末
wasteland	荒野
wastepaper	紙屑
watch	時計|腕時計|待ち構える|見る
watch-keeping	見張り
watchdog	番犬
watcher	見物
watchful	注意深い|用心深い
watchfulness	心遣い
watching	ウォッチング|監視|見物|観察
watchword	合言葉
water	水|水分|注ぐ
water-boiler	湯沸かし器
water-heater	湯沸かし器
water-soluble	水溶性
watercourse	水路
watercraft	舟艇|船
waterfall	滝
waterfowl	水鳥
waterfront	水辺
watermelon	西瓜
waterproofing	防水
waters	水域|海
watershed	流域|境|曲がり角
waterside	水辺
waterspout	竜巻
waterway	水路|運河
waterweed	藻
waterworks	水道
watery	水臭い
watt	ワット
wave	波|振る|ウエーブ|翻る
wavelength	波長
waver	躊躇う|揺るぐ|揺れる|迷う
waves	波浪
wax	ワックス|満ちる
wayfarer	旅人
wayside	沿道|道端
weak	弱体|弱い|病弱|か弱い
weak-kneed	弱気
weak-willed	だらし無い
weaken	弱める|弱る|弱まる|鈍る
weakening	衰え|失速
weakling	弱虫
weakness	弱み|衰弱|軟弱|弱点
wealth	富裕|富
wealthy	裕福|豊か|リッチ
weapon	武器|兵器|弓矢|矛
wear	着る|帯びる|ウェア|被る
weariness	飽き|倦怠|疲労
wearing	着用
wearisome	味気ない
weather	天気|気象|天候|雲行き
weave	織り|織る
weaving	織り
web	ウェブ|網
weblog	ウェブログ|ブログ
webpage	ホームページ
website	ウェブサイト|ホームページ
wedding	結婚式|嫁入り|ブライダル
wedge	矢
wednesday	水曜|水曜日
weed	雑草|草|抜く
weeding	除草
week	週|週間|ウィーク
weekday	平日
weekend	週末|ウィークエンド|土日
weekly	ウィークリー
weep	泣く
weeping	泣き|号泣
weigh	計る
weighing	計量
weight	抑え|体重|重さ|重量
weighting	加重
weightlessness	無重量
weighty	重い|重たい|重大
weir	堰|堤防
weird	不気味|妙|クーキー|怪奇
weirdness	病気
welcome	歓迎|耳より|ウェルカム|迎え
weld	溶接
welding	溶接
welfare	福祉|厚生|盛衰|安否
well-acquainted	詳しい
well-advised	賢明
well-behaved	控えめ|利口
well-being	福祉|幸福|安否|機嫌
well-executed	ナイス
well-featured	整った
well-informed	詳しい
well-known	知名|著名|高名|お馴染み
well-lighted	明るい
well-liked	好き
well-lit	明るい
well-mannered	淑やか
well-matched	似合い|互角
well-nigh	殆ど
well-off	裕福
well-ordered	整った
well-paced	リズミカル
well-regulated	整った
well-timed	タイムリー
well-versed	経験豊富
wellspring	源泉
weltanschauung	世界観
west	西
western	ウエスタン
western-style	洋式
wet	濡らす|ウエット|潤す|湿っぽい
wetland	湿地|沼地|沼|湖沼
wetlands	湿原|沢
wetness	潤い
whale	鯨
whaling	捕鯨
wharf	桟橋|波止場|岸壁|乗り場
whatever	全体
whatsoever	何ら|一切
wheat	麦|小麦
wheedle	丸め込む|騙す
wheel	車輪|ホイール|転がす|車
wheelchair	車椅子
whenever	都度|度に|何時でも
whereabout	どの辺
whereabouts	行方|所在|居場所|行き先
whet	研ぐ
whichever	何れでも
whiff	匂い
while	久々|同時に|側|傍ら
whim	気まぐれ
whimsy	気まぐれ|物好き
whine	弱音|鳴く|鳴き声
whirlpool	渦|鳴門|渦巻き|渦中
whirlwind	旋風
whiskers	髭
whiskey	ウイスキー
whisky	ウイスキー
whisper	囁く|小声|私語
whispering	私語
whistle	口笛|ホイッスル|警笛|笛
white	白|白い|白色|ホワイト
white-collar	ホワイトカラー
white-out	ホワイト
whitening	ホワイトニング
whitespace	間隔
whittle	削る
whodunit	推理小説
whole	全体|全身|全般|丸ごと
wholehearted	一途
wholeheartedly	一心に
wholeheartedness	一心
wholesale	卸|卸売
wholesaler	問屋
wholesaling	卸売
wholesome	健全|健康
wholly	丸ごと|満更|全然|全て
wick	芯
wicked	邪
wickedness	悪
wicket	改札口
wide	ワイド|幅広い|広い
wide-ranging	種類豊富
widely	一般に
widen	広げる|広める
widespread	盛ん
widget	ウィジェット
widow	未亡人|寡婦
width	幅|間口|横幅|横
wield	振り回す
wife	妻|夫人|嫁|女房
wife-to-be	結婚相手
wig	鬘
wild	野生|奔放|荒っぽい|ワイルド
wildcat	山猫
wilderness	原野|荒野|原
wildfire	山火事
wildlife	鳥獣
wildness	野性|狂乱
wilds	荒野
wilful	気まま|我が儘
willful	気まま|我が儘
willow	柳
willpower	気力|根性|念力|意地
willy-nilly	如何しても
wilt	萎む|萎れる|萎える
wily	悪賢い
wimp	弱虫
win	勝ち|勝つ|勝利|得る
wind	屁|巻く|畝る|風
windbreaker	ジャンパー
windfall	拾い物
windhole	風穴
winding	畝り|屈折|巻
windings	曲折
windless	無風
window	窓|窓際|ウィンドウ|窓口
winds	嵐
windstorm	暴風
windsurfing	ボードセーリング
windward	風上
wine	ワイン
wing	翼|ウイング|袖|羽
wink	ウインク|瞬く
winner	勝者|覇者
winning	受賞|入選
winsomeness	愛嬌
winter	冬|冬季|冬期|ウィンター
wintertime	冬期
wipe	拭う|拭く
wire	針金|ワイヤ|線
wireless	ワイヤレス|無線
wirepuller	黒幕
wiretap	盗聴
wiring	配線
wisdom	知恵|英知|分別
wise	賢明|賢い|ワイズ|英明
wish	志望|望み|希望|意思
wishes	抱負
wistaria	藤
wisteria	藤
wit	知恵|エスプリ
witch	魔女
witchcraft	魔法
with-it	格好いい
withdraw	取り消す|立ち退く|引き下げる|退く
withdrawal	離脱|撤去|撤回|脱退
withdrawing	降板
withdrawn	内向的
wither	枯れる|萎む|萎れる|衰える
withering	枯死|萎縮
withhold	差し控える|見合わせる
withholding	留保
within	以内
without	無し
withstand	持ち堪える|耐える
witness	証人|立会い
witnessing	目撃
witticism	洒落
witty	軽妙|乙
wizard	鬼才
wlan	無線ＬＡＮ
woeful	悲惨
woes	災い
wolf	狼|ウルフ|食らう
woman	女子|女性|婦人|女流
womanizer	狼
womankind	婦女
womanly	女らしい
womb	子宮|母胎|腹
won	ウォン
wonder	驚異|驚嘆|ワンダー|奇跡
wonderful	不思議|素晴らしい|ワンダフル|結構
wonderment	戸惑い
wood	林|ウッド|木材|木
woodcraft	木彫り|木彫
woodcut	版画
wooden	木造|木製|硬い
woods	林|森林
woodworker	木工
woodworking	木工
wool	羊毛|ウール|毛
word	言|単語|ワード|伝言
wording	言い方|言葉遣い|辞令|用語
wordplay	洒落
words	語句|言葉|文句
wordy	諄い
work	仕事|作品|作業|業
work-out	運動
worker	勤労者|働き手|ワーカー|労働者
working	就労|ワーキング|稼働|実施
workings	仕組み
workman	匠|職人
workmanship	出来|細工|巧拙|施工
workmate	僚友
workout	練習
workplace	職場|会社
workshop	工房|ワークショップ|アトリエ|工場
workstation	ワークステーション
world	世|世間|ワールド|天地
world-class	世界的
world-famous	世界的
worldwide	世界的
worm	虫
worry	懸念|心配|屈託|気がかり
worrying	危うい
worsen	重る
worship	礼拝|崇拝|お参り|敬う
worst	最悪|ワースト|峠
worth	取り柄|価値|値打ち|甲斐
worthless	下らない|詰らない
worthwhile	有意義
worthy	相応しい|立派
would-be	自称
wound	傷|傷害|傷つける|負傷
wow	ワウ
wrap	覆う
wrapping	ラッピング|包装|パック|ラップ
wrath	怒気|怒り
wreath	花輪|一抹
wreck	滅ぼす|損ねる|壊す
wreckage	瓦礫
wrecker	レッカー
wrench	捻る|捻挫
wrestler	相撲取り|相撲
wrestling	レスリング
wretched	惨め|嘆かわしい|悲惨|気の毒
wretchedly	散々
wriggle	藻掻く
wring	絞る|捻る
wrinkle	皺|縮める
wrist	手首|リスト
wristwatch	腕時計
write	書く|著す|詠む|綴る
write-down	切り下げ
writer	筆者|ライター|作家|著者
writhe	藻掻く
writing	文章|執筆|作文|著作
writings	文|著書
wrong	不可|無法|逆しま|不都合
wrong-doer	加害者
wrongdoer	罪人|悪人
wrongdoing	悪事|不正|罪
wuss	チキン
wwii	第二次世界大戦
www	ウェブ
x-ray	レントゲン|Ｘ線
xerox	ゼロックス
xp	経験値
yacht	ヨット
yakiniku	焼肉
yakisoba	焼きそば
yakitori	焼き鳥
yakuza	暴力団
yam	芋
yamagata	山形
yamato	大和
yang	陽
yankee	ヤンキー
yard	庭|桁
yardstick	目安
yarn	糸
yawn	欠伸
yawning	欠伸
yearbook	年鑑
yearly	毎年|年次
yearning	憧れ|思慕|切望
years	歳月|月日|年齢|年配
yeast	酵母|イースト
yedo	東都|江戸
yell	エール|掛け声|叫び声|怒鳴る
yellow	黄|黄色|黄色い|イエロー
yellowing	日焼け
yen	円
yes-man	言いなり
yet	尚|未だ未だ|未だ
yield	出来高|収量|利回り|生じる
yobbos	愚連隊
yoga	ヨガ
yoghourt	ヨーグルト
yoghurt	ヨーグルト
yogurt	ヨーグルト
yoke	ヨーク|束縛
yokel	芋
yokohama	横浜
yokozuna	横綱
young	若い|若々しい|子
young-looking	若々しい
younger	年下
youngest	最少
youngster	小僧
youngsters	若者
youth	男子|青年|青少年|青春
youthful	若々しい|若い
youthfulness	艶
yugoslavia	ユーゴ|ユーゴスラビア
yukar	ユーカラ
yukata	浴衣
yuko	有効
yuri	百合
yurt	ゲル
yuzu	柚子
zabuton	座布団
zaibatsu	財閥
zaire	ザイール
zambia	ザンビア
zazen	座禅
zeal	熱意|情熱
zealous	熱心
zen	禅宗|禅
zenith	絶頂
zephyr	そよ風
zero	零|零点
zest	興味
zig-zag	ジグザグ
zigzag	ジグザグ
zigzagging	蛇行
zimbabwe	ジンバブエ
zinc	亜鉛
zine	ジーン
zionism	シオニズム
zionist	シオニスト
zip	チャック
zipangu	ジパング
zipper	チャック|ファスナー
zone	ゾーン|地帯|区域|ベルト
zoo	動物園
zoom	ズーム
zymosis	発酵
"""
