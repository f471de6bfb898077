// A destination screen outside the scenes under comparison: shows one draft. Owns its labels only. (A blog's detail
// has behaviour — its own like — and is each pattern's module; a draft's has none.)

/// The screen a draft row pushes. Shared by all patterns: only *how* they navigate here differs.
@MainActor
public final class DraftDetailViewController: ViewController {
    public let draft: Draft

    public init(draft: Draft) {
        self.draft = draft
        super.init()
        title = ProfileText.draftDetailTitle
    }

    public override func loadView() {
        let root = View()
        for (identifier, text) in [
            (ProfileID.Detail.title, draft.title),
            (ProfileID.Detail.meta, ProfileText.edited(draft.editedAt)),
        ] {
            let label = Label(identifier: identifier)
            label.text = text
            root.addSubview(label)
        }
        setView(root)
    }
}
