"""The Python API over libpartir.so: partition() returns the report, the
SPMD text and the shardings; every failure raises partir.Error with
partir's located message."""
import json
import os
import re

import pytest

import partir
from conftest import REPO

MLP = os.path.join(REPO, "examples", "mlp.mlir")


def mlp_text():
    with open(MLP, encoding="utf-8") as f:
        return f.read()


def test_partition_returns_report_spmd_and_shardings():
    r = partir.partition(mlp_text(), "batch=2,model=2", [partir.BP("batch"), partir.MP("model"), partir.Z3("batch")],
                         filename=MLP)
    assert r.report.startswith("tactic 0 (built-in BP) on 'batch'")
    assert "tactic 2 (built-in Z3) on 'batch'" in r.report
    assert "mhlo.num_partitions = 4" in r.spmd and 'mhlo.sharding = "{manual}"' in r.spmd
    sh = r.shardings
    assert sh["mesh"] == {"axes": ["batch", "model"], "sizes": [2, 2]}
    w = next(e for e in sh["inputs"] if e["name"] == "params['layers'][0]['w']")
    assert w["global_shape"] == [784, 512] and w["local_shape"] == [392, 256]
    assert w["spec"] == [["batch"], ["model"]] and w["aliased_output"] == w["index"]
    # The SPMD module carries each argument's global layout too: the same.
    assert f'partir.sharding = "{w["gspmd"]}"' in r.spmd


def test_schedule_as_json_path_and_dicts_give_the_same_program():
    path = os.path.join(REPO, "examples", "schedules", "mlp_bp_mp_z3.json")
    a = partir.partition(mlp_text(), "batch=2,model=2", path, filename=MLP)
    with open(path, encoding="utf-8") as f:
        b = partir.partition(mlp_text(), "batch=2,model=2", json.load(f), filename=MLP)
    assert a.spmd == b.spmd and a.shardings == b.shardings


def test_manual_tactic_and_tile_agree():
    p = partir.Partition(partir.Module(mlp_text(), MLP), "batch=2")
    p.apply([partir.Manual("batch", {"batch[*]": 0})])
    q = partir.Partition(partir.Module(mlp_text(), MLP), "batch=2")
    assert q.tile("batch[*]", 0, "batch") == 2
    assert p.shardings() == q.shardings()


def test_simulate_and_report_json():
    p = partir.Partition(partir.Module(mlp_text(), MLP), "batch=2")
    p.apply([partir.BP("batch")])
    rep = p.report(hw="h100-sxm", format="json")
    assert isinstance(rep, dict)
    sim = p.simulate("h100-sxm", format="json")
    assert isinstance(sim, dict)


def test_html_report_is_one_self_contained_page(tmp_path):
    p = partir.Partition(partir.Module(mlp_text(), MLP), "batch=2,model=2")
    p.apply([partir.BP("batch"), partir.MP("model")])
    out = tmp_path / "report.html"
    page = p.report_html(hw="h100-sxm", path=str(out))
    assert page.startswith("<!DOCTYPE html>") and out.read_text() == page
    assert not re.search(r'<(script|link|img)[^>]*(src|href)="https?:', page)  # nothing fetched
    assert "params['layers'][0]['w']" in page


def test_html_report_of_an_auto_schedule_has_the_search(tmp_path):
    """An automatic tactic's search is part of the page the package writes,
    as the CLI's: its plans, the experts and the plan found."""
    p = partir.Partition(partir.Module(mlp_text(), MLP), "batch=2,model=2")
    p.apply([partir.BP("batch"), partir.Auto(["model"], hw="h100-sxm", budget_s=0.3, seed=1)])
    page = p.report_html(hw="h100-sxm")
    data = json.loads(re.search(r'id="partir-data">(.*?)</script>', page, re.S).group(1))
    (search,) = data["search"]
    assert search["axes"] == ["model"] and search["first_tactic"] == 1
    kept = -(-search["evaluations"] // search["plan_stride"])  # every plan_stride-th plan simulated
    assert len(search["plans"]) == 5 * kept and kept <= search["max_plans"]
    assert search["best"][-2] == search["step_s"]  # the best-time curve ends at the plan found
    assert {e["name"] for e in search["experts"]} >= {"BP", "MP"}
    # The final state simulates to the plan's figures.
    assert data["simulation"]["step_s"] == pytest.approx(search["step_s"], rel=1e-9)
    no_auto = partir.Partition(partir.Module(mlp_text(), MLP), "batch=2,model=2")
    no_auto.apply([partir.BP("batch")])
    assert '"search":null' in no_auto.report_html(hw="h100-sxm")


def test_auto_tactic_is_judged_by_the_hw_it_is_applied_with():
    """An Auto tactic without its own "hw" is judged by apply's `hw`, as the
    CLI's --hw judges a schedule file's; its plan uses one tactic number per
    decision, so the next tactic is numbered after them."""
    p = partir.Partition(partir.Module(mlp_text(), MLP), "batch=2,model=2")
    with pytest.raises(partir.Error) as e:
        p.apply([partir.Auto(["model"], iterations=30)])
    assert 'needs "hw"' in e.value.message
    p = partir.Partition(partir.Module(mlp_text(), MLP), "batch=2,model=2")
    lines = p.apply([partir.BP("batch"), partir.Auto(["model"], iterations=30, memory_limit="8MB")], hw="h100-sxm")
    plan = [line for line in lines.splitlines() if line.startswith("tactic ") and "(auto)" in line]
    assert plan and all("on 'model'" in line for line in plan)
    more = p.apply([partir.Z3("batch")])
    assert more.startswith(f"tactic {1 + len(plan)} (built-in Z3)")
    # The same plan as the one the tactic names its judge for.
    q = partir.Partition(partir.Module(mlp_text(), MLP), "batch=2,model=2")
    named = q.apply([partir.BP("batch"), partir.Auto(["model"], hw="h100-sxm", iterations=30, memory_limit="8MB")])
    assert named == lines


def test_malformed_module_raises_located_error():
    with pytest.raises(partir.Error) as e:
        partir.Module("func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %y : tensor<4xf32>\n}\n",
                      filename="bad.mlir")
    assert e.value.message.startswith("bad.mlir:2:") and "error:" in e.value.message
    assert (e.value.file, e.value.line) == ("bad.mlir", 2) and e.value.column > 0


def test_unknown_axis_raises_located_error():
    with pytest.raises(partir.Error) as e:
        partir.partition(mlp_text(), "batch=2", [partir.BP("model")], filename=MLP)
    assert e.value.message.startswith("<schedule>:1:") and "unknown mesh axis 'model'" in e.value.message


def test_bad_schedule_raises_located_error():
    with pytest.raises(partir.Error) as e:
        partir.partition(mlp_text(), "batch=2", '[{"builtin": "BP", "axis": "batch"', filename=MLP)
    assert e.value.message.startswith("<schedule>:1:") and "error:" in e.value.message


def test_indivisible_dim_raises_error_naming_sizes():
    p = partir.Partition(partir.Module(mlp_text(), MLP), "batch=3")
    with pytest.raises(partir.Error) as e:
        p.tile("batch['x']", 0, "batch")
    assert "batch['x']" in e.value.message and "3" in e.value.message


def test_unknown_hardware_raises():
    with pytest.raises(partir.Error):
        partir.Hardware("no-such-accelerator")
